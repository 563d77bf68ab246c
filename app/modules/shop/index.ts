// The shop module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/shop imports from here only.
export * from './shop-schema.ts'
export * from './shop.ts'
