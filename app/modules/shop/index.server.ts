// The shop module's front door for the server: code outside app/modules/shop imports from here only.
export * from './directory.server.ts'
export * from './images.server.ts'
export * from './more-from-shop.server.ts'
export * from './shop-designs.server.ts'
export * from './shop.server.ts'
