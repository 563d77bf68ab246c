import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { MAX_ROW_ID } from '~/lib/row-id.ts'
import { z } from '~/lib/zod.ts'

// Keyset pages of the /api lists: a list is read newest first by (created_at, id), and a page ends
// with an opaque cursor naming its last row. The next page starts strictly after that row, so rows
// added or removed meanwhile never shift a row into two pages or out of both.

/** A position in a newest-first list: the last row already answered. */
export interface KeysetCursor {
  /** created_at in UTC with its microseconds (e.g. 2026-11-23T10:31:45.123456Z): one exact position */
  createdAt: string
  id: number
}

/** What a list request asks for: where to start and how many rows (null: every row that follows). */
export interface KeysetPage {
  after: KeysetCursor | null
  limit: number | null
}

/** A page of rows and the cursor that continues after it (null when nothing follows). */
export interface Keyset<T> {
  items: T[]
  nextCursor: string | null
}

/** How a list route pages: its cursor tag, and its default and largest `limit`. */
export interface ListRule {
  /** Binds a cursor to one list (and its scope, e.g. `shop-designs:12`): another list's cursor is refused. */
  list: string
  /** Rows a page holds when no `limit` is given; null answers the whole list (what the spec requires there). */
  defaultLimit: number | null
  maxLimit: number
}

export const INVALID_CURSOR = 'The cursor is not valid for this list: send back a nextCursor exactly as it was answered'

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

const CursorBody = z.strictObject({
  l: z.string().min(1).max(80),
  t: z
    .string()
    .regex(CREATED_AT)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(value)) && new Date(Date.parse(value)).toISOString().slice(0, 19) === value.slice(0, 19),
    ),
  i: z.int().min(1).max(MAX_ROW_ID),
})

/** Characters of a cursor's signature (16 bytes of HMAC-SHA256, base64url). */
const SIGNATURE_LENGTH = 22

let signingKey: Buffer | undefined
let secretSource: (() => string) | undefined

/**
 * Where the cursor key comes from: the store's session secret (the same on every instance), given by
 * the request plumbing (app/web/api.server.ts). Until one is given, a random key: cursors then hold
 * within this process only.
 */
export function setCursorSecret(source: () => string) {
  secretSource = source
  signingKey = undefined
}

/** The key cursors are signed with, so an edited cursor is refused rather than read as another position. */
function cursorKey(): Buffer {
  signingKey ??= createHmac('sha256', secretSource?.() ?? randomBytes(32).toString('hex'))
    .update('keyset cursor v1')
    .digest()
  return signingKey
}

function sign(payload: string): string {
  return createHmac('sha256', cursorKey()).update(payload).digest().subarray(0, 16).toString('base64url')
}

/** The opaque cursor of `position` in `list`: base64url of its sort key, then its signature. */
export function encodeCursor(list: string, position: KeysetCursor): string {
  const payload = Buffer.from(JSON.stringify({ l: list, t: position.createdAt, i: position.id })).toString('base64url')
  return payload + sign(payload)
}

/** The position a cursor names, or null when it is not one this server made for `list` (edited, cut, another list's). */
export function decodeCursor(list: string, value: string): KeysetCursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(value) || value.length <= SIGNATURE_LENGTH) return null
  const payload = value.slice(0, -SIGNATURE_LENGTH)
  const signature = Buffer.from(value.slice(-SIGNATURE_LENGTH))
  const expected = Buffer.from(sign(payload))
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null
  let body: unknown
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = CursorBody.safeParse(body)
  if (!parsed.success || parsed.data.l !== list) return null
  const position = { createdAt: parsed.data.t, id: parsed.data.i }
  // Only the exact text this server makes: no extra characters, spacing or key order.
  return encodeCursor(list, position) === value ? position : null
}

export type ParsedListQuery = { ok: true; page: KeysetPage } | { ok: false; message: string }

/**
 * `?cursor=` and `?limit=` of a list request. A `limit` is a whole number from 1 to the list's
 * maximum; without one a page holds the list's default (the whole rest of the list when the default
 * is null). A cursor must be a nextCursor this list answered.
 */
export function parseListQuery(params: URLSearchParams, rule: ListRule): ParsedListQuery {
  const rawLimit = params.get('limit')
  let limit = rule.defaultLimit
  if (rawLimit !== null) {
    const n = /^\d{1,6}$/.test(rawLimit) ? Number(rawLimit) : 0
    if (n < 1 || n > rule.maxLimit) return { ok: false, message: `limit must be a whole number from 1 to ${rule.maxLimit}` }
    limit = n
  }
  const rawCursor = params.get('cursor')
  if (rawCursor === null) return { ok: true, page: { after: null, limit } }
  const after = decodeCursor(rule.list, rawCursor)
  if (!after) return { ok: false, message: INVALID_CURSOR }
  return { ok: true, page: { after, limit } }
}

/**
 * The page from rows read with one more than `limit`: the extra row only tells that more follow,
 * and the cursor names the last row kept.
 */
export function keysetPage<R extends { createdAt: string; id: number }, T>(
  list: string,
  rows: R[],
  limit: number | null,
  toItem: (row: R) => T,
): Keyset<T> {
  const hasMore = limit !== null && rows.length > limit
  const kept = hasMore ? rows.slice(0, limit) : rows
  const last = kept.at(-1)
  return {
    items: kept.map(toItem),
    nextCursor: hasMore && last ? encodeCursor(list, { createdAt: last.createdAt, id: last.id }) : null,
  }
}
