import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'

// Every /api answer says what it was counted against and what is left (IETF draft
// draft-ietf-httpapi-ratelimit-headers-09): RateLimit-Policy (q requests per w seconds) and RateLimit
// (r left, t seconds to the reset), one item per policy: `api` for every call, plus the call's own
// limit. A refusal is a 429 problem with Retry-After and r=0 (ADR 126, 131).
const t = useTestApp({
  signedInAs: { creator: 'limit_creator' },
  env: { RATE_LIMITS: 'on', RATE_LIMIT_SHOP_CREATE: '100,2/3600', RATE_LIMIT_SIGN_IN: '100,100/60', RATE_LIMIT_API: '3,50/60' },
})

const RATE_LIMIT = /^"api";r=(\d+);t=(\d+)$/

describe('RateLimit headers on /api', () => {
  it('names the policies on counted calls, with what is left, and refuses past one with a 429 problem', async () => {
    let remainingShops = 2
    for (const name of ['Limit one', 'Limit two']) {
      const made = await t.users.creator.client.json('/api/shops', 'POST', { name })
      expect(made.status).toBe(201)
      expect(made.headers.get('RateLimit-Policy')).toBe('"api";q=50;w=60, "shop-create";q=2;w=3600')
      remainingShops -= 1
      expect(made.headers.get('RateLimit')).toMatch(new RegExp(`^"api";r=\\d+;t=\\d+, "shop-create";r=${remainingShops};t=\\d+$`))
    }
    const refused = await t.users.creator.client.json('/api/shops', 'POST', { name: 'Limit three' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(refused.headers.get('RateLimit-Policy')).toBe('"api";q=50;w=60, "shop-create";q=2;w=3600')
    expect(refused.headers.get('RateLimit')).toMatch(new RegExp(`, "shop-create";r=0;t=${retryAfter}$`))
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: retryAfter })
  })

  it('counts reads, unknown paths and refusals too: RateLimit on every answer, one fewer each call', async () => {
    const answers = [
      await t.users.creator.client.get('/api/shops'),
      await t.users.creator.client.get('/api/orders'),
      await t.users.creator.client.get('/api/shops/999999'),
      await t.users.creator.client.get('/api/carts/not-a-cart'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 404])
    const left = answers.map((answer) => {
      expect(answer.headers.get('RateLimit-Policy')).toBe('"api";q=50;w=60')
      const [, r, reset] = answer.headers.get('RateLimit')!.match(RATE_LIMIT)!
      expect(Number(reset)).toBeGreaterThan(0)
      expect(Number(reset)).toBeLessThanOrEqual(60)
      return Number(r)
    })
    expect(left).toEqual([left[0], left[0]! - 1, left[0]! - 2, left[0]! - 3])
  })

  it('counts a browser without an account by its address (five visitors’ allowance) until it has a visitor id', async () => {
    const seen: number[] = []
    for (let call = 0; call < 3; call += 1) {
      // (The community lists an anonymous browser reads come from the shared page cache, uncounted.)
      const answer = await t.anonymous.get('/api/public-shops')
      expect(answer.status).toBe(200)
      expect(answer.headers.get('RateLimit-Policy')).toBe('"api";q=15;w=60')
      seen.push(Number(answer.headers.get('RateLimit')!.match(RATE_LIMIT)?.[1]))
    }
    expect(seen).toEqual([seen[0], seen[0]! - 1, seen[0]! - 2])
    // An unknown path is counted and answered too (a 404 problem, not in the document).
    const unknown = await fetch(new URL('/api/no-such-thing', t.app.url))
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('RateLimit')).toBe(`"api";r=${seen[2]! - 1};t=${unknown.headers.get('RateLimit')!.split('t=')[1]}`)
  })
})
