// The order-events module's front door for the server: code outside app/modules/order-events imports from here only.
export * from './order-events.server.ts'
