import { requiredScope } from '~/modules/api-token/index.ts'
import type { Operation } from './shared.ts'

// What the assembler adds to every operation: its tag (area), the refusals it can answer beside its
// own, and who may call it.

export const TAGS = [
  'Account',
  'Designs',
  'Community',
  'Products',
  'Carts',
  'Checkout',
  'Orders',
  'Shops',
  'Webhook endpoints',
  'Webhooks',
  'Document',
] as const

export const TAG_DESCRIPTIONS: Record<(typeof TAGS)[number], string> = {
  Account: 'Who you are; signing in and out (browser navigations)',
  Designs: 'Making designs (prompt or upload), design jobs, your designs, votes',
  Community: 'The community gallery and Popular',
  Products: 'The shirt, its variants and colours',
  Carts: 'Carts of your own, one per customer, each with its own payment',
  Checkout: 'The spec’s one-call payment form',
  Orders: 'Placing and following orders',
  Shops: 'Creator shops and their designs, the public directory, earnings',
  'Webhook endpoints': 'Your endpoints for the events the store sends you (Standard Webhooks), their delivery logs, redelivery',
  Webhooks: 'Events the payment, print and payout providers send the store (signed)',
  Document: 'This document',
}

/** The area an operation belongs to, so generated clients group methods by it. */
export function tagOf(path: string): (typeof TAGS)[number] {
  if (/^\/api\/(auth|login|logout)/.test(path)) return 'Account'
  if (/^\/api\/(community-designs|popular-designs)/.test(path)) return 'Community'
  if (/^\/api\/(designs|design-jobs|upload)/.test(path)) return 'Designs'
  if (/^\/api\/(products|printify)/.test(path)) return 'Products'
  if (path.startsWith('/api/carts')) return 'Carts'
  if (path.startsWith('/api/create-payment-intent')) return 'Checkout'
  if (path.startsWith('/api/orders')) return 'Orders'
  if (/^\/api\/(shops|public-shops)/.test(path)) return 'Shops'
  if (path.startsWith('/api/webhook-endpoints')) return 'Webhook endpoints'
  if (path.startsWith('/api/webhooks')) return 'Webhooks'
  return 'Document'
}

export const problemAnswer = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
})

/**
 * The refusals an operation can answer, beside the ones it lists itself: what every /api call can meet
 * (a bad API-Version, a bad token, the rate limit every call counts against, load shedding, a
 * failure), what a body, an id in the path, an Idempotency-Key, a write or a signed-in user add.
 */
export function refusalsOf(op: Operation, method: string, path: string): Record<string, string> {
  const webhook = path.startsWith('/api/webhooks/')
  const scope = requiredScope(method, path)
  const refusals: Record<string, string> = {}
  refusals['400'] = webhook
    ? 'Not a verified event of this provider (`invalid_request`)'
    : 'Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version`'
  if (!webhook && (op.requestBody || op.idempotent)) {
    refusals['400'] =
      'Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version`'
  }
  if (path === '/api/upload') {
    refusals['400'] = `${refusals['400']}; \`form_refused\` when the hidden honeypot field \`website\` comes filled (a bot)`
  }
  if (op.parameters?.some((p) => p.name === 'cursor' || p.name === 'limit')) {
    refusals['400'] = `${refusals['400']}; \`invalid_cursor\` or \`invalid_limit\` for a changed cursor or a limit out of range`
  }
  if (!webhook && (op.security === 'user' || scope))
    refusals['401'] =
      op.security === 'user'
        ? 'Signed out (`unauthenticated`), or a bad token (`invalid_token`)'
        : 'A bad token (`invalid_token`)'
  if (!webhook && (scope || op.security === 'user' || method !== 'get'))
    refusals['403'] =
      'The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`)'
  if (path.includes('{')) refusals['404'] = 'Nothing there, or not yours (`not_found`)'
  if (op.idempotent) {
    refusals['409'] = 'The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After'
  }
  if (op.requestBody) {
    refusals['413'] =
      path === '/api/upload'
        ? 'The body is over its limit (`body_too_large`; the connection is closed), or the image has more than 40 megapixels (`image_too_large`): do not retry either'
        : 'The body is over its limit (`body_too_large`); the connection is closed'
    refusals['415'] = `The body is not ${op.requestBody.contentType} (\`unsupported_media_type\`)`
  }
  if (op.idempotent) refusals['422'] = 'This Idempotency-Key was used with a different request (`idempotency_key_reused`)'
  if (!webhook) refusals['429'] = 'A rate limit (`rate_limited`, with Retry-After and RateLimit)'
  refusals['500'] = 'A failure on the store’s side (`internal_error`)'
  refusals['503'] = 'The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After'
  return refusals
}

/** The provider's signature header an incoming webhook is verified by (none: PayPal's body is only a hint). */
const WEBHOOK_SIGNATURES: Record<string, string> = {
  '/api/webhooks/stripe': 'stripeSignature',
  '/api/webhooks/printify': 'printifySignature',
}

/**
 * Who may call: the session cookie, or a Bearer token with the scope the call needs (OpenAPI 3.1
 * lets a non-OAuth scheme list the roles it requires). Operations without `security: 'user'` may
 * also be called anonymously (`{}`); the providers' webhooks by their signature.
 */
export function securityOf(op: Operation, method: string, path: string) {
  const signature = WEBHOOK_SIGNATURES[path]
  if (signature) return { security: [{ [signature]: [] }] }
  const scope = requiredScope(method, path)
  const ways: Record<string, string[]>[] = [{ session: [] }, ...(scope ? [{ bearer: [scope] }] : [])]
  if (op.security === 'user') return { security: ways }
  // Open to anyone, with or without a session (sign-in, sign-out, the document).
  if (!scope) return { security: [{}] }
  return { security: [{}, ...ways] }
}

/** What every operation's description adds to its own: who may call it and what it is counted against. */
export function accessNote(op: Operation, method: string, path: string): string {
  if (path.startsWith('/api/webhooks/')) return 'Called by the provider, not by integrators.'
  const scope = requiredScope(method, path)
  const who =
    op.security === 'user'
      ? `Signed in: the session, or a token${scope ? ` with the \`${scope}\` scope` : ''}.`
      : scope
        ? `Open to anyone; a token needs the \`${scope}\` scope.`
        : 'Open to anyone.'
  return `${who} Counted against the \`api\` rate limit${op.policy ? ` and the \`${op.policy}\` one` : ''} (RateLimit headers on every answer).`
}
