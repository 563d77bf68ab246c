import { describe, expect, it } from 'vitest'
import {
  bearerToken,
  CreateTokenSchema,
  displayPrefix,
  formatScopes,
  looksLikeToken,
  parseScopes,
  requiredScope,
  scopeRefusal,
  tokensApplyTo,
} from './api-token.ts'
import { generateToken, hashToken } from './token-crypto.server.ts'

describe('tokens', () => {
  it('are ss_live_ and 43 base64url characters, different every time, stored as a SHA-256', () => {
    const a = generateToken()
    const b = generateToken()
    expect(a).toMatch(/^ss_live_[A-Za-z0-9_-]{43}$/)
    expect(a).not.toBe(b)
    expect(looksLikeToken(a)).toBe(true)
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashToken(a)).toBe(hashToken(a))
    expect(hashToken(a)).not.toBe(hashToken(b))
    expect(displayPrefix(a)).toBe(a.slice(0, 12))
  })

  it('are read from `Authorization: Bearer <token>` only', () => {
    const token = generateToken()
    expect(bearerToken(null)).toBeNull()
    expect(bearerToken(`Bearer ${token}`)).toBe(token)
    expect(bearerToken(`bearer ${token}`)).toBe(token)
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull()
    expect(bearerToken('Bearer')).toBe('malformed')
    expect(bearerToken('Bearer ')).toBe('malformed')
    expect(bearerToken('Bearer ss_live_short')).toBe('malformed')
    expect(bearerToken(`Bearer ${token} extra`)).toBe('malformed')
  })
})

describe('scopes', () => {
  it('are stored in a fixed order and unknown words are dropped when read', () => {
    expect(formatScopes(['orders', 'read'])).toBe('read orders')
    expect(parseScopes('read orders admin')).toEqual(['read', 'orders'])
  })

  it('read covers every GET; writes need the scope of their entity', () => {
    expect(requiredScope('GET', '/api/shops')).toBe('read')
    expect(requiredScope('HEAD', '/api/orders/abc')).toBe('read')
    expect(requiredScope('POST', '/api/designs/generate')).toBe('designs')
    expect(requiredScope('POST', '/api/designs/from-image')).toBe('designs')
    expect(requiredScope('POST', '/api/design-jobs')).toBe('designs')
    expect(requiredScope('POST', '/api/upload')).toBe('designs')
    expect(requiredScope('DELETE', '/api/designs/4/upvote')).toBe('designs')
    expect(requiredScope('POST', '/api/shops')).toBe('shops')
    expect(requiredScope('PUT', '/api/shops/3')).toBe('shops')
    expect(requiredScope('DELETE', '/api/shops/3/designs/9')).toBe('shops')
    expect(requiredScope('POST', '/api/orders')).toBe('orders')
    expect(requiredScope('POST', '/api/create-payment-intent')).toBe('orders')
  })

  it('opens neither sign-in nor sign-out, nor a write with no scope, nor look-alike paths', () => {
    expect(requiredScope('GET', '/api/login')).toBeNull()
    expect(requiredScope('POST', '/api/logout')).toBeNull()
    expect(requiredScope('POST', '/api/webhooks/stripe')).toBeNull()
    expect(requiredScope('POST', '/api/shopsx')).toBeNull()
    expect(requiredScope('POST', '/api/designsx/generate')).toBeNull()
  })

  it('are read on /api only, and not on the signed webhooks', () => {
    expect(tokensApplyTo('/api/shops')).toBe(true)
    expect(tokensApplyTo('/api/webhooks/stripe')).toBe(false)
    expect(tokensApplyTo('/my-shops')).toBe(false)
    expect(tokensApplyTo('/apix')).toBe(false)
  })

  it('names the missing scope in the refusal', () => {
    expect(scopeRefusal(['read'], 'POST', '/api/shops')).toBe('This token lacks the "shops" scope')
    expect(scopeRefusal(['shops'], 'GET', '/api/shops')).toBe('This token lacks the "read" scope')
    expect(scopeRefusal(['read', 'shops'], 'POST', '/api/shops')).toBeNull()
    expect(scopeRefusal(['read'], 'GET', '/api/login')).toBe('API tokens cannot be used for this request')
  })
})

describe('CreateTokenSchema', () => {
  it('wants a trimmed name and at least one known scope', () => {
    expect(CreateTokenSchema.parse({ name: ' CI bot ', scopes: ['read'] })).toEqual({ name: 'CI bot', scopes: ['read'] })
    const issues = (input: unknown) => CreateTokenSchema.safeParse(input).error?.issues.map((i) => i.message)
    expect(issues({ name: '  ', scopes: ['read'] })).toEqual(['Give the token a name'])
    expect(issues({ name: 'x', scopes: [] })).toEqual(['Choose at least one scope'])
    expect(issues({ name: 'x', scopes: ['admin'] })).toEqual(['Unknown scope'])
    expect(issues({ name: 'a'.repeat(61), scopes: ['read'] })).toEqual(['The name can be at most 60 characters'])
    expect(issues({ name: 'a\nb', scopes: ['read'] })).toEqual(['The name cannot contain control characters'])
  })
})
