// The api-token module's front door for the server: code outside app/modules/api-token imports from here only.
export * from './api-token.server.ts'
export * from './token-crypto.server.ts'
