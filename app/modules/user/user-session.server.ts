import { randomBytes } from 'node:crypto'
import type { DB } from '~/lib/db.server.ts'

// Server-side sign-in sessions: the cookie carries a random id, and the user is signed in only
// while its row exists and has not expired. Logout deletes the row.

/** A new session for `userId`; `idToken` is the sign-in's ID token, kept for the provider's logout. */
export async function createUserSession(
  db: DB,
  userId: number,
  lifetimeSeconds: number,
  idToken: string | null = null,
): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await db
    .insertInto('user_sessions')
    .values({ id, user_id: userId, expires_at: new Date(Date.now() + lifetimeSeconds * 1000), id_token: idToken })
    .execute()
  return id
}

/** The user of a live session, or null when it was revoked, expired or never existed. */
export async function findSessionUserId(db: DB, sessionId: string): Promise<number | null> {
  const row = await db
    .selectFrom('user_sessions')
    .select('user_id')
    .where('id', '=', sessionId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()
  return row?.user_id ?? null
}

/** Ends the session; answers the ID token of its sign-in (null if none was kept or no such session). */
export async function revokeUserSession(db: DB, sessionId: string): Promise<string | null> {
  const row = await db.deleteFrom('user_sessions').where('id', '=', sessionId).returning('id_token').executeTakeFirst()
  return row?.id_token ?? null
}
