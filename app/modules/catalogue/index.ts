// The catalogue module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/catalogue imports from here only.
export * from './catalogue.ts'
