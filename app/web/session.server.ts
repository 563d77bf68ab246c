import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createCookieSessionStorage, type Session } from '@remix-run/node'
import { getConfig } from '~/lib/config.server.ts'
import { findSessionUserId } from '~/modules/user/index.server.ts'
import { apiTokenCaller } from './api-token.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { singleton } from '~/lib/singleton.server.ts'

export interface SessionData {
  userId?: number
  /** The server-side session row (user_sessions) that keeps `userId` valid; logout deletes it. */
  sessionId?: string
  /** Identifies this browser, signed in or not: its cart and the designs it made signed out. */
  visitorId?: string
  returnTo?: string
}

/** A secret kept under the data directory, so local sessions survive restarts without setup. */
export function sessionSecret(): string {
  const config = getConfig()
  if (config.SESSION_SECRET) return config.SESSION_SECRET
  const file = join(config.DATA_DIR, 'session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30

export function isSecureOrigin() {
  return getConfig().appUrl.startsWith('https://')
}

function storage() {
  return singleton('session-storage', () =>
    createCookieSessionStorage<SessionData>({
      cookie: {
        name: '__session',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: isSecureOrigin(),
        secrets: [sessionSecret()],
        maxAge: SESSION_MAX_AGE_SECONDS,
      },
    }),
  )
}

export function getSession(request: Request) {
  return storage().getSession(request.headers.get('Cookie'))
}

export function commitSession(session: Session<SessionData>) {
  return storage().commitSession(session)
}

export function destroySession(session: Session<SessionData>) {
  return storage().destroySession(session)
}

/** The signed-in user's id: the cookie's user, only while its server-side session row is alive. */
export async function signedInUserId(session: Session<SessionData>): Promise<number | null> {
  const userId = session.get('userId')
  const sessionId = session.get('sessionId')
  if (!userId || !sessionId) return null
  return (await findSessionUserId(getDb(), sessionId)) === userId ? userId : null
}

/**
 * The browser's visitor id as it stands, without creating one (null for a browser that never did
 * anything needing it). Loaders use this, so a GET never sets a cookie for an anonymous browser.
 */
export async function readVisitor(request: Request) {
  const session = await getSession(request)
  // An /api call with a token acts as the token's user, whatever cookie it carries.
  const caller = await apiTokenCaller(request)
  if (caller) return { visitorId: caller.visitorId, userId: caller.userId, session }
  // The user only while the session row is alive, so a signed-out (revoked) cookie is anonymous.
  const userId = session.get('userId') ? await signedInUserId(session) : null
  return { visitorId: session.get('visitorId') ?? null, userId, session }
}

/**
 * The browser's visitor id, creating one when missing: only for the first POST that needs it (a cart,
 * a generation, an upload). `setCookie` is the header to send when a new id was made (null otherwise).
 */
export async function ensureVisitor(request: Request) {
  const session = await getSession(request)
  const caller = await apiTokenCaller(request)
  if (caller) return { visitorId: caller.visitorId, userId: caller.userId, session, setCookie: null }
  let visitorId = session.get('visitorId')
  let setCookie: string | null = null
  if (!visitorId) {
    visitorId = randomUUID()
    session.set('visitorId', visitorId)
    setCookie = await commitSession(session)
  }
  return { visitorId, userId: await signedInUserId(session), session, setCookie }
}
