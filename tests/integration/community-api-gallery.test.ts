import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { app, seedDesign, signedInClient, useCommunityApp, type CommunityBody } from './community-api-support.ts'

// The community gallery's JSON API and pages: the community and popular lists, the home page sections and the gallery pages.

useCommunityApp()

describe('GET /api/community-designs', () => {
  it('answers the spec shape, front image first, newest first, with the shop that publishes it', async () => {
    const owner = await signedInClient('gallery_owner')
    const id = await seedDesign({ name: 'Fox in the forest', prompt: 'a fox in a misty forest', price_cents: 2599 })
    const plain = await seedDesign({ mockup_url: null })
    const bare = await seedDesign({ mockup_url: null, image_url: null })
    const shop = await app.db
      .insertInto('shops')
      .values({ user_id: owner.userId, name: 'Foxy Tees', is_public: true })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db.insertInto('shop_designs').values({ shop_id: shop.id, design_id: id, is_published: true }).execute()

    const response = await new TestClient(app.url).get('/api/community-designs')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('application/json')
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
    const body = (await response.json()) as CommunityBody
    expect(body.success).toBe(true)
    const fox = body.designs.find((d) => d.id === id)!
    // The shop link was inserted directly, so the cached list may predate it; either way the design is listed.
    expect(fox).toMatchObject({
      title: 'Fox in the forest',
      // Says the style and shirt and quotes the idea, not the prompt alone.
      description:
        'A Ghibli-inspired design, printed on demand on a Navy 100% cotton tee. Drawn with AI from the idea “a fox in a misty forest”.',
      price: 2599,
      images: [
        { src: expect.stringContaining('/images/mockups/'), position: 'front' },
        { src: expect.stringContaining('/images/designs/'), position: 'design' },
      ],
    })
    expect(body.designs.find((d) => d.id === plain)!.images).toEqual([
      { src: expect.stringContaining('/images/designs/'), position: 'design' },
    ])
    expect(body.designs.find((d) => d.id === bare)!.images).toEqual([])
    const ids = body.designs.map((d) => d.id)
    expect(ids.indexOf(bare)).toBeLessThan(ids.indexOf(id))
  })

  it('shows the public shop that publishes a design, and not a private one', async () => {
    const owner = await signedInClient('shop_lister')
    const published = await seedDesign()
    const hidden = await seedDesign()
    const [publicShop, privateShop] = await app.db
      .insertInto('shops')
      .values([
        { user_id: owner.userId, name: 'Open Shop', is_public: true },
        { user_id: owner.userId, name: 'Secret Shop', is_public: false },
      ])
      .returning('id')
      .execute()
    await app.db
      .insertInto('shop_designs')
      .values([
        { shop_id: publicShop.id, design_id: published },
        { shop_id: privateShop.id, design_id: hidden },
      ])
      .execute()
    // A new design refreshes the cached list (the newest design id is the cache's fingerprint).
    await seedDesign()
    const body = (await (await new TestClient(app.url).get('/api/community-designs')).json()) as CommunityBody
    expect(body.designs.find((d) => d.id === published)!.shop).toEqual({
      id: publicShop.id,
      name: 'Open Shop',
      handle: 'open-shop',
    })
    expect(body.designs.find((d) => d.id === hidden)!.shop).toBeNull()
  })

  it('never lists deleted or moderation-failed designs', async () => {
    const deleted = await seedDesign({ deleted_at: new Date() })
    const rejected = await seedDesign({ moderation_status: 'rejected' })
    const visible = await seedDesign()
    const body = (await (await new TestClient(app.url).get('/api/community-designs')).json()) as CommunityBody
    const ids = body.designs.map((d) => d.id)
    expect(ids).toContain(visible)
    expect(ids).not.toContain(deleted)
    expect(ids).not.toContain(rejected)
  })

  it('refreshes at once when a design is added and answers 304 to a matching ETag', async () => {
    const client = new TestClient(app.url)
    const first = await client.get('/api/community-designs')
    const etag = first.headers.get('ETag')!
    expect(etag).toBeTruthy()
    const again = await client.request('/api/community-designs', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)

    const id = await seedDesign({ name: 'Brand new' })
    const fresh = await client.request('/api/community-designs', { headers: { 'If-None-Match': etag } })
    expect(fresh.status).toBe(200)
    const body = (await fresh.json()) as CommunityBody
    expect(body.designs[0]).toMatchObject({ id, title: 'Brand new' })
  })
})

describe('GET /api/popular-designs', () => {
  it('ranks up to six designs by their maintained upvote count', async () => {
    const ids = []
    for (const count of [900, 905, 903, 901, 904, 902, 899])
      ids.push(await seedDesign({ upvote_count: count, prompt: `popular ${count} ${'x'.repeat(80)}` }))
    await seedDesign({ upvote_count: 5000, deleted_at: new Date() })
    const response = await new TestClient(app.url).get('/api/popular-designs')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.designs).toHaveLength(6)
    expect(body.designs.map((d: { upvoteCount: number }) => d.upvoteCount)).toEqual([905, 904, 903, 902, 901, 900])
    expect(body.designs[0]).toEqual({
      id: ids[1],
      imageUrl: expect.stringContaining('/images/designs/'),
      mockupUrl: expect.stringContaining('/images/mockups/'),
      prompt: expect.stringContaining('popular 905'),
      upvoteCount: 905,
    })
  })
})

