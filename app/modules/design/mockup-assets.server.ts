import { createHash } from 'node:crypto'

/**
 * Where the mockup's drawn parts (the fabric maps, each colour's blank shirt) are kept between image
 * threads and processes. Each thread draws them once for itself otherwise: about 3 CPU s for the
 * fabric maps and 0.5–0.9 s per colour, paid again by every thread that starts after the last one
 * idled out. The thread's entry sets one (app/server/mockup-asset-cache.server.ts); without one, each
 * thread draws its own, as before.
 */
export interface MockupAssetCache {
  get(name: string): Promise<Buffer | null>
  put(name: string, bytes: Buffer): Promise<void>
}

let assetCache: MockupAssetCache | null = null

export function setMockupAssetCache(cache: MockupAssetCache | null) {
  assetCache = cache
}

/**
 * A name for a drawn part that changes whenever what draws it changes (its SVG sources and sizes),
 * so a kept part is never one drawn by other code.
 */
export function assetName(kind: string, ...sources: (Buffer | string | number)[]): string {
  const hash = createHash('sha256')
  for (const source of sources) hash.update(typeof source === 'number' ? String(source) : source).update('\0')
  return `${kind}-${hash.digest('hex').slice(0, 24)}.png`
}

/** The kept part of this name, or the one `draw` makes (then kept). A cache that fails is no cache. */
export async function keptOrDrawn(name: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const cache = assetCache
  const kept = cache ? await cache.get(name).catch(() => null) : null
  if (kept) return kept
  const drawn = await draw()
  await cache?.put(name, drawn).catch(() => undefined)
  return drawn
}
