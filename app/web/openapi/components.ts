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
      description:
        'IETF draft (draft-ietf-httpapi-ratelimit-headers-09): per policy this call was counted against, the requests left (`r`) and the seconds until the window resets (`t`), e.g. `"api";r=598;t=41, "shop-create";r=59;t=3600`. Sent on every answer while the limits are on, refusals included; a call shed under load (503) is not counted and says what was last counted for the caller.',
      schema: { type: 'string', example: '"api";r=598;t=41' },
    },
    'RateLimit-Policy': {
      description:
        'IETF draft: the policies this call is counted against, `q` requests per `w` seconds, e.g. `"api";q=600;w=60, "shop-create";q=60;w=3600` (per account when signed in or with a token, per visitor otherwise; docs/api.md lists them).',
      schema: { type: 'string', example: '"api";q=600;w=60' },
    },
    Location: { description: 'Where the new resource is read', schema: { type: 'string', example: '/api/carts/4b0e…' } },
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
    stripeSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'Stripe-Signature',
      description: 'Stripe signs each event; the store verifies it over the raw body with the endpoint secret',
    },
    printifySignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Pfy-Signature',
      description: 'sha256=<HMAC-SHA256 of the raw body> with the webhook secret',
    },
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description:
        'A personal API token (`ss_live_…`) made at /account/tokens, sent as `Authorization: Bearer <token>`. It acts as its user within its scopes: `read` (every GET), `designs`, `shops`, `orders` (writes). 401 for an unknown or revoked token, 403 for a missing scope. Token calls carry no cookie, so the same-origin check does not apply to them.',
    },
  },
}
