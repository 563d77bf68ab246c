// The payout module's front door for the server: code outside app/modules/payout imports from here only.
export * from './kick.server.ts'
export * from './payout.server.ts'
export * from './reconcile.server.ts'
export * from './runs.server.ts'
export * from './retry.server.ts'
