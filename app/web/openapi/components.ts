import { API_VERSION } from '../api-version.ts'

// The document's reusable parts: the answers' headers and the two ways to authenticate.

export const COMPONENTS = {
  headers: {
    'API-Version': { description: 'The version this answer follows', schema: { type: 'string', example: API_VERSION } },
    'X-Request-Id': {
      description: 'Names the request in the store’s logs (also `requestId` in problems)',
      schema: { type: 'string' },
    },
    'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
    RateLimit: {
      description: 'IETF draft: what is left of the quota and when it resets, e.g. `"shop-create";r=0;t=1800`',
      schema: { type: 'string' },
    },
    'RateLimit-Policy': {
      description: 'IETF draft: the limits this call is counted against, e.g. `"shop-create";q=60;w=3600` (absent when none)',
      schema: { type: 'string' },
    },
    Allow: { description: 'The methods the path takes', schema: { type: 'string', example: 'GET, POST' } },
    'Idempotent-Replayed': {
      description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key',
      schema: { type: 'string', enum: ['true'] },
    },
    'WWW-Authenticate': {
      description: 'For a bad token: `Bearer realm="ShirtSmith API", error="invalid_token"`',
      schema: { type: 'string' },
    },
  },
  securitySchemes: {
    session: { type: 'apiKey', in: 'cookie', name: '__session', description: 'The browser session made at sign-in' },
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description:
        'A personal API token (`ss_live_…`) made at /account/tokens, sent as `Authorization: Bearer <token>`. It acts as its user within its scopes: `read` (every GET), `designs`, `shops`, `orders` (writes). 401 for an unknown or revoked token, 403 for a missing scope. Token calls carry no cookie, so the same-origin check does not apply to them.',
    },
  },
}
