import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { createShopViaApi, seedDesign, userIdOf } from './shops-support.ts'

// With the version stamp leased as in production (the other suites read it per request), a stored
// page's later hits are sent again with the headers its first hit got through every layer
// (app/server/page-cache-replay.server.ts). Nothing a layer adds may be lost on the way, and a write
// must still show on the next visit.

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ PAGE_CACHE_VERSION_TTL_MS: '60000' })
})
afterAll(async () => {
  await app?.stop()
})

function get(path: string, headers: Record<string, string>) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    rawHeaders: string[]
    html: string
  }>((resolve, reject) => {
    const req = httpRequest(new URL(path, app.url), { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const html = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString()
        resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, html })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** The headers as sent, in order, less those that differ per answer (date, request id, the policy's nonce). */
function shape(rawHeaders: string[]) {
  const lines: string[] = []
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!
    if (/^(date|x-request-id)$/i.test(name)) continue
    lines.push(`${name}: ${rawHeaders[i + 1]!.replace(/'nonce-[^']+'/, "'nonce-…'")}`)
  }
  return lines
}

/**
 * Resolves once a page's compressed copies are made (they are made after its first answer): until
 * then its hits are compressed as they go out, and none of them is sent again as it was.
 */
async function copiesMade(path: string) {
  for (let i = 0; i < 200; i++) {
    if ((await get(path, { 'Accept-Encoding': 'br' })).headers['content-length'] !== undefined) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${path}: its compressed copies were never made`)
}

const cspNonce = (headers: Record<string, string | string[] | undefined>) =>
  /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]

describe('hits of a stored page', () => {
  it('carry the same headers in the same order, each with its own nonce and request id', async () => {
    expect((await get('/shops', { 'Accept-Encoding': 'br' })).headers['x-page-cache']).toBe('miss')
    await copiesMade('/shops')
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answers = []
      for (let i = 0; i < 4; i++) answers.push(await get('/shops', { 'Accept-Encoding': encoding }))
      for (const answer of answers) {
        expect(answer.status).toBe(200)
        expect(shape(answer.rawHeaders)).toEqual(shape(answers[0]!.rawHeaders))
        // The page and its policy name the same nonce, a new one each time.
        expect(answer.html).toContain(`nonce="${cspNonce(answer.headers)}"`)
      }
      expect(shape(answers[0]!.rawHeaders)).toEqual(
        expect.arrayContaining(['X-Page-Cache: hit', 'X-Frame-Options: DENY', 'Vary: Cookie, Accept-Encoding']),
      )
      expect(new Set(answers.map((answer) => cspNonce(answer.headers))).size).toBe(4)
      expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(4)
    }
    // A caller's own request id is echoed, as on every answer.
    const named = await get('/shops', { 'Accept-Encoding': 'gzip', 'X-Request-Id': 'edge-1234' })
    expect([named.headers['x-page-cache'], named.headers['x-request-id']]).toEqual(['hit', 'edge-1234'])
    // A revalidation still goes through every layer, and is answered 304.
    const etag = String(named.headers['etag'])
    expect((await get('/shops', { 'If-None-Match': etag })).status).toBe(304)
  })

  it('show a write made through this process on the next visit, lease or not', async () => {
    const owner = new TestClient(app.url)
    await owner.signIn('replay_owner')
    const shop = await createShopViaApi(owner, { name: 'Replay Outfitters', description: 'Shirts', isPublic: true })
    const page = `/shops/${shop.handle}`
    expect((await get(page, { 'Accept-Encoding': 'br' })).status).toBe(200)
    await copiesMade(page)
    expect((await get(page, { 'Accept-Encoding': 'br' })).headers['x-page-cache']).toBe('hit')
    // Written straight to the database, as another instance would: the lease (a minute here) hides it…
    const added = await seedDesign(app.db, await userIdOf(app.db, 'replay_owner'), { prompt: 'A heron new in the shop' })
    expect((await get(page, { 'Accept-Encoding': 'br' })).html).not.toContain(`/products/${added}`)
    // …until a write answered by this process ends the lease.
    expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: added })).status).toBe(201)
    const next = await get(page, { 'Accept-Encoding': 'br' })
    expect(next.headers['x-page-cache']).toBe('miss')
    expect(next.html).toContain(`/products/${added}`)
  })
})