describe('home page sections', () => {
  it("render the popular and community designs with the signed-in user's votes", async () => {
    const id = await seedDesign({ name: 'Home card design', upvote_count: 100000 })
    const { client } = await signedInClient('home_voter')
    await client.json(`/api/designs/${id}/upvote`, 'POST')
    const html = await (await client.get('/')).text()
    expect(html).toContain('id="popular-designs-section"')
    expect(html).toContain('id="community-designs-section"')
    expect(html).toContain(`href="/product/${id}"`)
    expect(html).toContain('Home card design')
    expect(html).toMatch(new RegExp(`aria-pressed="true" aria-label="Remove upvote \\(100001 upvotes\\)"`))
    // Buy opens the product page on the card's colour and asks for the size (it no longer posts a White L).
    expect(html).toMatch(new RegExp(`href="/products/${id}\\?[^"]*buy=1[^"]*#choose-size"`))
    expect(html).toContain('$24.99')
  })
})

const visibleCount = async () =>
  (
    await app.db
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('deleted_at', 'is', null)
      .where('moderation_status', '=', 'approved')
      .executeTakeFirstOrThrow()
  ).n

describe('gallery pages', () => {
  it('lists 48 designs a page through the API and the home page, with a Show more link while older ones exist', async () => {
    // Enough designs for a second page, whatever earlier tests in this file left.
    const visible = async () =>
      (
        await app.db
          .selectFrom('designs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('deleted_at', 'is', null)
          .where('moderation_status', '=', 'approved')
          .executeTakeFirstOrThrow()
      ).n
    while (Number(await visible()) < 50) await seedDesign()
    const total = Number(await visible())
    const client = new TestClient(app.url)

    const first = (await (await client.get('/api/community-designs')).json()) as CommunityBody & {
      page: number
      hasMore: boolean
      nextCursor: string | null
    }
    expect(first).toMatchObject({ page: 1, hasMore: true })
    expect(first.designs).toHaveLength(48)
    const second = (await (await client.get('/api/community-designs?page=2')).json()) as CommunityBody & {
      page: number
      hasMore: boolean
    }
    expect(second.page).toBe(2)
    expect(second.designs).toHaveLength(Math.min(48, total - 48))
    expect(second.hasMore).toBe(total > 96)
    const firstIds = new Set(first.designs.map((d) => d.id))
    expect(second.designs.some((d) => firstIds.has(d.id))).toBe(false)
    expect(Math.max(...second.designs.map((d) => d.id))).toBeLessThan(Math.min(...first.designs.map((d) => d.id)))
    expect(((await (await client.get('/api/community-designs?page=nope')).json()) as { page: number }).page).toBe(1)

    // A cursor continues exactly where a page ended: the same designs as page 2.
    expect(first.nextCursor).toEqual(expect.any(String))
    const byCursor = (await (
      await client.get(`/api/community-designs?cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).json()) as CommunityBody
    expect(byCursor.designs.map((d) => d.id)).toEqual(second.designs.map((d) => d.id))
    expect(
      ((await (await client.get('/api/community-designs?cursor=garbage')).json()) as CommunityBody).designs.map((d) => d.id),
    ).toEqual(first.designs.map((d) => d.id))

    // The home page shows 16 a page (a phone the first 6 of them, each with its own Show more link).
    const home = await (await client.get('/')).text()
    expect(home.match(/data-testid="community-card"/g)).toHaveLength(16)
    expect(home.match(/data-testid="community-card"[^>]*max-sm:hidden/g)).toHaveLength(10)
    const links = [...home.matchAll(/href="(\/\?gallery=2&amp;after=[^"#]+#gallery-page-2)"/g)].map((m) =>
      m[1].replaceAll('&amp;', '&'),
    )
    expect(links).toHaveLength(2)
    expect(home).toContain('Show more designs')
    // Each request renders one page of cards: page 2 alone, landing on its first card.
    const cardIds = (html: string) => [...html.matchAll(/id="community-design-(\d+)"/g)].map((m) => Number(m[1]))
    const newest = first.designs.map((d) => d.id)
    // The phone's link goes on after the 6th card, the wider screen's after the 16th.
    const [phone, wide] = links
    expect(cardIds(await (await client.get(phone)).text())).toEqual(newest.slice(6, 22))
    const next = await (await client.get(wide)).text()
    expect(cardIds(next)).toEqual(newest.slice(16, 32))
    expect(next).toContain('id="gallery-page-2"')
    expect(cardIds(await (await client.get('/?gallery=2')).text())).toEqual(newest.slice(16, 32))
  })

  it('never renders more than one page of 48 cards, whatever page is asked for', async () => {
    while (Number(await visibleCount()) < 100) await seedDesign()
    const client = new TestClient(app.url)
    for (const gallery of ['1', '2', '3', '50', '9999', '-1']) {
      const html = await (await client.get(`/?gallery=${gallery}`)).text()
      expect((html.match(/data-testid="community-card"/g) ?? []).length, gallery).toBeLessThanOrEqual(48)
    }
    const third = (await (await client.get('/api/community-designs?page=3')).json()) as CommunityBody
    expect(third.designs.length).toBeGreaterThan(0)
    expect(third.designs.length).toBeLessThanOrEqual(48)
  })
})
