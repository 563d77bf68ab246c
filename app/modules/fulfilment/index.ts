// The fulfilment module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/fulfilment imports from here only.
export * from './status.ts'
export type { FulfilmentServices } from './services.ts'
