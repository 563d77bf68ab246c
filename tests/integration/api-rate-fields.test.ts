import { request as httpRequest, type ClientRequest } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { streamPost } from '../support/streaming-post.ts'
import { useTestApp } from '../support/test-app.ts'

// RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers-09) on every /api answer, the
// ones the guards give before any route runs included: each call is counted against `api` first, and
// the fields carry that call's own figures, also on an answer from the page cache. A request shed
// under load (503) is not counted: it reports what the process last counted (ADR 137).
const t = useTestApp({
  signedInAs: { buyer: 'fields_buyer' },
  env: { RATE_LIMITS: 'on', RATE_LIMIT_API: '30,8/60', ADMISSION_MAX_IN_FLIGHT: '3' },
})

// Per visitor 30 a minute; a browser with neither account nor visitor id is counted by its address, five times that.
const ADDRESS_POLICY = { q: 150, w: 60 }

/** The field as an RFC 8941 List of Items: each a String (the policy's name) with Integer parameters. */
function parseList(field: string | null | undefined) {
  expect(field, 'the field is present').toBeTruthy()
  return field!.split(/\s*,\s*/).map((member) => {
    const item = /^"([\x20-\x21\x23-\x5b\x5d-\x7e]*)"((?:;[a-z*][a-z0-9_.*-]*=-?\d{1,15})*)$/.exec(member)
    expect(item, `"${member}" is a String with Integer parameters`).not.toBeNull()
    const params = Object.fromEntries([...item![2].matchAll(/;([a-z*][a-z0-9_.*-]*)=(-?\d+)/g)].map((p) => [p[1]!, Number(p[2])]))
    return { name: item![1]!, params }
  })
}

/** The `api` item of both fields, checked per the draft: q (and w) in the policy, r (and t) in RateLimit. */
function apiFields(headers: { get(name: string): string | null | undefined }) {
  const policies = parseList(headers.get('RateLimit-Policy'))
  const states = parseList(headers.get('RateLimit'))
  expect(policies.map((p) => p.name)).toEqual(states.map((s) => s.name))
  for (const policy of policies) expect(Number.isInteger(policy.params.q) && policy.params.q! >= 0).toBe(true)
  for (const state of states) {
    expect(Number.isInteger(state.params.r) && state.params.r! >= 0).toBe(true)
    if (state.params.t !== undefined) expect(state.params.t).toBeGreaterThanOrEqual(0)
  }
  const policy = policies.find((p) => p.name === 'api')!.params
  const state = states.find((s) => s.name === 'api')!.params
  return { q: policy.q!, w: policy.w!, r: state.r!, t: state.t! }
}

const nodeHeaders = (headers: Record<string, string | string[] | undefined>) => ({
  get: (name: string) => {
    const value = headers[name.toLowerCase()]
    return Array.isArray(value) ? value.join(', ') : value
  },
})

const held: ClientRequest[] = []
afterAll(() => {
  for (const request of held) request.destroy()
})

