// The moderation module's front door for browser-safe code: reasons, labels and the report schema.
export * from './reports.ts'
