// The discount-code module's front door for the server: code outside app/modules/discount-code imports from here only.
export * from './discount-code.server.ts'
export * from './redeem.server.ts'
