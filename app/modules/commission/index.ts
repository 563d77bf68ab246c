// The commission module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/commission imports from here only.
export * from './commission.ts'
export * from './dashboard.ts'
export * from './refunds.ts'
