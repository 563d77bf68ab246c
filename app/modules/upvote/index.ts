// The upvote module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/upvote imports from here only.
export * from './messages.ts'
export * from './upvote.ts'
