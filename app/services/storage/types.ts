import type { Readable } from 'node:stream'

/**
 * Where images (uploads, generated designs, mockups, thumbnails, share cards) are kept. Keys are
 * relative paths such as `designs/abc.png`; `publicUrl(key)` is the store's own URL that serves them.
 */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  read(key: string): Promise<Buffer | null>
  stream(key: string): Promise<{ stream: Readable; size: number } | null>
  exists(key: string): Promise<boolean>
  publicUrl(key: string): string
  /** Deletes the objects; a key that is not there counts as deleted. Throws when the storage cannot. */
  delete(keys: string[]): Promise<void>
  /** Deletes every object whose key starts with `prefix` (which must name a folder or a file stem). */
  deletePrefix(prefix: string): Promise<number>
  /**
   * An address a browser or a provider fetches the object from without the web process, or null when
   * only the store can serve it (local disk). The caller has decided who may see the object first.
   */
  directUrl(key: string, options: DirectUrlOptions): Promise<DirectUrl | null>
}

export interface DirectUrlOptions {
  /** Anyone may see the object (a design seen by others): a CDN address may serve it. */
  publicFile: boolean
  /** The Content-Type the object is answered with. */
  contentType: string
  now?: Date
}

export interface DirectUrl {
  url: string
  /** How long a redirect to `url` may be cached: never past the address's own life. */
  cacheControl: string
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i

/** A prefix that names at least one folder and some stem: never the whole storage or a top folder by accident. */
export function assertSafePrefix(prefix: string) {
  assertSafeKey(prefix)
  if (!/^[a-z0-9_.-]+\/.+/i.test(prefix)) throw new Error(`Prefix too wide to delete: ${prefix}`)
}

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Unsafe storage key: ${key}`)
}

/**
 * The URL an image is shown at: the store's own /images/<key> route (which streams it from storage),
 * or `<IMAGE_PUBLIC_URL>/<key>` when a CDN or public bucket serves the images.
 */
export function imagePublicUrl(key: string, publicBaseUrl?: string) {
  assertSafeKey(key)
  return publicBaseUrl ? `${publicBaseUrl.replace(/\/$/, '')}/${key}` : `/images/${key}`
}
