// The account module's front door for the server: code outside app/modules/account imports from here only.
export * from './account.server.ts'
