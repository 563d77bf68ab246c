// The user module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/user imports from here only.
export * from './avatar.ts'
