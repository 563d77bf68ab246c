import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createCookieSessionStorage, type Session } from '@remix-run/node'
import { getConfig } from '~/config.server.ts'
import { singleton } from './singleton.server.ts'

export interface SessionData {
  userId?: number
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
        maxAge: 60 * 60 * 24 * 30,
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

/**
 * The browser's visitor id, creating one when missing. `setCookie` is the header to send when a
 * new id was made (null otherwise).
 */
export async function getVisitor(request: Request) {
  const session = await getSession(request)
  let visitorId = session.get('visitorId')
  let setCookie: string | null = null
  if (!visitorId) {
    visitorId = randomUUID()
    session.set('visitorId', visitorId)
    setCookie = await commitSession(session)
  }
  return { visitorId, userId: session.get('userId') ?? null, session, setCookie }
}

/** A same-site path to return to after sign-in; anything else becomes "/". */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  if (value.startsWith('/api/login') || value.startsWith('/auth/')) return '/'
  return value
}
