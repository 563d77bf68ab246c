// The audit module's front door for the server: code outside app/modules/audit imports from here only.
export * from './audit.server.ts'
