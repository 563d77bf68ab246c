// The design-job module's front door for the server: code outside app/modules/design-job imports from here only.
export * from './changes.server.ts'
export * from './dead.server.ts'
export * from './design-job.server.ts'
export * from './dispatch.server.ts'
export * from './lease.server.ts'
export * from './run.server.ts'
export * from './start.server.ts'
export * from './operator.server.ts'
