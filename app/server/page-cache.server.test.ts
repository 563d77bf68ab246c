import { describe, expect, it } from 'vitest'
import { PageCache, pageCacheKey, withNonce, withNoncePlaceholder } from './page-cache.server.ts'

const request = (over: Partial<Parameters<typeof pageCacheKey>[0]> = {}) => ({
  method: 'GET',
  path: '/',
  url: '/',
  cookie: undefined,
  authorization: undefined,
  ...over,
})

describe('pageCacheKey', () => {
  it('keys an anonymous GET or HEAD of a studio page by its address', () => {
    expect(pageCacheKey(request())).toBe('/')
    expect(pageCacheKey(request({ method: 'HEAD' }))).toBe('/')
    expect(pageCacheKey(request({ path: '/design', url: '/design?mode=upload' }))).toBe('/design?mode=upload')
    expect(pageCacheKey(request({ url: '/?gallery=2&after=abc' }))).toBe('/?gallery=2&after=abc')
  })

  it('keys the anonymous community lists of the API by their page or cursor', () => {
    const api = (url: string) => request({ path: new URL(url, 'http://x').pathname, url })
    expect(pageCacheKey(api('/api/community-designs'))).toBe('/api/community-designs')
    expect(pageCacheKey(api('/api/community-designs?cursor=abc'))).toBe('/api/community-designs?cursor=abc')
    expect(pageCacheKey(api('/api/community-designs?page=3'))).toBe('/api/community-designs?page=3')
    expect(pageCacheKey(api('/api/popular-designs'))).toBe('/api/popular-designs')
    expect(pageCacheKey(api('/api/popular-designs?page=2'))).toBeNull()
    expect(pageCacheKey(api('/api/community-designs?gallery=2'))).toBeNull()
    expect(pageCacheKey(api('/api/designs/user/1'))).toBeNull()
  })

  it('keys the product pages, the shops and the shop directory, with the parameters that choose what they show', () => {
    const page = (url: string) => request({ path: new URL(url, 'http://x').pathname, url })
    expect(pageCacheKey(page('/products/12?color=Navy&size=L&shop=3'))).toBe('/products/12?color=Navy&size=L&shop=3')
    expect(pageCacheKey(page('/products/abc123'))).toBe('/products/abc123')
    expect(pageCacheKey(page('/shops/kingfisher-prints'))).toBe('/shops/kingfisher-prints')
    expect(pageCacheKey(page('/shops/Kingfisher'))).toBeNull()
    expect(pageCacheKey(page('/shops?page=2'))).toBe('/shops?page=2')
    expect(pageCacheKey(page('/products/12?design=4'))).toBeNull()
    expect(pageCacheKey(page('/products/12/social-share'))).toBeNull()
    expect(pageCacheKey(page('/shops/kingfisher-prints/designs'))).toBeNull()
    expect(pageCacheKey(page('/shops/kingfisher-prints?q=bird'))).toBeNull()
    expect(pageCacheKey({ ...page('/products/12'), cookie: '__session=x' })).toBeNull()
  })

  it('refuses anything that may differ per visitor', () => {
    expect(pageCacheKey(request({ method: 'POST' }))).toBeNull()
    expect(pageCacheKey(request({ cookie: 'a=1; __session=xyz' }))).toBeNull()
    // A toast to show once after a redirect (signed out, so no session).
    expect(pageCacheKey(request({ cookie: '__toast=abc' }))).toBeNull()
    expect(pageCacheKey(request({ authorization: 'Bearer ss_live_x' }))).toBeNull()
    expect(pageCacheKey(request({ url: '/?design=4' }))).toBeNull()
    expect(pageCacheKey(request({ url: '/?job=abc' }))).toBeNull()
    expect(pageCacheKey(request({ path: '/checkout', url: '/checkout' }))).toBeNull()
  })

  it('still caches for a browser whose only cookies are not the session', () => {
    expect(pageCacheKey(request({ cookie: 'theme=dark' }))).toBe('/')
  })
})

describe('PageCache', () => {
  it('drops the least recently used page past its size', () => {
    const cache = new PageCache(2)
    const page = (body: string) => ({ body, etag: null, contentType: 'text/html', cacheControl: 'public' })
    cache.set('a', page('A'))
    cache.set('b', page('B'))
    cache.get('a')
    cache.set('c', page('C'))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')?.body).toBe('A')
    expect(cache.get('c')?.body).toBe('C')
  })

  it('keeps its pages within its byte budget, counting compressed copies added after storing', () => {
    const cache = new PageCache(300, 1000)
    const page = (chars: number) => ({ body: 'x'.repeat(chars), etag: null, contentType: 'text/html', cacheControl: 'public' })
    cache.set('a', page(200)) // 400 bytes
    cache.set('b', page(200))
    expect(cache.size).toBe(2)
    // b's text is replaced by its pieces and compressed copies, 700 bytes in all.
    const b = cache.get('b')!
    Object.assign(b, {
      body: '',
      variants: {
        pieces: [Buffer.alloc(500)],
        gzip: { parts: [Buffer.alloc(100)], pieceCrcs: [0] },
        br: { parts: [Buffer.alloc(100)] },
      },
    })
    cache.set('c', page(100)) // 400 + 700 + 200 > 1000: the least recently used (a) goes
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
  })

  it('keeps the newest page even when it alone is over the budget', () => {
    const cache = new PageCache(300, 10)
    cache.set('big', { body: 'x'.repeat(100), etag: null, contentType: 'text/html', cacheControl: 'public' })
    expect(cache.get('big')).toBeDefined()
  })
})

describe('nonce placeholder', () => {
  it('puts each answer’s own nonce where the stored page had one', () => {
    const stored = withNoncePlaceholder('<script nonce="n1">a</script><script nonce="n1">b</script>', 'n1')
    expect(stored).not.toContain('n1')
    expect(withNonce(stored, 'n2')).toBe('<script nonce="n2">a</script><script nonce="n2">b</script>')
  })
})
