import { describe, expect, it } from 'vitest'
import type { Config } from '~/lib/config.server.ts'
import { isSafeRelativePath, refererPath, safeRedirectPath } from './safe-redirect.server.ts'

// The store's origin here is the configuration's APP_URL, http://localhost:3000, given as the context's.
const context = { config: { appUrl: 'http://localhost:3000' } as Config }
const NASTY = [
  // Other origins, with or without a scheme.
  'https://evil.example/',
  'HTTPS://evil.example',
  'http:evil.example',
  'evil.example',
  '//evil.example',
  '///evil.example',
  '//evil.example/%2F..',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  // Encoded slashes and backslashes, for whatever decodes the path next.
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/.%2F/evil.example',
  // Dot segments that resolve to "//".
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  // Control characters, raw and encoded (browsers drop tab and newlines; CR/LF split headers).
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/\r\nSet-Cookie: x=y',
  '/%0d%0aSet-Cookie: x=y',
  '/\u0000',
  '/%00',
  '/\u0085x',
  '/%7F',
  // Schemes that run or render something.
  'javascript:alert(1)',
  'JavaScript:alert(document.domain)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Not a path at all, or broken encoding.
  '',
  ' /my-designs',
  '?x=1',
  '#top',
  '/%E0%A4%A',
]

describe('isSafeRelativePath', () => {
  it.each(NASTY)('refuses %j', (value) => {
    expect(isSafeRelativePath(value)).toBe(false)
  })

  it.each(['/', '/my-designs', '/products/3?color=Navy#reviews', '/a/../b', '/search?q=%2F%2Fevil.example', '/caf%C3%A9'])(
    'accepts %j',
    (value) => {
      expect(isSafeRelativePath(value)).toBe(true)
    },
  )
})

describe('safeRedirectPath', () => {
  it.each([
    ['/my-designs', '/my-designs'],
    ['/products/3?color=Navy#reviews', '/products/3?color=Navy#reviews'],
    ['/a/../b', '/b'],
    // An encoded slash in the query is data, not a path.
    ['/designs?q=%2F%2Fevil.example', '/designs?q=%2F%2Fevil.example'],
    // Characters a header cannot carry are percent-encoded, as a browser would.
    ['/café', '/caf%C3%A9'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeRedirectPath(context, value)).toBe(expected)
  })

  it.each([...NASTY, '/api/login?returnTo=/x', '/api/login', '/auth/callback'])('turns %j into "/"', (value) => {
    expect(safeRedirectPath(context, value)).toBe('/')
  })

  it('turns values that are not text into the fallback', () => {
    expect(safeRedirectPath(context, null)).toBe('/')
    expect(safeRedirectPath(context, undefined)).toBe('/')
    expect(safeRedirectPath(context, 42, '/cart')).toBe('/cart')
    expect(safeRedirectPath(context, ['/my-designs'])).toBe('/')
    expect(safeRedirectPath(context, '//evil.example', '/design')).toBe('/design')
  })
})

describe('refererPath', () => {
  const from = (referer?: string) =>
    refererPath(
      context,
      new Request('http://localhost:3000/cart/add', { method: 'POST', headers: referer ? { Referer: referer } : {} }),
    )

  it('goes back to a page of the store', () => {
    expect(from('http://localhost:3000/products/3?color=Navy')).toBe('/products/3?color=Navy')
    expect(from('http://localhost:3000/')).toBe('/')
  })

  it.each([
    undefined,
    'not a url',
    'https://evil.example/products/3',
    // The store's host on another scheme or port is not the store's origin...
    'https://localhost:3000/products/3',
    'http://localhost:3001/products/3',
    // ...and a store page whose path would leave the store when decoded is not a way back.
    'http://localhost:3000/%2F%2Fevil.example',
    'http://localhost:3000/%5Cevil.example',
    'http://localhost:3000//evil.example',
  ])('falls back to "/" for the Referer %j', (referer) => {
    expect(from(referer)).toBe('/')
  })

  it('rebuilds the way back from the path alone (userinfo is never carried over)', () => {
    expect(from('http://someone@localhost:3000/design')).toBe('/design')
  })
})
