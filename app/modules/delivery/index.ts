// Front door of the delivery promise (browser-safe).
export * from './delivery.ts'
