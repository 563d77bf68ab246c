// The webhook module's front door for the server: code outside app/modules/webhook imports from here only.
export * from './endpoints.server.ts'
export * from './events.server.ts'
export * from './deliver.server.ts'
