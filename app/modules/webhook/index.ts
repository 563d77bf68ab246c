// The webhook module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/webhook imports from here only.
export * from './webhook.ts'
export * from './event-payload.ts'