describe('RateLimit fields on every /api answer', () => {
  it('counts and reports every kind of answer, each with its own figures (cache hits and guard refusals too)', async () => {
    const base = t.app.url
    const answers: { what: string; status: number; fields: ReturnType<typeof apiFields> }[] = []
    const note = async (what: string, response: Promise<Response>) => {
      const answer = await response
      answers.push({ what, status: answer.status, fields: apiFields(answer.headers) })
      return answer
    }
    await note('community list (stored)', fetch(`${base}/api/community-designs`))
    const hit = await note('community list (from the page cache)', fetch(`${base}/api/community-designs`))
    expect(hit.headers.get('X-Page-Cache')).toBe('hit')
    await note('popular list', fetch(`${base}/api/popular-designs`))
    await note('popular list (from the page cache)', fetch(`${base}/api/popular-designs`))
    const badToken = await note(
      'unknown token',
      fetch(`${base}/api/orders`, { headers: { Authorization: 'Bearer ss_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } }),
    )
    expect(badToken.headers.get('WWW-Authenticate')).toMatch(/invalid_token/)
    await note('unknown path', fetch(`${base}/api/no-such-thing`))
    const wrongMethod = await note('method not allowed', fetch(`${base}/api/popular-designs`, { method: 'PUT' }))
    expect(wrongMethod.headers.get('Allow')).toBe('GET')
    await note('NUL in the address', fetch(`${base}/api/shops/%00`))
    await note(
      'cross-site write',
      fetch(`${base}/api/carts`, {
        method: 'POST',
        headers: { Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' },
        body: '{}',
      }),
    )
    await note('unsupported version', fetch(`${base}/api/popular-designs`, { headers: { 'API-Version': '2099-01-01' } }))
    const tooLarge = await streamPost(`${base}/api/carts`, {
      headers: { 'Content-Type': 'application/json' },
      contentLength: 2_000_000,
    })
    answers.push({ what: 'body too large', status: tooLarge.status, fields: apiFields(nodeHeaders(tooLarge.headers)) })

    expect(answers.map((a) => [a.what, a.status])).toEqual([
      ['community list (stored)', 200],
      ['community list (from the page cache)', 200],
      ['popular list', 200],
      ['popular list (from the page cache)', 200],
      ['unknown token', 401],
      ['unknown path', 404],
      ['method not allowed', 405],
      ['NUL in the address', 400],
      ['cross-site write', 403],
      ['unsupported version', 400],
      ['body too large', 413],
    ])
    // One address, one count: each answer one fewer than the one before, none a stored copy.
    const first = answers[0]!.fields.r
    expect(answers.map((a) => a.fields)).toEqual(
      answers.map((_, i) => ({ ...ADDRESS_POLICY, r: first - i, t: expect.any(Number) as number })),
    )
    for (const { fields } of answers) expect(fields.t).toBeGreaterThan(0)
    for (const { fields } of answers) expect(fields.t).toBeLessThanOrEqual(60)
  })

  it('refuses past the api quota with a 429 problem whose fields say r=0 until the reset', async () => {
    const client = t.users.buyer.client
    const first = await client.get('/api/orders')
    const { q, r } = apiFields(first.headers)
    expect(q).toBe(8)
    for (let left = r; left > 0; left -= 1) expect((await client.get('/api/orders')).status).toBe(200)
    const refused = await client.get('/api/orders')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(apiFields(refused.headers)).toEqual({ q: 8, w: 60, r: 0, t: retryAfter })
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', retryAfterSeconds: retryAfter })
  })

  it('a request shed under load (503) is not counted and reports what was last counted for its caller', async () => {
    const base = t.app.url
    const before = apiFields((await fetch(`${base}/api/public-shops`)).headers).r
    // Three bodies that never end hold the three places (ADMISSION_MAX_IN_FLIGHT=3); each was counted.
    // (A checkout an anonymous browser may send: its action waits for the whole body.)
    const early: number[] = []
    for (let i = 0; i < 3; i += 1) {
      const request = httpRequest(`${base}/api/create-payment-intent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      })
      request.on('error', () => undefined)
      request.on('response', (answer) => early.push(answer.statusCode ?? 0))
      request.write('{"items":')
      held.push(request)
    }
    // A fixed pause, not a poll: it checks the held requests get no early answer, an absence.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(early, 'the held requests are still open').toEqual([])
    // The three are counted side by side; on a loaded machine the last count may finish after the
    // first shed answer. A shed call is not counted, so asking again until all three show is harmless.
    let shed: Response
    for (let tries = 0; ; tries += 1) {
      shed = await fetch(`${base}/api/public-shops`)
      if (shed.status !== 503 || apiFields(shed.headers).r === before - 3 || tries > 30) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(shed.status).toBe(503)
    expect(shed.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    const shedFields = apiFields(shed.headers)
    expect(shedFields).toEqual({ ...ADDRESS_POLICY, r: before - 3, t: expect.any(Number) as number })
    expect(shedFields.t).toBeGreaterThan(0)
    for (const request of held.splice(0)) request.destroy()
    // Places free once those connections close; the next call is counted after the three, not the 503.
    let next: Response
    for (let tries = 0; ; tries += 1) {
      next = await fetch(`${base}/api/public-shops`)
      if (next.status !== 503 || tries > 20) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(next.status).toBe(200)
    expect(apiFields(next.headers).r).toBe(before - 4)
  })
})
