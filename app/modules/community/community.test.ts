import { describe, expect, it } from 'vitest'
import {
  communityImages,
  designTitle,
  encodeGalleryCursor,
  hasRealImage,
  MAX_COMMUNITY_PAGE,
  parseCommunityPage,
  parseGalleryCursor,
  StampedCache,
  thumbnailUrl,
} from './community.ts'

describe('communityImages', () => {
  it('puts the front mockup first, then the design', () => {
    expect(communityImages('/images/m.webp', '/images/d.png')).toEqual([
      { src: '/images/m.webp', position: 'front' },
      { src: '/images/d.png', position: 'design' },
    ])
  })
  it('leaves out missing pictures', () => {
    expect(communityImages(null, '/images/d.png')).toEqual([{ src: '/images/d.png', position: 'design' }])
    expect(communityImages(null, null)).toEqual([])
  })
})

describe('designTitle', () => {
  it('prefers the name, then the prompt, then Untitled Design', () => {
    expect(designTitle('Fox', 'a fox')).toBe('Fox')
    expect(designTitle('  ', 'a fox')).toBe('a fox')
    expect(designTitle('', '')).toBe('Untitled Design')
    expect(designTitle(null, undefined)).toBe('Untitled Design')
  })
})

describe('hasRealImage', () => {
  it('is false when no design has a picture', () => {
    expect(hasRealImage([])).toBe(false)
    expect(hasRealImage([{ imageUrl: '', mockupUrl: null }])).toBe(false)
    expect(hasRealImage([{ imageUrl: '', mockupUrl: null }, { imageUrl: '/images/a.png' }])).toBe(true)
  })
})

describe('thumbnailUrl', () => {
  it('asks the image route for a resized copy of stored images only', () => {
    expect(thumbnailUrl('/images/designs/a.png', 512)).toBe('/images/designs/a.png?w=512')
    expect(thumbnailUrl('https://cdn.example.com/a.png', 512)).toBe('https://cdn.example.com/a.png')
    expect(thumbnailUrl('/images/a.png?w=64', 512)).toBe('/images/a.png?w=64')
    expect(thumbnailUrl(null, 512)).toBeNull()
  })
})

describe('StampedCache', () => {
  it('reuses the value until it expires', async () => {
    let now = 0
    let computed = 0
    const cache = new StampedCache<number>(1000, () => now)
    const compute = async () => ++computed
    expect(await cache.get('a', compute)).toBe(1)
    now = 999
    expect(await cache.get('a', compute)).toBe(1)
    now = 1000
    expect(await cache.get('a', compute)).toBe(2)
  })

  it('recomputes when the stamp changes or on invalidation', async () => {
    let computed = 0
    const cache = new StampedCache<number>(60_000)
    const compute = async () => ++computed
    expect(await cache.get('a', compute)).toBe(1)
    expect(await cache.get('b', compute)).toBe(2)
    cache.invalidate()
    expect(await cache.get('b', compute)).toBe(3)
  })

  it('shares one computation between concurrent misses', async () => {
    let computed = 0
    const cache = new StampedCache<number>(60_000)
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 5))
    const values = await Promise.all([cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)])
    expect(values).toEqual([1, 1, 1])
    expect(computed).toBe(1)
  })

  it('does not keep a value computed across an invalidation', async () => {
    let computed = 0
    const cache = new StampedCache<number>(60_000)
    let release!: () => void
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++computed)))
    const first = cache.get('a', slow)
    cache.invalidate()
    release()
    expect(await first).toBe(1)
    expect(await cache.get('a', async () => ++computed)).toBe(2)
  })
})

describe('parseCommunityPage', () => {
  it('reads a page number, 1 when absent or not a whole number, and caps it', () => {
    expect(parseCommunityPage('3')).toBe(3)
    expect(parseCommunityPage(null)).toBe(1)
    expect(parseCommunityPage('')).toBe(1)
    expect(parseCommunityPage('0')).toBe(1)
    expect(parseCommunityPage('-2')).toBe(1)
    expect(parseCommunityPage('2.5')).toBe(1)
    expect(parseCommunityPage('abc')).toBe(1)
    expect(parseCommunityPage('99999999')).toBe(1)
    expect(parseCommunityPage('9999')).toBe(MAX_COMMUNITY_PAGE)
  })
})

describe('gallery cursors', () => {
  it('round-trip the last design shown', () => {
    const cursor = { createdAt: '2026-11-23T10:31:45.123456Z', id: 42 }
    expect(parseGalleryCursor(encodeGalleryCursor(cursor))).toEqual(cursor)
  })
  it('are null when absent or not made by the server, so the page falls back to its number', () => {
    for (const bad of [
      null,
      '',
      'garbage',
      '2026-11-23T10:31:45Z_42',
      '2026-11-23T10:31:45.123456Z_0',
      '2026-13-45T10:31:45.123456Z_1',
      `${'9'.repeat(70)}`,
    ]) {
      expect(parseGalleryCursor(bad), String(bad)).toBeNull()
    }
  })
})
