// The design module's front door for browser-safe code (types, schemas, pure helpers): code outside app/modules/design imports from here only.
export * from './design-json.ts'
export * from './messages.ts'
export * from './schema.ts'
export * from './styles.ts'
export * from './upload-print.ts'
export * from './title.ts'
