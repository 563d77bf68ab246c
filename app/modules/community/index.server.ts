// The community module's front door for the server: code outside app/modules/community imports from here only.
export * from './community.server.ts'
export * from './home.server.ts'
export * from './search.server.ts'
export * from './user-designs.server.ts'
