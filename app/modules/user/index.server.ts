// The user module's front door for the server: code outside app/modules/user imports from here only.
export * from './user-session.server.ts'
export * from './user.server.ts'
