import { describe, expect, it } from 'vitest'
import { redactUrl, trustProxySetting } from './request-guards.server.ts'

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
