/** What the express server passes to Remix for every request (see app/server/app.server.ts). */
export type StoreLoadContext = {
  /** The client's address (the configured proxy's X-Forwarded-For only when TRUST_PROXY says so). */
  clientIp?: string
  /** The nonce every script of this response carries (Content-Security-Policy). */
  cspNonce?: string
}
