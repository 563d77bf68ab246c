// The fulfilment module's front door for the server: code outside app/modules/fulfilment imports from here only.
export * from './fulfilment.server.ts'
export * from './outbox.server.ts'
export * from './printify-webhook.server.ts'
export * from './operator.server.ts'
export * from './hold-actions.server.ts'
