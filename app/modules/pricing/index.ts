// The pricing module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/pricing imports from here only.
export * from './pricing.ts'
export * from './tax.ts'
