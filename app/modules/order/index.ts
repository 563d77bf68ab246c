// The order module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/order imports from here only.
export * from './messages.ts'
export * from './order.ts'
export * from './order-status.ts'
