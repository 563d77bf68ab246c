// The design-job module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/design-job imports from here only.
export * from './job-view.ts'
