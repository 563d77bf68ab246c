// The cart module's front door for the server: code outside app/modules/cart imports from here only.
export * from './add-to-cart.server.ts'
export * from './cart.server.ts'
export * from './checkout-data.server.ts'
export * from './api-cart.server.ts'
export * from './cart-code.server.ts'
export { priceCart, type CartCode } from './cart-pricing.server.ts'
export * from './cart-shipping.server.ts'
