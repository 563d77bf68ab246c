import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '~/platform/idempotency/idempotency.server.ts'
import { keepsAnswer, requestFingerprint, validIdempotencyKey } from '~/platform/idempotency/idempotency.ts'
import type { DbAndConfig } from './load-context.ts'
import { readVisitor } from './session.server.ts'
import { problem } from './problem.server.ts'

// `Idempotency-Key` on the API's creating POSTs (ADR 102): the same key with the same request
// answers the first success again instead of creating a second thing; the same key with another
// request is 422 (`idempotency_key_reused`); while the first is still running, 409
// (`idempotency_key_in_use`, with Retry-After: the one 409 a client should retry). A header that is
// present but empty or not 1-255 visible ASCII characters is a 400, never taken as "no key". Keys are
// per owner and kept 24 hours.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
const REPLAYED_HEADER = 'Idempotent-Replayed'

const noStore = { 'Cache-Control': 'private, no-store' }

/**
 * Wraps a route's action: `export const action = idempotent(async ({ request, context }) => …)`.
 * Requests without the header, and other methods than POST, run as before.
 */
export function idempotent<Args extends { request: Request; context: DbAndConfig }>(
  handler: (args: Args) => Promise<Response> | Response,
) {
  return (args: Args): Promise<Response> => withIdempotency(args.context, args.request, async () => handler(args))
}

/** Whose keys these are: the user (session or token), else the browser's visitor; null for neither. */
async function keyOwner(services: DbAndConfig, request: Request): Promise<string | null> {
  const { userId, visitorId } = await readVisitor(services, request)
  if (userId) return `user:${userId}`
  return visitorId ? `visitor:${visitorId}` : null
}

export async function withIdempotency(services: DbAndConfig, request: Request, run: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)
  if (request.method !== 'POST' || key === null) return run()
  if (!validIdempotencyKey(key)) {
    return problem({
      status: 400,
      code: 'invalid_idempotency_key',
      detail: `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters (a UUID); leave the header out to send without one`,
    })
  }
  let owner: string | null
  try {
    owner = await keyOwner(services, request)
  } catch (refusal) {
    if (refusal instanceof Response) return refusal
    throw refusal
  }
  // A browser's very first request has no owner to remember the key for yet: it simply runs.
  if (!owner) return run()
  const url = new URL(request.url)
  const fingerprint = requestFingerprint(request.method, url.pathname + url.search, await request.clone().text())
  const { db } = services
  const claim = await claimIdempotencyKey(db, owner, key, fingerprint)
  if (claim.kind === 'mismatch') {
    return problem({
      status: 422,
      code: 'idempotency_key_reused',
      detail: `This ${IDEMPOTENCY_HEADER} was already used with a different request`,
      headers: noStore,
    })
  }
  if (claim.kind === 'running') {
    return problem({
      status: 409,
      code: 'idempotency_key_in_use',
      detail: `A request with this ${IDEMPOTENCY_HEADER} is still running: try again shortly`,
      headers: { ...noStore, 'Retry-After': '1' },
    })
  }
  if (claim.kind === 'replay') {
    const headers = new Headers({ ...noStore, [REPLAYED_HEADER]: 'true' })
    if (claim.contentType) headers.set('Content-Type', claim.contentType)
    return new Response(claim.body, { status: claim.status, headers })
  }
  let response: Response
  try {
    response = await run()
  } catch (thrown) {
    await releaseIdempotencyKey(db, owner, key)
    throw thrown
  }
  if (!keepsAnswer(response.status)) {
    await releaseIdempotencyKey(db, owner, key)
    return response
  }
  await completeIdempotencyKey(db, owner, key, {
    status: response.status,
    contentType: response.headers.get('Content-Type'),
    body: await response.clone().text(),
  })
  return response
}
