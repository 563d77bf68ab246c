// The operator-alert module's front door for browser-safe code: code outside app/modules/operator-alert imports from here only.
export * from './alert-words.ts'
