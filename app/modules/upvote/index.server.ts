// The upvote module's front door for the server: code outside app/modules/upvote imports from here only.
export * from './upvote.server.ts'
