import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// Limits with small numbers, so each is reached in a few requests. Counters are per browser (and
// per address, at five browsers' allowance) for visitors and per account when signed in; every test
// uses fresh visitors or accounts. Generation is slow on a busy machine, hence the long timeouts.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({
    RATE_LIMITS: 'on',
    RATE_LIMIT_GENERATION: '1,3/60',
    RATE_LIMIT_UPLOAD: '2,2/60',
    RATE_LIMIT_UPVOTE: '100,3/60',
    RATE_LIMIT_SIGN_IN: '100,100/60',
    RATE_LIMIT_ORDER: '100,100/60',
    RATE_LIMIT_PAYMENT_INTENT: '100,100/60',
    RATE_LIMIT_SHOP_CREATE: '100,2/3600',
    DAILY_GENERATIONS_PER_VISITOR: '1000',
    DAILY_GENERATIONS_PER_ACCOUNT: '2',
    // The client-address tests name their address in X-Forwarded-For, as the store's proxy would.
    TRUST_PROXY: 'loopback',
  })
})
afterAll(async () => {
  await app?.stop()
})

// Flat Design: the cheapest style to draw (Watercolor costs ten times its CPU); the limits count designs, not styles.
const generate = (client: TestClient, prompt = 'a small red kite') =>
  client.json('/api/designs/generate', 'POST', { prompt, style: 'Flat Design' })

describe('design generation', () => {
  it('answers 429 with Retry-After and a clear { message } past the per-visitor limit', async () => {
    const client = new TestClient(app.url)
    expect((await generate(client)).status).toBe(201)
    const refused = await generate(client)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await refused.json()).message).toMatch(/^Too many requests: please try again in \d+ seconds?$/)
  }, 90_000)

  it('shows the error toast on the no-JavaScript form when over the limit', async () => {
    const client = new TestClient(app.url)
    expect((await client.form('/design', { prompt: 'a lighthouse', style: 'Flat Design' })).status).toBe(303)
    const refused = await client.form('/design', { prompt: 'a lighthouse', style: 'Flat Design' })
    expect(refused.status).toBe(429)
    const html = await refused.text()
    expect(html).toContain('Failed to generate design: Too many requests')
    // Beside the Generate button too, and it stays: a persistent alert naming the wait in seconds.
    const alert = html.match(/Generate Design<\/button><p id="text-refusal" role="alert"[^>]*>([^<]*)<\/p>/)?.[1]
    expect(alert).toMatch(/^Too many requests: please try again in \d+ seconds?$/)
    expect(Number(alert!.match(/\d+/)![0])).toBeGreaterThan(0)
  }, 90_000)

  it('gives a signed-in account its own allowance and a daily quota', async () => {
    const client = new TestClient(app.url)
    await client.signIn('quota_user')
    // Three a minute are allowed, but the daily quota is two.
    expect((await generate(client)).status).toBe(201)
    expect((await generate(client)).status).toBe(201)
    const refused = await generate(client)
    expect(refused.status).toBe(429)
    expect((await refused.json()).message).toMatch(/^Daily limit reached: you can create more designs in \d+ hours$/)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3600)
  }, 120_000)
})

describe('uploads', () => {
  it('limits uploads per visitor', async () => {
    const client = new TestClient(app.url)
    const upload = () => {
      const form = new FormData()
      form.set('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png')
      return client.request('/api/upload', { method: 'POST', body: form })
    }
    const statuses = [(await upload()).status, (await upload()).status, (await upload()).status]
    // The first two are read (and refused as not an image); the third is not even read.
    expect(statuses).toEqual([415, 415, 429])
  })
})

describe('upvotes and shops', () => {
  it('limits upvotes per account, in the API and the no-JavaScript form (toast)', { timeout: 90_000 }, async () => {
    const client = new TestClient(app.url)
    await client.signIn('busy_voter')
    const design = await generate(new TestClient(app.url), 'an upvotable owl')
    const { design: made } = await design.json()
    for (let i = 0; i < 3; i++)
      expect((await client.request(`/api/designs/${made.id}/upvote`, { method: 'POST' })).status).toBe(200)
    const refused = await client.request(`/api/designs/${made.id}/upvote`, { method: 'POST' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    const form = await client.form(`/designs/${made.id}/upvote`, { intent: 'remove', redirectTo: '/' }, true)
    expect(await form.text()).toContain('Failed to remove upvote')
  })

  it('limits shop creation per account', async () => {
    const client = new TestClient(app.url)
    await client.signIn('many_shops')
    expect((await client.json('/api/shops', 'POST', { name: 'Shop one' })).status).toBe(201)
    expect((await client.json('/api/shops', 'POST', { name: 'Shop two' })).status).toBe(201)
    const refused = await client.json('/api/shops', 'POST', { name: 'Shop three' })
    expect(refused.status).toBe(429)
    expect((await refused.json()).message).toMatch(/Too many requests/)
    // The no-JavaScript form: back to the page with the toast, and Retry-After like the API's 429.
    const refusedForm = await client.form('/my-shops', { intent: 'create', name: 'Shop four' })
    expect(refusedForm.status).toBe(303)
    expect(Number(refusedForm.headers.get('Retry-After'))).toBeGreaterThan(0)
    const html = await (await client.navigate(refusedForm.headers.get('Location')!)).text()
    expect(html).toContain('Failed to create shop')
    expect(html).toContain('Too many requests')
  })

  it('answers the no-JavaScript shop image form over its limit with 429 and Retry-After', async () => {
    const client = new TestClient(app.url)
    await client.signIn('busy_banner')
    const shop = await (await client.json('/api/shops', 'POST', { name: 'Banner shop' })).json()
    const shopId = (shop.shop?.id ?? shop.id) as number
    const upload = () => {
      const form = new FormData()
      form.append('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'not-a.png')
      return client.request(`/my-shops/${shopId}/images?kind=logo`, { method: 'POST', body: form })
    }
    // Two refused files still count as uploads; the third is refused by the limit.
    expect((await upload()).status).toBe(415)
    expect((await upload()).status).toBe(415)
    const refused = await upload()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Too many requests')
  })
})

describe('client addresses', () => {
  /** An upload from a new browser at `address` (behind the trusted proxy): 415 when counted, 429 past the limit. */
  const uploadFrom = async (address: string) => {
    const form = new FormData()
    form.set('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png')
    const response = await new TestClient(app.url).request('/api/upload', {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': address },
    })
    return response.status
  }
  // Uploads allow two per browser, so ten (five browsers' worth) per address.
  const PER_ADDRESS = 10

  it('counts an IPv6 client by its /64: rotating addresses inside it does not reset the count', async () => {
    for (let i = 1; i <= PER_ADDRESS; i++) expect(await uploadFrom(`2001:db8:77:1::${i.toString(16)}`)).toBe(415)
    expect(await uploadFrom('2001:db8:77:1:aaaa:bbbb:cccc:dddd')).toBe(429)
    expect(await uploadFrom('2001:0db8:0077:0001::ffff')).toBe(429)
    // The next /64 is someone else.
    expect(await uploadFrom('2001:db8:77:2::1')).toBe(415)
  })

  it('counts an IPv4 address and its IPv4-mapped IPv6 form as one client', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect(await uploadFrom(i % 2 ? '198.51.100.7' : '::ffff:198.51.100.7')).toBe(415)
    expect(await uploadFrom('198.51.100.7')).toBe(429)
    expect(await uploadFrom('::ffff:198.51.100.7')).toBe(429)
    expect(await uploadFrom('198.51.100.8')).toBe(415)
  })
})
