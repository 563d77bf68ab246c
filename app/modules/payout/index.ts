// The payout module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/payout imports from here only.
export * from './payout.ts'
