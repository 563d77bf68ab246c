// The order module's front door for the server: code outside app/modules/order imports from here only.
export * from './checkout.server.ts'
export * from './order-schema.server.ts'
export * from './order.server.ts'
export * from './payment-flow.server.ts'
export * from './receipt.server.ts'
export * from './reconcile.server.ts'
export * from './webhook.server.ts'
export * from './operator.server.ts'
