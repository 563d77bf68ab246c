import { describe, expect, it } from 'vitest'
import { isSameOriginWrite, redactUrl, trustProxySetting } from './request-guards.server.ts'

describe('redactUrl', () => {
  it('hides order ids, payment secrets and sign-in codes from the request log', () => {
    expect(redactUrl('/order-confirmation?id=AbC123_secret')).toBe('/order-confirmation?id=REDACTED')
    expect(redactUrl('/api/orders/AbC123_secret')).toBe('/api/orders/REDACTED')
    expect(redactUrl('/api/orders/AbC123/x?y=1')).toBe('/api/orders/REDACTED/x?y=1')
    expect(redactUrl('/pay/pi_1?client_secret=pi_1_secret_x')).toBe('/pay/REDACTED?client_secret=REDACTED')
    expect(redactUrl('/auth/callback?code=abc&state=def')).toBe('/auth/callback?code=REDACTED&state=REDACTED')
    expect(redactUrl('/checkout/complete?session_id=cs_1')).toBe('/checkout/complete?session_id=REDACTED')
  })

  it('leaves other addresses as they are', () => {
    expect(redactUrl('/products/12?color=Navy')).toBe('/products/12?color=Navy')
    expect(redactUrl('/')).toBe('/')
  })
})

describe('trustProxySetting', () => {
  it('trusts no one unless a proxy is configured', () => {
    expect(trustProxySetting(undefined)).toBe(false)
    expect(trustProxySetting('')).toBe(false)
    expect(trustProxySetting('1')).toBe(1)
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8')
  })
})

describe('isSameOriginWrite', () => {
  const store = 'https://shop.example.com'

  it.each([
    ['https://shop.example.com', undefined],
    ['https://shop.example.com', 'same-origin'],
    ['https://shop.example.com', 'none'],
    // A store page whose request the browser still calls same-site: its Origin is the store's own.
    ['https://shop.example.com', 'same-site'],
    [undefined, undefined],
    [undefined, 'same-origin'],
    [undefined, 'none'],
  ])('accepts Origin %j with Sec-Fetch-Site %j', (origin, fetchSite) => {
    expect(isSameOriginWrite(store, origin, fetchSite)).toBe(true)
  })

  it.each([
    // Same host, other scheme or port.
    ['http://shop.example.com', undefined],
    ['https://shop.example.com:8443', undefined],
    // Not a bare serialised origin: a path, a trailing slash, userinfo, a query, two values, case.
    ['https://shop.example.com/', undefined],
    ['https://shop.example.com/checkout', undefined],
    ['https://user@shop.example.com', undefined],
    ['https://user:pw@shop.example.com', undefined],
    ['https://shop.example.com?x=1', undefined],
    ['https://shop.example.com, https://evil.example', undefined],
    ['HTTPS://SHOP.EXAMPLE.COM', undefined],
    ['https://shop.example.com.evil.example', undefined],
    ['null', undefined],
    ['', undefined],
    ['https://evil.example', 'cross-site'],
    // The store's Origin does not excuse a request the browser says another site made.
    ['https://shop.example.com', 'cross-site'],
    ['https://shop.example.com', 'bogus'],
    // Another origin of the same site (a sibling subdomain) is not the store.
    ['https://blog.example.com', 'same-site'],
    [undefined, 'same-site'],
    [undefined, 'cross-site'],
    [undefined, ''],
  ])('refuses Origin %j with Sec-Fetch-Site %j', (origin, fetchSite) => {
    expect(isSameOriginWrite(store, origin, fetchSite)).toBe(false)
  })

  it('compares the port and scheme of a local origin too', () => {
    expect(isSameOriginWrite('http://localhost:3000', 'http://localhost:3000', 'same-origin')).toBe(true)
    expect(isSameOriginWrite('http://localhost:3000', 'http://localhost:3001', 'same-site')).toBe(false)
    expect(isSameOriginWrite('http://localhost:3000', 'https://localhost:3000', undefined)).toBe(false)
    expect(isSameOriginWrite('http://[::1]:3000', 'http://[::1]:3000', undefined)).toBe(true)
  })
})
