import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { SHARED_PAGE } from '~/server/http-cache.server.ts'
import { createShopViaApi, seedDesign, userIdOf } from './shops-support.ts'

// Anonymous GETs set no cookie, carry an ETag (If-None-Match → 304) and a Cache-Control that says
// whether a CDN may share them; pages for a user, a cart or a session are private.

let app: TestApp
let designId: number
let shopId: number
/** The shop's page, at its handle (its old /shops/{id} address redirects there). */
let shopPath: string
beforeAll(async () => {
  app = await startTestApp()
  const owner = new TestClient(app.url)
  await owner.signIn('cache_owner')
  const userId = await userIdOf(app.db, 'cache_owner')
  designId = await seedDesign(app.db, userId)
  const shop = await createShopViaApi(owner, { name: 'Cache Shop', description: 'Shirts', isPublic: true })
  shopId = shop.id
  shopPath = `/shops/${shop.handle}`
})
afterAll(async () => {
  await app?.stop()
})

const publicPages = () => [
  '/',
  '/?gallery=3',
  '/design',
  '/help',
  '/privacy',
  '/terms',
  '/sell-designs',
  '/shops',
  shopPath,
  `/products/${designId}`,
]
const publicJson = () => [
  '/api/community-designs',
  '/api/community-designs?page=2',
  '/api/popular-designs',
  '/api/public-shops',
  `/api/products/${designId}`,
  `/api/products/${designId}/variants`,
  '/_root.data',
]

