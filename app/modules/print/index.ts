// The print module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/print imports from here only.
export * from './print-area.ts'
