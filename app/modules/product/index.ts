// The product module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/product imports from here only.
export * from './product-schema.ts'
export * from './product.ts'
export * from './share-meta.ts'
