// The commission module's front door for the server: code outside app/modules/commission imports from here only.
export * from './commission.server.ts'
export * from './dashboard.server.ts'
