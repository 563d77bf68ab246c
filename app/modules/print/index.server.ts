// The print module's front door for the server: code outside app/modules/print imports from here only.
export * from './print-file.server.ts'
export * from './render.server.ts'
export { artworkBox } from './vector-print.server.ts'
