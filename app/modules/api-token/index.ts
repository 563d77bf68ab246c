// The api-token module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/api-token imports from here only.
export * from './api-token.ts'
