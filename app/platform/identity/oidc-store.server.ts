import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

// The built-in sign-in provider's storage in the database (ADR 091): oidc-provider's adapter
// contract (upsert/find/consume/destroy/revokeByGrantId by model and id), plus its signing key and
// the names people typed at sign-in, so any instance can finish a sign-in another one started.

type Payload = Record<string, unknown>

/** Models that are not oidc-provider's own, kept in the same table. */
const SIGNING_KEY = 'ShirtSmith:SigningKey'
const ACCOUNT = 'ShirtSmith:LocalAccount'

export function oidcAdapter(db: DB, model: string) {
  const live = () => sql<boolean>`(expires_at is null or expires_at > now())`
  const find = async (column: 'id' | 'uid' | 'user_code', value: string): Promise<Payload | undefined> => {
    const row = await db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('model', '=', model)
      .where(column, '=', value)
      .where(live())
      .executeTakeFirst()
    if (!row) return undefined
    return row.consumed_at ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : row.payload
  }
  return {
    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const values = {
        payload: JSON.stringify(payload),
        grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
        user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expires_at: expiresIn ? sql<Date>`now() + make_interval(secs => ${expiresIn})` : null,
      }
      await db
        .insertInto('oidc_payloads')
        .values({ model, id, ...values })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(values))
        .execute()
    },
    find: (id: string) => find('id', id),
    findByUid: (uid: string) => find('uid', uid),
    findByUserCode: (userCode: string) => find('user_code', userCode),
    async consume(id: string) {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: sql<Date>`now()` })
        .where('model', '=', model)
        .where('id', '=', id)
        .execute()
    },
    async destroy(id: string) {
      await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute()
    },
    async revokeByGrantId(grantId: string) {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute()
    },
  }
}

/**
 * The provider's signing key, shared by every instance: the first to start stores the one it made,
 * the others read it (a token signed by one instance verifies against another's key set).
 */
export async function sharedSigningKey(db: DB, create: () => Payload): Promise<Payload> {
  const current = () =>
    db
      .selectFrom('oidc_payloads')
      .select('payload')
      .where('model', '=', SIGNING_KEY)
      .where('id', '=', 'current')
      .executeTakeFirst()
  // A new key costs an RSA key generation (a tenth of a second of CPU): made only when none is stored.
  const stored = await current()
  if (stored) return stored.payload
  await db
    .insertInto('oidc_payloads')
    .values({ model: SIGNING_KEY, id: 'current', payload: JSON.stringify(create()) })
    .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
    .execute()
  // Another instance may have stored its key first: every instance signs with the stored one.
  const row = await current()
  if (!row) throw new Error('the signing key was not stored')
  return row.payload
}

/** The names a person typed when signing in, read when any instance issues their claims. */
export async function saveLocalAccount(db: DB, id: string, account: Payload): Promise<void> {
  await oidcAdapter(db, ACCOUNT).upsert(id, account)
}

export async function findLocalAccount(db: DB, id: string): Promise<Payload | undefined> {
  return oidcAdapter(db, ACCOUNT).find(id)
}

/** Deletes expired sessions, codes and tokens; returns how many. */
export async function deleteExpiredOidcPayloads(db: DB): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
