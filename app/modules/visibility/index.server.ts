// The visibility module's front door for the server: code outside app/modules/visibility imports from here only.
export * from './visibility.server.ts'
