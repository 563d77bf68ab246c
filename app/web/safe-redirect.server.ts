import type { StoreServices } from './load-context.ts'

// Every redirect whose target comes from the request (a query parameter, a form field, the Referer,
// the request target itself) goes through this file, so there is one rule for what stays on the store.

/** Control characters (C0, DEL, C1) and the backslash, which browsers read as "/". */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/

/** Sign-in's own steps: returning to them would start signing in again, or loop. */
const NEVER_RETURN_TO = ['/api/login', '/auth/']

/** Any origin will do: only whether a path stays on it matters. */
const PROBE_ORIGIN = 'http://probe.invalid'

function staysOnOrigin(path: string): boolean {
  try {
    const url = new URL(path, PROBE_ORIGIN)
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//')
  } catch {
    return false
  }
}

/**
 * Whether `path` is a path on the same origin that every browser resolves to that origin: it starts
 * with exactly one "/" (so it names no scheme and no host), has no backslash and no control
 * character (browsers drop tab, CR and LF, so `/\t/evil.example` is `//evil.example`, and CR/LF would
 * break the header), and resolving it does not produce a path starting with "//" (`/.//evil.example`).
 * The same holds for its percent-decoded path, so whatever decodes it next cannot make
 * `/%2F%2Fevil.example` into `//evil.example`.
 */
export function isSafeRelativePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARACTER.test(path) || !staysOnOrigin(path)) return false
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  return !decoded.startsWith('//') && !UNSAFE_CHARACTER.test(decoded) && staysOnOrigin(decoded)
}

function storeOrigin({ config }: Pick<StoreServices, 'config'>) {
  return new URL(config.appUrl).origin
}

/**
 * The target of a redirect taken from the request: a same-origin relative path passing
 * `isSafeRelativePath`, re-serialised as a browser resolves it against APP_URL (`/a/../b` is `/b`);
 * anything else, and sign-in's own steps, becomes `fallback` (a constant path of the caller's).
 */
export function safeRedirectPath(services: Pick<StoreServices, 'config'>, value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !isSafeRelativePath(value)) return fallback
  const origin = storeOrigin(services)
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return fallback
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  if (url.origin !== origin || !isSafeRelativePath(path)) return fallback
  if (NEVER_RETURN_TO.some((prefix) => url.pathname.startsWith(prefix))) return fallback
  return path
}

/**
 * The page of this store the request came from, from its Referer: only when the Referer's origin is
 * exactly the store's (APP_URL: scheme, host and port), and then through `safeRedirectPath`;
 * otherwise `fallback`.
 */
export function refererPath(services: Pick<StoreServices, 'config'>, request: Request, fallback = '/'): string {
  const referer = request.headers.get('Referer')
  if (!referer) return fallback
  let from: URL
  try {
    from = new URL(referer)
  } catch {
    return fallback
  }
  if (from.origin !== storeOrigin(services)) return fallback
  return safeRedirectPath(services, `${from.pathname}${from.search}`, fallback)
}
