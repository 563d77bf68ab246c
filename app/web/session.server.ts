import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createCookieSessionStorage, type Session } from '@remix-run/node'
import type { Config } from '~/lib/config.server.ts'
import { findSessionUserId } from '~/modules/user/index.server.ts'
import { apiTokenCaller } from './api-token.server.ts'
import type { DbAndConfig, StoreServices } from './load-context.ts'

export interface SessionData {
  userId?: number
  /** The server-side session row (user_sessions) that keeps `userId` valid; logout deletes it. */
  sessionId?: string
  /** Identifies this browser, signed in or not: its cart and the designs it made signed out. */
  visitorId?: string
  returnTo?: string
}

/** A secret kept under the data directory, so local sessions survive restarts without setup. */
export function sessionSecret({ config }: Pick<StoreServices, 'config'>): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET
  const file = join(config.DATA_DIR, 'session-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30

export function isSecureOrigin({ config }: Pick<StoreServices, 'config'>) {
  return config.appUrl.startsWith('https://')
}

type SessionStorage = ReturnType<typeof createCookieSessionStorage<SessionData>>

// The cookie storage follows the configuration alone: made once per configuration object (one per
// process) from the services the first caller passes, not from the global getters.
const storages = new WeakMap<Config, SessionStorage>()

function storage(services: Pick<StoreServices, 'config'>): SessionStorage {
  let made = storages.get(services.config)
  if (!made) {
    made = createCookieSessionStorage<SessionData>({
      cookie: {
        name: '__session',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: isSecureOrigin(services),
        secrets: [sessionSecret(services)],
        maxAge: SESSION_MAX_AGE_SECONDS,
      },
    })
    storages.set(services.config, made)
  }
  return made
}

export function getSession(services: Pick<StoreServices, 'config'>, request: Request) {
  return storage(services).getSession(request.headers.get('Cookie'))
}

export function commitSession(services: Pick<StoreServices, 'config'>, session: Session<SessionData>) {
  return storage(services).commitSession(session)
}

export function destroySession(services: Pick<StoreServices, 'config'>, session: Session<SessionData>) {
  return storage(services).destroySession(session)
}

/** The signed-in user's id: the cookie's user, only while its server-side session row is alive. */
export async function signedInUserId({ db }: Pick<StoreServices, 'db'>, session: Session<SessionData>): Promise<number | null> {
  const userId = session.get('userId')
  const sessionId = session.get('sessionId')
  if (!userId || !sessionId) return null
  return (await findSessionUserId(db, sessionId)) === userId ? userId : null
}

/**
 * The browser's visitor id as it stands, without creating one (null for a browser that never did
 * anything needing it). Loaders use this, so a GET never sets a cookie for an anonymous browser.
 */
export async function readVisitor(services: DbAndConfig, request: Request) {
  const session = await getSession(services, request)
  // An /api call with a token acts as the token's user, whatever cookie it carries.
  const caller = await apiTokenCaller(services, request)
  if (caller) return { visitorId: caller.visitorId, userId: caller.userId, session }
  // The user only while the session row is alive, so a signed-out (revoked) cookie is anonymous.
  const userId = session.get('userId') ? await signedInUserId(services, session) : null
  return { visitorId: session.get('visitorId') ?? null, userId, session }
}

/**
 * The browser's visitor id, creating one when missing: only for the first POST that needs it (a cart,
 * a generation, an upload). `setCookie` is the header to send when a new id was made (null otherwise).
 */
export async function ensureVisitor(services: DbAndConfig, request: Request) {
  const session = await getSession(services, request)
  const caller = await apiTokenCaller(services, request)
  if (caller) return { visitorId: caller.visitorId, userId: caller.userId, session, setCookie: null }
  let visitorId = session.get('visitorId')
  let setCookie: string | null = null
  if (!visitorId) {
    visitorId = randomUUID()
    session.set('visitorId', visitorId)
    setCookie = await commitSession(services, session)
  }
  return { visitorId, userId: await signedInUserId(services, session), session, setCookie }
}
