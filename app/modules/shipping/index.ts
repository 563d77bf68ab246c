// Front door of shipping by country (browser-safe).
export * from './shipping.ts'
