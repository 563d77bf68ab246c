import type { DB } from '~/lib/db.server.ts'
import { judgeExistingKey, KEY_LIFETIME_MS } from './idempotency.ts'

// The idempotency_keys table. A request claims its (owner, key) by inserting it as "running" before
// it does anything, so of two concurrent requests with the same key only one runs.

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'running' }
  | { kind: 'replay'; status: number; contentType: string | null; body: string }

export async function claimIdempotencyKey(
  db: DB,
  owner: string,
  key: string,
  requestHash: string,
  now = new Date(),
): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({
        owner,
        key,
        request_hash: requestHash,
        state: 'running',
        created_at: now,
        expires_at: new Date(now.getTime() + KEY_LIFETIME_MS),
      })
      .onConflict((oc) => oc.columns(['owner', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst()
    if (inserted) return { kind: 'claimed' }
    const stored = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('owner', '=', owner)
      .where('key', '=', key)
      .executeTakeFirst()
    // Finished or released between the insert and this read: try the insert again.
    if (!stored) continue
    const verdict = judgeExistingKey(stored, requestHash, now)
    if (verdict === 'expired') {
      // Only the row that was judged: a concurrent request that already replaced it keeps its claim.
      await db
        .deleteFrom('idempotency_keys')
        .where('owner', '=', owner)
        .where('key', '=', key)
        .where('created_at', '=', stored.created_at)
        .execute()
      continue
    }
    if (verdict === 'replay') {
      return {
        kind: 'replay',
        status: stored.response_status ?? 200,
        contentType: stored.response_type,
        body: stored.response_body ?? '',
      }
    }
    return { kind: verdict }
  }
  // The key kept changing hands: treat it as in use.
  return { kind: 'running' }
}

/** Records the answer of a claimed key; it is kept for 24 hours from now. */
export async function completeIdempotencyKey(
  db: DB,
  owner: string,
  key: string,
  answer: { status: number; contentType: string | null; body: string },
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      response_status: answer.status,
      response_type: answer.contentType,
      response_body: answer.body,
      expires_at: new Date(now.getTime() + KEY_LIFETIME_MS),
    })
    .where('owner', '=', owner)
    .where('key', '=', key)
    .where('state', '=', 'running')
    .execute()
}

/** Frees a claimed key whose request did not succeed, so it can be sent again. */
export async function releaseIdempotencyKey(db: DB, owner: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('owner', '=', owner)
    .where('key', '=', key)
    .where('state', '=', 'running')
    .execute()
}

/** Deletes keys past their 24 hours; the number deleted. */
export async function deleteExpiredIdempotencyKeys(db: DB, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}
