// The product module's front door for the server: code outside app/modules/product imports from here only.
export * from './product-page.server.ts'
export * from './product.server.ts'
export * from './share-card.server.ts'
export * from './share-image.server.ts'
