import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { assertMatchesContract } from '../support/contract.ts'
import { API_VERSION } from '~/web/api-version.ts'

let app: TestApp
let client: TestClient

beforeAll(async () => {
  app = await startTestApp()
  client = new TestClient(app.url)
})
afterAll(async () => {
  await app?.stop()
})

/** `api.shops.$shopId.designs.ts` → `/api/shops/{shopId}/designs`; `api.openapi[.]json.ts` → `/api/openapi.json`. */
function routePath(file: string) {
  const name = file.replace(/\.tsx?$/, '')
  const segments = name
    .replace(/\[\.\]/g, '\u0000')
    .split('.')
    .map((s) => s.replaceAll('\u0000', '.'))
  return '/' + segments.map((s) => (s.startsWith('$') ? `{${s.slice(1)}}` : s)).join('/')
}

describe('GET /api/openapi.json', () => {
  it('documents exactly the /api routes that exist', async () => {
    const response = await client.get('/api/openapi.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('API-Version')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const document = await response.json()
    expect(document.openapi).toBe('3.1.0')
    const routes = readdirSync('app/routes')
      // api.$.ts answers every path no operation takes (a 404 problem): it is not an operation.
      .filter((f) => f.startsWith('api.') && !f.includes('.test.') && f !== 'api.$.ts')
      .map(routePath)
      .sort()
    expect(routes).toContain('/api/shops/{shopId}/designs/{designId}')
    expect(Object.keys(document.paths).sort()).toEqual(routes)
  })

  it('gives every operation problem refusals (RFC 9457) and JSON request bodies from the zod schemas', async () => {
    const document = await (await client.get('/api/openapi.json')).json()
    expect(document.components.schemas.Problem).toMatchObject({
      required: expect.arrayContaining(['type', 'title', 'status', 'detail', 'code', 'message']),
      properties: {
        code: { enum: expect.arrayContaining(['validation_failed', 'design_already_in_shop', 'idempotency_key_in_use']) },
      },
    })
    for (const methods of Object.values(document.paths) as Record<string, { responses: Record<string, unknown> }>[]) {
      for (const op of Object.values(methods)) {
        expect(op.responses.default).toBeDefined()
        expect(op.responses['500']).toMatchObject({ content: { 'application/problem+json': expect.anything() } })
      }
    }
    // Every status a call can answer is declared, the two 409s of adding a design apart.
    const addDesign = document.paths['/api/shops/{shopId}/designs'].post.responses
    expect(Object.keys(addDesign)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '413', '422', '429']),
    )
    // Tags per area, and the headers every answer carries.
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(expect.arrayContaining(['Carts', 'Orders', 'Shops']))
    expect(document.paths['/api/carts'].post.tags).toEqual(['Carts'])
    expect(Object.keys(addDesign['201'].headers)).toEqual(
      expect.arrayContaining(['API-Version', 'X-Request-Id', 'RateLimit-Policy', 'Idempotent-Replayed']),
    )
    expect(Object.keys(addDesign['409'].headers)).toContain('Retry-After')
    expect(document.paths['/api/shops'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'API-Version', in: 'header' }),
    )
    expect(addDesign['409'].description).toMatch(/design_already_in_shop[\s\S]*idempotency_key_in_use/)
    const createShop = document.paths['/api/shops'].post.requestBody.content['application/json'].schema
    expect(createShop).toMatchObject({ required: ['name'], properties: { name: { minLength: 3, maxLength: 80 } } })
  })
})

describe('tokens and idempotency in the document', () => {
  it('declares the bearer scheme with the scope of each call, and Idempotency-Key on every creating POST', async () => {
    const document = await (await client.get('/api/openapi.json')).json()
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(document.paths['/api/shops'].post.security).toEqual([{ session: [] }, { bearer: ['shops'] }])
    expect(document.paths['/api/shops'].get.security).toEqual([{ session: [] }, { bearer: ['read'] }])
    expect(document.paths['/api/designs/generate'].post.security).toEqual([{}, { session: [] }, { bearer: ['designs'] }])
    // Every operation states its security (redocly's security-defined): sign-in is open to anyone.
    expect(document.paths['/api/login'].get.security).toEqual([{}])
    const creating = [
      '/api/designs/generate',
      '/api/designs/from-image',
      '/api/shops',
      '/api/shops/{shopId}/designs',
      '/api/orders',
      '/api/create-payment-intent',
    ]
    for (const path of creating) {
      const op = document.paths[path].post
      expect(op.parameters, path).toContainEqual(
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
      )
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['409', '422']))
    }
    expect(JSON.stringify(document.paths['/api/shops/{shopId}'])).not.toContain('Idempotency-Key')
  })
})

describe('the contract check', () => {
  it('refuses an answer that breaks the document, an undocumented path, or one without API-Version', async () => {
    const version = { 'API-Version': API_VERSION }
    const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: version })
    await expect(assertMatchesContract('GET', '/api/shops', Response.json({ shops: [] }))).rejects.toThrow(/API-Version/)
    const wrong = answer({ shops: [{ id: 'not-a-number', name: 'x', isPublic: true }] })
    await expect(assertMatchesContract('GET', '/api/shops', wrong)).rejects.toThrow(/breaks the OpenAPI document/)
    const noCode = new Response(JSON.stringify({ type: 'x', title: 'Not Found', status: 404, detail: 'nope', message: 'nope' }), {
      status: 404,
      headers: { ...version, 'Content-Type': 'application/problem+json' },
    })
    await expect(assertMatchesContract('GET', '/api/shops/1', noCode)).rejects.toThrow(/code/)
    await expect(assertMatchesContract('GET', '/api/nowhere', answer({}))).rejects.toThrow(/not in the OpenAPI document/)
    await expect(assertMatchesContract('GET', '/api/shops', answer({ shops: [], nextCursor: null }))).resolves.toBeUndefined()
  })
})

describe('GET /api/docs', () => {
  it('renders every operation without scripts from elsewhere', async () => {
    const response = await client.get('/api/docs')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/POST<\/span>\s*(<!-- -->)?\s*\/api\/shops\/\{shopId\}\/designs/)
    expect(html).toContain('/api/openapi.json')
    expect(html).not.toMatch(/<script[^>]+src="https?:/)
  })
})
