import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'

// The limits an /api call is counted against are named on its answer (IETF draft RateLimit-Policy:
// q requests per w seconds), and a refusal says when the quota comes back (RateLimit r=0;t=…), as a
// 429 problem with Retry-After (ADR 126).
const t = useTestApp({
  signedInAs: { creator: 'limit_creator' },
  env: { RATE_LIMITS: 'on', RATE_LIMIT_SHOP_CREATE: '100,2/3600', RATE_LIMIT_SIGN_IN: '100,100/60' },
})

describe('RateLimit headers on /api', () => {
  it('names the policy on counted calls and refuses past it with a 429 problem', async () => {
    for (const name of ['Limit one', 'Limit two']) {
      const made = await t.users.creator.client.json('/api/shops', 'POST', { name })
      expect(made.status).toBe(201)
      expect(made.headers.get('RateLimit-Policy')).toBe('"shop-create";q=2;w=3600')
    }
    const refused = await t.users.creator.client.json('/api/shops', 'POST', { name: 'Limit three' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(refused.headers.get('RateLimit-Policy')).toBe('"shop-create";q=2;w=3600')
    expect(refused.headers.get('RateLimit')).toBe(`"shop-create";r=0;t=${retryAfter}`)
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: retryAfter })
    // Calls no limit counts carry no policy.
    expect((await t.users.creator.client.get('/api/shops')).headers.get('RateLimit-Policy')).toBeNull()
  })
})
