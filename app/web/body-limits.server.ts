import { MESSAGES } from '~/modules/design/index.ts'
import { MAX_UPLOAD_BYTES } from '~/modules/design/index.ts'

// How large a request body may be, by kind. The express guard (app/server/bounded-bodies.server.ts)
// enforces these while the body streams, before any route parses it; the body readers
// (request-body.server.ts, multipart-upload.server.ts) and the webhooks check them again themselves.

const KB = 1024
const MB = 1024 * KB

export const BODY_LIMITS = {
  /** JSON, and any body that is not a form, an upload or a webhook: the API's documents are a few KB. */
  json: 1 * MB,
  /** Browser form posts (urlencoded, or multipart without a file). */
  form: 1 * MB,
  /** Multipart posts of the upload forms: the 15MB file, its few small fields and the framing. */
  upload: MAX_UPLOAD_BYTES + 2 * MB,
  /**
   * Provider webhooks. Stripe, Printify and PayPal document no maximum; their events are a few KB, so
   * 256 KB leaves ample room.
   */
  webhook: 256 * KB,
} as const

export type BodyKind = keyof typeof BODY_LIMITS

/**
 * The paths whose multipart posts carry an image upload: the API, the studio (home page and /design,
 * with JavaScript through Remix's `.data` URLs) and a shop's banner and logo page.
 */
const UPLOAD_PATHS = [
  /^\/api\/upload\/?$/i,
  /^\/(_root\.data)?$/i,
  /^\/design(\.data|\/)?$/i,
  /^\/my-shops\/[^/]+\/images(\.data|\/)?$/i,
]
const WEBHOOK_PATH = /^\/api\/webhooks\//i

function decodedPath(path: string) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Which limit a request body falls under, by its path and media type (lower case, no parameters). */
export function bodyKindFor(path: string, mediaType: string): BodyKind {
  const decoded = decodedPath(path)
  if (WEBHOOK_PATH.test(decoded)) return 'webhook'
  if (mediaType === 'multipart/form-data') return UPLOAD_PATHS.some((pattern) => pattern.test(decoded)) ? 'upload' : 'form'
  if (mediaType === 'application/x-www-form-urlencoded') return 'form'
  return 'json'
}

/** "1 MB", "256 KB": a limit as people read it (binary units, as the store's "15MB"). */
export function formatBytes(bytes: number) {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`
  return `${Math.round(bytes / KB)} KB`
}

/** The refusal's words: the upload forms keep their own message, the rest name the limit. */
export function bodyTooLargeMessage(kind: BodyKind) {
  if (kind === 'upload') return MESSAGES.fileTooLarge
  return `The request body is too large: at most ${formatBytes(BODY_LIMITS[kind])} is accepted here`
}

export const BODY_TOO_LARGE = 'ERR_BODY_TOO_LARGE'

/**
 * The error a body stream fails with once it passes its limit. Recognised by its code, not its class:
 * the server and the Remix build each load their own copy of this file.
 */
export class BodyTooLargeError extends Error {
  readonly code = BODY_TOO_LARGE
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

export function isBodyTooLarge(error: unknown): error is { code: typeof BODY_TOO_LARGE; limit: number } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === BODY_TOO_LARGE
}

/** The declared Content-Length, or null when absent or not a plain number (a chunked body). */
export function declaredLength(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) return null
  return Number(value)
}
