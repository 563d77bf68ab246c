// The cart module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/cart imports from here only.
export * from './cart-schema.ts'
export * from './countries.ts'
