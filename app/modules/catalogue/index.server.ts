// The catalogue module's front door for the server: code outside app/modules/catalogue imports from here only.
export * from './catalogue.server.ts'
export * from './printify-sync.server.ts'
