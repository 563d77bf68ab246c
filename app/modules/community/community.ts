// Pure rules of the community gallery and popular list, shared by the server and the browser.

/** The popular section shows at most six designs. */
export const POPULAR_LIMIT = 6
/** Votes a design needs to be listed in Popular. */
export const POPULAR_MIN_VOTES = 1
/** Popular-card prompts are cut at this many characters. */
export const POPULAR_PROMPT_LENGTH = 60
/** The gallery shows this many skeleton cards while loading. */
export const GALLERY_SKELETONS = 8
/** The "Ready to Create" preview lists this many recent community designs. */
export const RECENT_PREVIEW_LIMIT = 9
/** GET /api/community-designs lists the newest designs this many at a time (`page`, `limit` at most). */
export const COMMUNITY_PAGE_SIZE = 48
/**
 * The home page's gallery shows this many designs a page on a wider screen (four rows of four at
 * most), and a phone the first PHONE_GALLERY_PAGE_SIZE of them, each with its own "Show more
 * designs" link (CSS picks which shows), so a phone's page is a few screens tall, not dozens.
 */
export const HOME_GALLERY_PAGE_SIZE = 16
export const PHONE_GALLERY_PAGE_SIZE = 6
/** The deepest gallery page served; older designs stay reachable through shops and product pages. */
export const MAX_COMMUNITY_PAGE = 50

/** A gallery page number from a query parameter: 1 when absent or invalid, at most MAX_COMMUNITY_PAGE. */
export function parseCommunityPage(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return 1
  return Math.min(MAX_COMMUNITY_PAGE, Math.max(1, Number(value)))
}
/** A position in the gallery's newest-first order: the last design already shown. */
export interface GalleryCursor {
  /** created_at in UTC with microseconds, e.g. 2026-11-23T10:31:45.123456Z */
  createdAt: string
  id: number
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,15})$/

export function encodeGalleryCursor(cursor: GalleryCursor): string {
  return `${cursor.createdAt}_${cursor.id}`
}

/** A cursor from a query parameter; null when absent or not one this server made (then page 1 or `page`). */
export function parseGalleryCursor(value: string | null): GalleryCursor | null {
  if (!value || value.length > 64) return null
  const match = CURSOR_PATTERN.exec(value)
  if (!match || Number.isNaN(Date.parse(match[1]))) return null
  const id = Number(match[2])
  return Number.isSafeInteger(id) && id > 0 ? { createdAt: match[1], id } : null
}

/** Community designs are cached for five minutes, and dropped sooner when designs change. */
export const COMMUNITY_CACHE_TTL_MS = 5 * 60 * 1000
/** The copied indicator shows this long. */
export const COPIED_INDICATOR_MS = 2000

export interface CommunityImage {
  src: string
  /** `front` is the shirt mockup, `design` the print itself. */
  position: 'front' | 'design'
}

/** The design's pictures, front (the mockup) first, so `images[0]` is what a card shows. */
export function communityImages(mockupUrl: string | null, imageUrl: string | null): CommunityImage[] {
  const images: CommunityImage[] = []
  if (mockupUrl) images.push({ src: mockupUrl, position: 'front' })
  if (imageUrl) images.push({ src: imageUrl, position: 'design' })
  return images
}

/** A card title: the design's name, else its prompt, else "Untitled Design". */
export function designTitle(name: string | null | undefined, prompt: string | null | undefined): string {
  const title = (name ?? '').trim() || (prompt ?? '').trim()
  return title || 'Untitled Design'
}

/** True when at least one popular design has a picture of its own (otherwise the section hides). */
export function hasRealImage(designs: { imageUrl: string; mockupUrl?: string | null }[]): boolean {
  return designs.some((d) => Boolean(d.imageUrl) || Boolean(d.mockupUrl))
}

/** A resized variant of a stored image (the image route serves ?w=); other URLs stay as they are. */
export function thumbnailUrl(url: string | null | undefined, width: number): string | null {
  if (!url) return null
  if (!url.startsWith('/images/') || url.includes('?')) return url
  return `${url}?w=${width}`
}

/**
 * A value computed once and reused until it expires or the source changes. `stamp` is a cheap
 * fingerprint of the source (for example the newest design id): a different stamp recomputes.
 */
export class StampedCache<T> {
  private entry: { value: T; stamp: string; expiresAt: number } | null = null
  private pending: Promise<T> | null = null

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(stamp: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entry
    if (entry && entry.stamp === stamp && entry.expiresAt > this.now()) return entry.value
    // Concurrent misses share one computation instead of each querying the database.
    if (this.pending) return this.pending
    const generation = this.generation
    this.pending = compute()
      .then((value) => {
        // An invalidation while computing means the value may already be stale: do not keep it.
        if (generation === this.generation) this.entry = { value, stamp, expiresAt: this.now() + this.ttlMs }
        return value
      })
      .finally(() => {
        this.pending = null
      })
    return this.pending
  }

  private generation = 0

  invalidate() {
    this.generation += 1
    this.entry = null
    this.pending = null
  }
}