describe('anonymous GETs', () => {
  it('set no cookie on any public page or JSON GET', async () => {
    for (const path of [...publicPages(), ...publicJson(), '/no-such-page']) {
      const response = await fetch(new URL(path, app.url), { redirect: 'manual' })
      expect([path, response.headers.getSetCookie()]).toEqual([path, []])
    }
  })

  it('are shareable by a CDN, with an ETag that answers If-None-Match with 304', async () => {
    for (const path of [...publicPages(), '/_root.data']) {
      const response = await fetch(new URL(path, app.url))
      expect(response.status, path).toBe(200)
      expect(String(response.headers.get('Cache-Control')), path).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/)
      const etag = response.headers.get('ETag')
      expect(etag, path).toMatch(/^W\/".+"$/)
      const again = await fetch(new URL(path, app.url), { headers: { 'If-None-Match': etag! } })
      expect(again.status, path).toBe(304)
      expect(await again.text()).toBe('')
      const changed = await fetch(new URL(path, app.url), { headers: { 'If-None-Match': 'W/"something-else"' } })
      expect(changed.status, path).toBe(200)
    }
  })

  it('give every JSON GET an ETag and a 304 when it still matches', async () => {
    for (const path of publicJson()) {
      const response = await fetch(new URL(path, app.url))
      expect(response.status, path).toBe(200)
      const etag = response.headers.get('ETag')
      expect(etag, path).toBeTruthy()
      expect(response.headers.get('Cache-Control'), path).toMatch(/public/)
      const again = await fetch(new URL(path, app.url), { headers: { 'If-None-Match': etag! } })
      expect(again.status, path).toBe(304)
    }
  })

  it('keep pages about a payment or an order private even without a session', async () => {
    const response = await fetch(new URL('/order-confirmation?id=nope', app.url), { redirect: 'manual' })
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('pages for a signed-in user or a visitor with a cart', () => {
  it('are private, no-store, and so is any response that sets a cookie', async () => {
    const client = new TestClient(app.url)
    await client.signIn('cache_shopper')
    for (const path of ['/', '/shops', `/products/${designId}`, '/my-designs', '/my-shops']) {
      const response = await client.get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store')
    }
    // The first POST that needs a visitor id makes one, and that answer is never shared.
    const anonymous = new TestClient(app.url)
    const added = await anonymous.form('/cart/add', { kind: 'community', designId: String(designId), color: 'Navy', size: 'M' })
    expect(added.status).toBe(303)
    expect(added.headers.getSetCookie().some((c) => c.startsWith('__session='))).toBe(true)
    expect(added.headers.get('Cache-Control')).toBe('private, no-store')
    const checkout = await anonymous.get('/checkout')
    expect(checkout.status).toBe(200)
    expect(checkout.headers.get('Cache-Control')).toBe('private, no-store')
    const home = await anonymous.get('/')
    expect(home.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('the anonymous page cache', () => {
  const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1]
  const cspNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]

  it('renders an anonymous studio page once and answers it again with a fresh CSP nonce each time', async () => {
    await fetch(new URL('/?gallery=1', app.url))
    const first = await fetch(new URL('/?gallery=1', app.url))
    const second = await fetch(new URL('/?gallery=1', app.url))
    expect(second.headers.get('X-Page-Cache')).toBe('hit')
    const [a, b] = [await first.text(), await second.text()]
    expect(nonceOf(a)).toBe(cspNonce(first))
    expect(nonceOf(b)).toBe(cspNonce(second))
    expect(nonceOf(a)).not.toBe(nonceOf(b))
    expect(b.replaceAll(nonceOf(b)!, '')).toBe(a.replaceAll(nonceOf(a)!, ''))
    expect(second.headers.get('Cache-Control')).toBe(SHARED_PAGE)
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'))
    const again = await fetch(new URL('/?gallery=1', app.url), {
      headers: { 'If-None-Match': String(second.headers.get('ETag')) },
    })
    expect(again.status).toBe(304)
  })

  it('shows a design published by any instance on the next visit (the database version stamp changes)', async () => {
    await fetch(new URL('/', app.url))
    expect((await fetch(new URL('/', app.url))).headers.get('X-Page-Cache')).toBe('hit')
    const newId = await seedDesign(app.db, await userIdOf(app.db, 'cache_owner'), { prompt: 'A heron published just now' })
    const after = await fetch(new URL('/', app.url))
    expect(after.headers.get('X-Page-Cache')).toBe('miss')
    expect(await after.text()).toContain(`/products/${newId}`)
  })

  it('shows a signed-out visitor the toast of the redirect that brought them (it is in a cookie)', async () => {
    await fetch(new URL('/', app.url))
    const redirected = await fetch(new URL('/my-designs', app.url), { redirect: 'manual' })
    const cookie = redirected.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    expect(cookie).toContain('__toast=')
    const home = await fetch(new URL('/', app.url), { headers: { Cookie: cookie } })
    expect(home.headers.get('X-Page-Cache')).toBeNull()
    expect(await home.text()).toContain('Please log in to view your designs')
  })

  it('answers the community lists of the API from memory until a design or a vote changes them', async () => {
    for (const path of ['/api/community-designs', '/api/popular-designs']) {
      const first = await fetch(new URL(path, app.url))
      const second = await fetch(new URL(path, app.url))
      expect(second.headers.get('X-Page-Cache')).toBe('hit')
      expect(second.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'))
      expect(second.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'))
      expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'))
      expect(second.headers.get('API-Version')).toBe(first.headers.get('API-Version'))
      expect(await second.json()).toEqual(await first.json())
    }
    const newId = await seedDesign(app.db, await userIdOf(app.db, 'cache_owner'), { prompt: 'A wren listed just now' })
    const after = await fetch(new URL('/api/community-designs', app.url))
    expect(after.headers.get('X-Page-Cache')).toBe('miss')
    expect(((await after.json()) as { designs: { id: number }[] }).designs[0].id).toBe(newId)
  })

  it('never answers a visitor with a session, a token or an unknown parameter from it', async () => {
    const visitor = new TestClient(app.url)
    await visitor.signIn('cache_visitor')
    expect((await visitor.get('/')).headers.get('X-Page-Cache')).toBeNull()
    const bearer = await fetch(new URL('/', app.url), { headers: { Authorization: 'Bearer nothing' } })
    expect(bearer.headers.get('X-Page-Cache')).toBeNull()
    expect((await fetch(new URL(`/?design=${designId}`, app.url))).headers.get('X-Page-Cache')).toBeNull()
    expect((await fetch(new URL('/help', app.url))).headers.get('X-Page-Cache')).toBeNull()
    const tokenList = await fetch(new URL('/api/community-designs', app.url), { headers: { Authorization: 'Bearer nothing' } })
    expect(tokenList.headers.get('X-Page-Cache')).toBeNull()
  })
})

describe('the product, shop and directory pages from the page cache', () => {
  const cspNonceOf = (headers: Record<string, string | string[] | undefined>) =>
    /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]
  const decoded = (answer: { headers: Record<string, string | string[] | undefined>; body: Buffer }) =>
    answer.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(answer.body)
      : answer.headers['content-encoding'] === 'gzip'
        ? gunzipSync(answer.body)
        : answer.headers['content-encoding'] === 'deflate'
          ? inflateSync(answer.body)
          : answer.body

  it('answer anonymous visits again, plain, gzip or brotli, each with its own nonce in the page and the policy', async () => {
    for (const path of [`/products/${designId}`, `/products/${designId}?color=Navy&size=L`, shopPath, '/shops']) {
      const first = await rawGet(path, 'identity')
      const page = first.body.toString('utf8').replaceAll(cspNonceOf(first.headers)!, '')
      const nonces = new Set<string>()
      // The compressed copies are made after the first answer: later visits are answered from them.
      for (let round = 0; round < 3; round++) {
        // deflate alone is not stored: it is compressed as it goes out, from the stored page.
        for (const encoding of ['gzip', 'br, gzip', 'identity', 'deflate']) {
          const answer = await rawGet(path, encoding)
          expect([path, answer.headers['x-page-cache']]).toEqual([path, 'hit'])
          expect(answer.headers['content-encoding']).toBe(
            { gzip: 'gzip', 'br, gzip': 'br', identity: undefined, deflate: 'deflate' }[encoding],
          )
          expect(String(answer.headers['vary'])).toBe('Cookie, Accept-Encoding')
          const nonce = cspNonceOf(answer.headers)!
          const html = decoded(answer).toString('utf8')
          expect(html).toContain(`nonce="${nonce}"`)
          expect(html.replaceAll(nonce, '')).toBe(page)
          nonces.add(nonce)
        }
      }
      expect(nonces.size).toBe(12)
    }
  })

  it('show a vote, a price, a design added to a shop and a shop edit on the next visit', async () => {
    const visit = async (path: string) => {
      const response = await fetch(new URL(path, app.url))
      return { cache: response.headers.get('X-Page-Cache'), html: await response.text() }
    }
    const product = `/products/${designId}`
    const shop = shopPath
    for (const path of [product, shop, '/shops']) await visit(path)
    expect((await visit(product)).cache).toBe('hit')

    await app.db.updateTable('designs').set({ upvote_count: 41 }).where('id', '=', designId).execute()
    expect((await visit(product)).cache).toBe('miss')

    const { price_cents: price } = await app.db.selectFrom('products').select('price_cents').executeTakeFirstOrThrow()
    await app.db.updateTable('products').set({ price_cents: 3141 }).execute()
    const repriced = await visit(product)
    expect(repriced.cache).toBe('miss')
    expect(repriced.html).toContain('31.41')
    await app.db.updateTable('products').set({ price_cents: price }).execute()

    expect((await visit(shop)).cache).toBe('miss')
    const owner = new TestClient(app.url)
    await owner.signIn('cache_owner')
    const added = await seedDesign(app.db, await userIdOf(app.db, 'cache_owner'), { prompt: 'A kingfisher new in the shop' })
    expect((await owner.json(`/api/shops/${shopId}/designs`, 'POST', { designId: added })).status).toBe(201)
    const restocked = await visit(shop)
    expect(restocked.cache).toBe('miss')
    expect(restocked.html).toContain(`/products/${added}`)

    await visit('/shops')
    expect((await visit('/shops')).cache).toBe('hit')
    await app.db.updateTable('shops').set({ name: 'Cache Shop Renamed' }).where('id', '=', shopId).execute()
    for (const path of [shop, '/shops']) {
      const renamed = await visit(path)
      expect([path, renamed.cache]).toEqual([path, 'miss'])
      expect(renamed.html).toContain('Cache Shop Renamed')
    }
  })
})

describe('built assets', () => {
  it('go out precompressed, brotli or gzip as the browser accepts, and immutable', async () => {
    const html = await (await fetch(new URL('/', app.url))).text()
    const script = /\/assets\/components-[^"]+\.js/.exec(html)?.[0]
    expect(script).toBeTruthy()
    const plain = await rawGet(script!, 'identity')
    const brotli = await rawGet(script!, 'br, gzip')
    const gzip = await rawGet(script!, 'gzip')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(String(gzip.headers['cache-control'])).toContain('immutable')
    expect(String(gzip.headers['vary'])).toContain('Accept-Encoding')
    // Smaller than compressing on the fly at gzip's default level.
    const { gzipSync } = await import('node:zlib')
    expect(gzip.body.length).toBeLessThan(gzipSync(plain.body, { level: 6 }).length)
  })
})

describe('compression', () => {
  // Remix streams a page in small chunks; each used to be compressed on its own.
  it('sends / compressed in one piece, gzip or brotli as the client asks', async () => {
    const plain = await rawGet('/', 'identity')
    const gzip = await rawGet('/', 'gzip')
    const brotli = await rawGet('/', 'br, gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotli.headers['content-encoding']).toBe('br')
    // Each response carries its own CSP nonce; everything else is the same page.
    const withoutNonce = (body: Buffer) => body.toString('utf8').replace(/nonce="[^"]*"/g, 'nonce=""')
    expect(withoutNonce(gunzipSync(gzip.body))).toBe(withoutNonce(plain.body))
    expect(withoutNonce(brotliDecompressSync(brotli.body))).toBe(withoutNonce(plain.body))
    const { gzipSync } = await import('node:zlib')
    const reference = gzipSync(plain.body, { level: 6 }).length
    expect(gzip.body.length / reference).toBeLessThanOrEqual(1.3)
  })
})

function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(new URL(path, app.url), { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('icons', () => {
  // Browsers ask for /favicon.ico whatever the page links; without one every visit also rendered the 404 page.
  it('serves the favicon, the touch icon and the web app manifest as static files, without a render', async () => {
    const ico = await fetch(`${app.url}/favicon.ico`)
    expect(ico.status).toBe(200)
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    expect([...new Uint8Array(await ico.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0])
    const touch = await fetch(`${app.url}/apple-touch-icon.png`)
    expect(touch.status).toBe(200)
    expect(touch.headers.get('content-type')).toBe('image/png')
    const manifest = await fetch(`${app.url}/manifest.webmanifest`)
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const { icons } = (await manifest.json()) as { icons: { src: string }[] }
    for (const icon of icons) expect((await fetch(`${app.url}${icon.src}`)).status, icon.src).toBe(200)
    const home = await (await fetch(`${app.url}/`)).text()
    expect(home).toContain('rel="apple-touch-icon" href="/apple-touch-icon.png"')
    expect(home).toContain('rel="manifest" href="/manifest.webmanifest"')
  })
})
