import { z } from '~/lib/zod.ts'

// Personal API tokens: what a token looks like and which scope each /api call needs (safe in the
// browser too: the page's checkboxes come from here). Making and hashing tokens: token-crypto.server.ts.

/** Every token starts with this, so a leaked one is easy to recognise (and to search for). */
export const TOKEN_PREFIX = 'ss_live_'
/** How many characters of a token are kept to tell tokens apart: the prefix and four more. */
export const DISPLAY_PREFIX_LENGTH = TOKEN_PREFIX.length + 4
/** A user has at most this many live tokens. */
export const MAX_LIVE_TOKENS = 20
export const TOKEN_NAME_MAX = 60

export const SCOPES = ['read', 'designs', 'shops', 'orders', 'webhooks'] as const
export type Scope = (typeof SCOPES)[number]

export const SCOPE_LABELS: Record<Scope, string> = {
  read: 'Read: everything you can see (GET)',
  designs: 'Designs: create designs, upload images, vote',
  shops: 'Shops: create, change and delete shops and their designs',
  orders: 'Orders: open payments and place orders',
  webhooks: 'Webhooks: add, change and remove webhook endpoints, redeliver events',
}

export function displayPrefix(token: string): string {
  return token.slice(0, DISPLAY_PREFIX_LENGTH)
}

/** True when `value` has the shape of a token (checked before any database lookup). */
export function looksLikeToken(value: string): boolean {
  return /^ss_live_[A-Za-z0-9_-]{43}$/.test(value)
}

/**
 * The token of an `Authorization` header: `Bearer <token>` (the scheme in any case). Null when there
 * is no Bearer credential (no header, or another scheme such as a proxy's Basic); 'malformed' for a
 * Bearer value that is not a token.
 */
export function bearerToken(header: string | null | undefined): string | null | 'malformed' {
  if (!header || !/^Bearer(\s|$)/i.test(header)) return null
  const match = /^Bearer +(\S+) *$/i.exec(header)
  if (!match || !looksLikeToken(match[1]!)) return 'malformed'
  return match[1]!
}

/** Scopes as stored (space-separated, known ones only, in a fixed order). */
export function formatScopes(scopes: readonly Scope[]): string {
  return SCOPES.filter((scope) => scopes.includes(scope)).join(' ')
}

export function parseScopes(stored: string): Scope[] {
  const words = stored.split(/\s+/)
  return SCOPES.filter((scope) => words.includes(scope))
}

export const CreateTokenSchema = z.object({
  name: z
    .string({ error: 'Give the token a name' })
    .trim()
    .min(1, 'Give the token a name')
    .max(TOKEN_NAME_MAX, `The name can be at most ${TOKEN_NAME_MAX} characters`)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'The name cannot contain control characters'),
  scopes: z
    .array(z.enum(SCOPES, { error: 'Unknown scope' }), { error: 'Choose at least one scope' })
    .min(1, 'Choose at least one scope'),
})
export type CreateTokenInput = z.output<typeof CreateTokenSchema>

/**
 * Tokens are read on /api only, and not on the webhooks, whose senders prove themselves by signature
 * (an Authorization header there is theirs, not a store token).
 */
export function tokensApplyTo(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/webhooks/')
}

/** Paths a token never opens: signing in and out belong to the browser session. */
const SESSION_ONLY = [/^\/api\/login(\/|$)/, /^\/api\/logout(\/|$)/]

/** Which scope a write needs, by the first matching path. */
const WRITE_SCOPES: [RegExp, Scope][] = [
  [/^\/api\/(designs|design-jobs|upload)(\/|$)/, 'designs'],
  [/^\/api\/shops(\/|$)/, 'shops'],
  [/^\/api\/(orders|create-payment-intent|carts)(\/|$)/, 'orders'],
  [/^\/api\/webhook-endpoints(\/|$)/, 'webhooks'],
]

/**
 * The scope a token needs for `method path` under /api: `read` for every GET (and HEAD), the
 * entity's scope for a write (POST, PUT, PATCH, DELETE) to designs, shops or orders. Null when no
 * token may make the call at all (signing in or out, or a write the API has no scope for).
 */
export function requiredScope(method: string, path: string): Scope | null {
  if (SESSION_ONLY.some((pattern) => pattern.test(path))) return null
  const verb = method.toUpperCase()
  if (verb === 'GET' || verb === 'HEAD') return 'read'
  return WRITE_SCOPES.find(([pattern]) => pattern.test(path))?.[1] ?? null
}

/** The refusal message when a token lacks what the call needs (null when it may go ahead). */
export function scopeRefusal(scopes: readonly Scope[], method: string, path: string): string | null {
  const needed = requiredScope(method, path)
  if (needed === null) return 'API tokens cannot be used for this request'
  if (!scopes.includes(needed)) return `This token lacks the "${needed}" scope`
  return null
}

/**
 * The visitor id a token's user acts as on /api (their cart, the payments they open): one per user,
 * so every token of a user shares the same cart. Not a browser's id: those are UUIDs.
 */
export function tokenVisitorId(userId: number): string {
  return `api-user-${userId}`
}
