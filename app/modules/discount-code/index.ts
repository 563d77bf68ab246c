// The discount-code module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/discount-code imports from here only.
export * from './rules.ts'
export * from './schema.ts'
