// The cart module's front door for the server: code outside app/modules/cart imports from here only.
export * from './cart.server.ts'
export * from './checkout-data.server.ts'
export * from './api-cart.server.ts'
