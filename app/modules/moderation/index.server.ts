// The moderation module's front door for the server: code outside app/modules/moderation imports from here only.
export * from './reports.ts'
export * from './moderation.server.ts'
export * from './screen.ts'
export * from './upload-review.server.ts'
