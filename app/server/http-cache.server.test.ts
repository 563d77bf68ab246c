import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cacheControlFor, etagOf, matchesIfNoneMatch, PRIVATE, SHARED_PAGE, type CacheDecision } from './http-cache.server.ts'

const page = (over: Partial<CacheDecision> = {}): CacheDecision => ({
  method: 'GET',
  path: '/',
  status: 200,
  hasSession: false,
  setsCookie: false,
  routeCacheControl: null,
  contentType: 'text/html; charset=utf-8',
  ...over,
})

describe('cacheControlFor', () => {
  it('lets a CDN share anonymous pages', () => {
    expect(cacheControlFor(page())).toBe(SHARED_PAGE)
    expect(cacheControlFor(page({ path: '/shops/3', contentType: 'text/x-script' }))).toBe(SHARED_PAGE)
  })
  it('keeps pages for a session, a payment, an order or an account private', () => {
    expect(cacheControlFor(page({ hasSession: true }))).toBe(PRIVATE)
    for (const path of ['/checkout', '/pay/pi_1', '/order-confirmation', '/my-designs', '/api/orders/x']) {
      expect(cacheControlFor(page({ path })), path).toBe(PRIVATE)
    }
  })
  it('never lets a response that sets a cookie be stored, whatever the route said', () => {
    expect(cacheControlFor(page({ setsCookie: true, routeCacheControl: 'public, max-age=60' }))).toBe(PRIVATE)
    expect(cacheControlFor(page({ method: 'POST', setsCookie: true, contentType: null, status: 303 }))).toBe(PRIVATE)
  })
  it("keeps a route's own header, except a public one on a page for a session", () => {
    expect(cacheControlFor(page({ contentType: 'application/json', routeCacheControl: 'public, max-age=60' }))).toBeNull()
    expect(
      cacheControlFor(page({ contentType: 'application/json', routeCacheControl: 'public, max-age=60', hasSession: true })),
    ).toBeNull()
    expect(cacheControlFor(page({ routeCacheControl: 'public, max-age=60', hasSession: true }))).toBe(PRIVATE)
  })
  it('leaves redirects and other content alone, and errors unshared', () => {
    expect(cacheControlFor(page({ status: 302, contentType: null }))).toBeNull()
    expect(cacheControlFor(page({ contentType: 'image/png' }))).toBeNull()
    expect(cacheControlFor(page({ status: 404 }))).toBe(PRIVATE)
  })
})

describe('ETags', () => {
  it('are weak, follow the body and ignore the CSP nonce', () => {
    const a = etagOf(Buffer.from('<script nonce="abc">1</script>'), 'abc')
    expect(a).toMatch(/^W\/".+"$/)
    expect(etagOf(Buffer.from('<script nonce="xyz">1</script>'), 'xyz')).toBe(a)
    expect(etagOf(Buffer.from('<script nonce="xyz">2</script>'), 'xyz')).not.toBe(a)
  })
  it('are the hash of the text with every nonce taken out, as before they were computed on the bytes', () => {
    const text = (nonce: string) =>
      `<p>Café — 👕 ${nonce}</p><script nonce="${nonce}">1</script><style nonce="${nonce}"></style>${nonce}`
    const tagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`
    expect(etagOf(Buffer.from(text('n0nCe+/=')), 'n0nCe+/=')).toBe(tagOf(text('')))
    expect(etagOf(Buffer.from(text('q')), null)).toBe(tagOf(text('q')))
    expect(etagOf(Buffer.from('no nonce here'), 'abc')).toBe(tagOf('no nonce here'))
  })
  it('match If-None-Match by weak comparison, in a list or as *', () => {
    expect(matchesIfNoneMatch('W/"a"', 'W/"a"')).toBe(true)
    expect(matchesIfNoneMatch('"b", "a"', 'W/"a"')).toBe(true)
    expect(matchesIfNoneMatch('*', 'W/"a"')).toBe(true)
    expect(matchesIfNoneMatch('W/"b"', 'W/"a"')).toBe(false)
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false)
  })
})
