// The community module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/community imports from here only.
export * from './community.ts'
export * from './search.ts'
