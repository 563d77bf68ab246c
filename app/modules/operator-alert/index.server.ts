// The operator-alert module's front door for the server: code outside app/modules/operator-alert imports from here only.
export * from './operator-alert.server.ts'
