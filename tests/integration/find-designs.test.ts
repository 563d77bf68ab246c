import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { createShopViaApi, userIdOf } from './shops-support.ts'

// Issue 28, "findable": search and filters in the gallery, a shop's page and the API; shop handles;
// titles made from prompts. Over HTTP against the production build, as a browser without
// JavaScript and an integrator see it.

let app: TestApp
let owner: TestClient
let ownerId: number

beforeAll(async () => {
  app = await startTestApp()
  owner = new TestClient(app.url)
  await owner.signIn('finder')
  ownerId = await userIdOf(app.db, 'finder')
})
afterAll(async () => {
  await app?.stop()
})

async function seed(prompt: string, style: string, color: string, name = prompt) {
  const row = await app.db
    .insertInto('designs')
    .values({
      user_id: ownerId,
      prompt,
      name,
      style,
      color,
      design_type: 'image',
      source: 'prompt',
      image_url: '/images/designs/seed.png',
      mockup_url: '/images/mockups/seed.webp',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const html = async (response: Response) =>
  (await response.text())
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
const cardIds = (page: string, testId = 'community-design') =>
  [...page.matchAll(new RegExp(`id="${testId}-(\\d+)"`, 'g'))].map((m) => Number(m[1]))

interface Listed {
  designs: { id: number; title: string; description: string; shop?: { handle: string } | null }[]
  nextCursor: string | null
  hasMore: boolean
}

describe('searching the community gallery', () => {
  let fox: number, foxNavy: number, owl: number
  beforeAll(async () => {
    fox = await seed('a red fox in the snow', 'Watercolor', 'White', 'Red Fox')
    foxNavy = await seed('a fox reading a book', 'Line Art', 'Navy', 'Bookish fox')
    owl = await seed('an owl under the moon', 'Watercolor', 'Navy', 'Night owl')
    // 100% literal: a % in the words is not a wildcard.
    await seed('100% cotton joke', 'Minimalist', 'Black')
  })

  it('finds words in the title or prompt, any case, and filters by style and colour (API)', async () => {
    const api = new TestClient(app.url)
    const ids = async (query: string) =>
      ((await (await api.get(`/api/community-designs?${query}`)).json()) as Listed).designs.map((d) => d.id)
    expect(await ids('q=FOX')).toEqual([foxNavy, fox])
    expect(await ids('q=fox%20book')).toEqual([foxNavy])
    expect(await ids('q=fox&style=watercolor')).toEqual([fox])
    expect(await ids('style=Watercolor&color=navy')).toEqual([owl])
    expect(await ids('color=Navy&q=owl')).toEqual([owl])
    expect(await ids('q=%25')).toHaveLength(1)
    expect(await ids('q=zebra')).toEqual([])
  })

  it('refuses a search it cannot read with a 400 problem naming the parameter', async () => {
    const api = new TestClient(app.url)
    for (const [query, words] of [
      ['style=Baroque', 'style must be one of'],
      ['color=Plaid', 'color must be one of the shirt colours'],
      ['color=%3Cb%3E', 'color must be a shirt colour name'],
      [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ]) {
      const response = await api.get(`/api/community-designs?${query}`)
      expect(response.status, query).toBe(400)
      expect(response.headers.get('content-type')).toContain('application/problem+json')
      expect(JSON.stringify(await response.json())).toContain(words)
    }
  })

  it('pages a search by cursor, the cursor carrying on under the same search', async () => {
    for (let i = 0; i < 50; i += 1) await seed(`paged cactus number ${i}`, 'Cyberpunk', 'Black')
    const api = new TestClient(app.url)
    const first = (await (await api.get('/api/community-designs?q=cactus')).json()) as Listed
    expect(first.designs).toHaveLength(48)
    expect(first.hasMore).toBe(true)
    const second = (await (
      await api.get(`/api/community-designs?q=cactus&cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).json()) as Listed
    expect(second.designs).toHaveLength(2)
    expect(second.designs.every((d) => d.title.includes('cactus'))).toBe(true)
  })

  it('shows the home page gallery searched from a GET form, its links keeping the search, without JavaScript', async () => {
    const browser = new TestClient(app.url)
    const page = await html(await browser.get('/?q=fox&style=Watercolor'))
    expect(page).toContain('role="search"')
    expect(page).toMatch(/name="q"[^>]*value="fox"/)
    expect(page).toMatch(/<option value="Watercolor" selected="">/)
    expect(page).toContain('Designs for “fox” in Watercolor')
    expect(cardIds(page)).toEqual([fox])

    const many = await html(await browser.get('/?q=cactus'))
    expect(cardIds(many)).toHaveLength(16)
    const more = /href="(\/\?q=cactus&gallery=2&after=[^"#]+#gallery-page-2)"/.exec(many)
    expect(more).not.toBeNull()
    const next = await html(await browser.get(more![1]))
    expect(cardIds(next)).toHaveLength(16)
    expect(next).toContain('href="/?q=cactus#community-designs-section"')

    // A colour typed in the address in another case finds the catalogue's colour.
    expect(cardIds(await html(await browser.get('/?q=owl&color=navy')))).toEqual([owl])

    const none = await html(await browser.get('/?q=zebra&color=Navy'))
    expect(none).toContain('No designs found for “zebra” on Navy shirts.')
    expect(none).toContain('Show all designs')
    expect(none).not.toContain('No community designs available yet.')
  })

  it('titles a design from its prompt in title case without style words or markers, and describes more than the prompt', async () => {
    const api = new TestClient(app.url)
    const made = await api.json('/api/designs/generate', 'POST', {
      prompt: 'text: "coffee first" in watercolor style',
      style: 'Watercolor',
      color: 'Navy',
      designType: 'text',
    })
    expect([200, 201]).toContain(made.status)
    const { design } = (await made.json()) as { design: { id: number } }
    const row = await app.db.selectFrom('designs').select('name').where('id', '=', design.id).executeTakeFirstOrThrow()
    expect(row.name).toBe('Coffee First')
    const product = (await (await api.get(`/api/products/${design.id}`)).json()) as { title?: string; description?: string }
    expect(JSON.stringify(product)).toContain('A Watercolor design, printed on demand on a Navy 100% cotton tee.')
  })
})

describe('shop handles', () => {
  it('gives a shop the slug of its name, and the old id address answers 301 to it', async () => {
    const shop = (await createShopViaApi(owner, { name: 'Ada’s Fox Tees' })) as { id: number; handle?: string }
    expect(shop.handle).toBe('adas-fox-tees')
    const twin = (await createShopViaApi(owner, { name: 'Adas Fox Tees!' })) as { id: number; handle?: string }
    expect(twin.handle).toBe(`adas-fox-tees-${twin.id}`)

    const visitor = new TestClient(app.url)
    const old = await visitor.get(`/shops/${shop.id}?q=fox`)
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe('/shops/adas-fox-tees?q=fox')
    const manage = await owner.get(`/shops/${shop.id}/designs?tab=drafts`)
    expect(manage.status).toBe(301)
    expect(manage.headers.get('location')).toBe('/shops/adas-fox-tees/designs?tab=drafts')
    const page = await html(await visitor.get('/shops/adas-fox-tees'))
    expect(page).toContain('Ada’s Fox Tees')
    for (const missing of ['/shops/no-such-shop', '/shops/0', '/shops/999999']) {
      const response = await visitor.get(missing)
      expect(response.status, missing).toBe(404)
      expect(await html(response)).toContain('Shop not found')
    }
  })

  it('lets the owner change the handle on the edit form, checked, unique, the old id still redirecting', async () => {
    const shop = (await createShopViaApi(owner, { name: 'Renamable' })) as { id: number; handle: string }
    const taken = (await createShopViaApi(owner, { name: 'Taken Name' })) as { handle: string }
    const form = await html(await owner.get(`/my-shops?edit=${shop.id}`))
    expect(form).toMatch(/name="handle"[^>]*value="renamable"/)

    const bad = await owner.form('/my-shops', { intent: 'update', shopId: String(shop.id), name: 'Renamable', handle: '12' })
    expect(bad.status).toBe(400)
    expect(await html(bad)).toContain('Shop address must be 3 to 40 lower-case letters, digits or single dashes')
    const clash = await owner.form('/my-shops', {
      intent: 'update',
      shopId: String(shop.id),
      name: 'Renamable',
      handle: taken.handle,
      isPublic: 'on',
    })
    expect(clash.status).toBe(409)
    expect(await html(clash)).toContain('That shop address is taken. Please choose another.')

    const saved = await owner.form(
      '/my-shops',
      { intent: 'update', shopId: String(shop.id), name: 'Renamable', handle: 'My-New-Address', isPublic: 'on' },
      true,
    )
    const list = await html(saved)
    expect(list).toContain('Shop updated!')
    expect(list).toContain(`value="${app.url}/shops/my-new-address"`)
    expect(list).toContain('href="/shops/my-new-address/designs"')
    const old = await new TestClient(app.url).get(`/shops/${shop.id}`)
    expect(old.headers.get('location')).toBe('/shops/my-new-address')
    // The API takes it too, and refuses a taken one with 409.
    const put = await owner.json(`/api/shops/${shop.id}`, 'PUT', { name: 'Renamable', handle: taken.handle })
    expect(put.status).toBe(409)
  })

  it('searches a shop’s published designs with keyset pages, the links using the handle', async () => {
    const shop = (await createShopViaApi(owner, { name: 'Search Me' })) as { id: number; handle: string }
    const ids: number[] = []
    for (let i = 0; i < 18; i += 1) {
      ids.push(await seed(`shop moth ${i}`, i % 2 ? 'Line Art' : 'Watercolor', 'White'))
      await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: ids.at(-1) })
    }
    const visitor = new TestClient(app.url)
    const page = await html(await visitor.get(`/shops/${shop.handle}`))
    expect(page).toContain('18 Published Designs')
    expect(page.match(/data-testid="storefront-card"/g)).toHaveLength(16)
    expect(page).toContain('role="search"')
    const more = [...page.matchAll(/href="(\/shops\/search-me\?after=[^"#]+#shop-designs)"/g)].map((m) => m[1])
    expect(more).toHaveLength(2)
    const rest = await html(await visitor.get(more[1]))
    expect(rest.match(/data-testid="storefront-card"/g)).toHaveLength(2)

    const lineArt = await html(await visitor.get(`/shops/${shop.handle}?style=Line+Art`))
    expect(lineArt.match(/data-testid="storefront-card"/g)).toHaveLength(9)
    expect(lineArt).toContain('18 Published Designs')
    const none = await html(await visitor.get(`/shops/${shop.handle}?q=zebra`))
    expect(none).toContain('No designs in this shop found for “zebra”.')
    expect(none).toContain(`href="/shops/${shop.handle}#shop-designs"`)
  })
})
