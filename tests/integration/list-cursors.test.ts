import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { TestClient } from '../support/client.ts'
import { seedDesign } from './shops-support.ts'

// Every /api list pages by keyset: `?limit=` and `?cursor=` (the previous answer's nextCursor), and
// `nextCursor` beside the list's own fields, null on the last page.

const t = useTestApp({ signedInAs: { owner: 'cursor_owner', other: 'cursor_other' } })

type Body = Record<string, unknown> & { nextCursor: string | null }

async function getJson(client: TestClient, path: string) {
  const response = await client.get(path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as Body
}

/**
 * Follows nextCursor from the first page of `limit` rows to the end; the ids of each page. `between`
 * runs after the first page (to change the list while a client pages through it).
 */
async function pageThrough(
  client: TestClient,
  path: string,
  idsOf: (body: Body) => number[],
  limit: number,
  between?: () => Promise<void>,
) {
  const join = path.includes('?') ? '&' : '?'
  const pages: number[][] = []
  let body = await getJson(client, `${path}${join}limit=${limit}`)
  pages.push(idsOf(body))
  if (between) await between()
  while (body.nextCursor !== null) {
    expect(body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(pages.length, 'pages never end').toBeLessThan(100)
    body = await getJson(client, `${path}${join}limit=${limit}&cursor=${body.nextCursor}`)
    pages.push(idsOf(body))
  }
  return pages
}

function expectPages(pages: number[][], expected: number[], limit: number) {
  const all = pages.flat()
  expect(new Set(all).size, 'no row twice').toBe(all.length)
  expect(all, 'every row, in order').toEqual(expected)
  for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit)
  expect(pages.at(-1)!.length).toBeGreaterThan(0)
}

async function expectRefused(client: TestClient, path: string, message: RegExp) {
  const response = await client.get(path)
  expect(response.status, path).toBe(400)
  expect((await response.json()).message).toMatch(message)
}

/** Cursors a client changed: cut, lengthened, with a negative id, a date that is none, or made up. */
function tamper(cursor: string) {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8')
  return [
    cursor.slice(0, -4),
    `${cursor}A`,
    Buffer.from(decoded.replace('"i":', '"i":-')).toString('base64url'),
    Buffer.from(decoded.replace(/"t":"[^"]+"/, '"t":"yesterday"')).toString('base64url'),
    'not a cursor',
  ]
}

const idsOfShops = (body: Body) => (body.shops as { id: number }[]).map((s) => s.id)

describe('GET /api/shops', () => {
  it('answers every shop without limit, and pages them by cursor: no duplicates, no gaps, null at the end', async () => {
    // Shops made in one statement share created_at: the id breaks the tie.
    await t.app.db
      .insertInto('shops')
      .values(Array.from({ length: 4 }, (_, i) => ({ user_id: t.users.owner.id, name: `Same moment ${i}` })))
      .execute()
    for (const name of ['Later one', 'Later two', 'Later three']) {
      await t.app.db.insertInto('shops').values({ user_id: t.users.owner.id, name }).execute()
    }
    await t.app.db.insertInto('shops').values({ user_id: t.users.other.id, name: 'Not yours' }).execute()

    const whole = await getJson(t.users.owner.client, '/api/shops')
    expect(whole.nextCursor).toBeNull()
    const all = idsOfShops(whole)
    expect(all).toHaveLength(7)

    const pages = await pageThrough(t.users.owner.client, '/api/shops', idsOfShops, 3, async () => {
      // A shop made while paging is newer than every cursor: it never pushes a shop into two pages.
      await t.app.db.insertInto('shops').values({ user_id: t.users.owner.id, name: 'Made while paging' }).execute()
    })
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1])
    expectPages(pages, all, 3)
    expect(idsOfShops(await getJson(t.users.owner.client, '/api/shops'))).toHaveLength(8)
  })

  it('refuses a tampered cursor, another user’s cursor and a bad limit with 400 { message }', async () => {
    const { nextCursor } = await getJson(t.users.owner.client, '/api/shops?limit=1')
    expect(nextCursor).not.toBeNull()
    for (const bad of tamper(nextCursor!)) {
      await expectRefused(t.users.owner.client, `/api/shops?cursor=${encodeURIComponent(bad)}`, /cursor is not valid/)
    }
    await expectRefused(t.users.other.client, `/api/shops?cursor=${nextCursor}`, /cursor is not valid/)
    for (const limit of ['0', '101', 'abc', '1.5']) {
      await expectRefused(t.users.owner.client, `/api/shops?limit=${limit}`, /limit must be a whole number from 1 to 100/)
    }
    expect((await t.anonymous.get(`/api/shops?cursor=${nextCursor}`)).status).toBe(401)
  })
})

describe('GET /api/shops/{id}/designs', () => {
  it('pages the owner through every link and others through the published ones', async () => {
    const [shop] = await t.app.db
      .insertInto('shops')
      .values({ user_id: t.users.owner.id, name: 'Paged designs' })
      .returning('id')
      .execute()
    const designs = []
    for (let i = 0; i < 7; i++) designs.push(await seedDesign(t.app.db, t.users.owner.id, { prompt: `paged design ${i}` }))
    // Five links in one statement (one created_at), then two more, one of them unpublished.
    await t.app.db
      .insertInto('shop_designs')
      .values(designs.slice(0, 5).map((design_id) => ({ shop_id: shop.id, design_id, is_published: true })))
      .execute()
    await t.app.db.insertInto('shop_designs').values({ shop_id: shop.id, design_id: designs[5], is_published: false }).execute()
    await t.app.db.insertInto('shop_designs').values({ shop_id: shop.id, design_id: designs[6], is_published: true }).execute()
    const path = `/api/shops/${shop.id}/designs`
    const idsOf = (body: Body) => (body.shopDesigns as { design: { id: number } }[]).map((p) => p.design.id)

    const whole = await getJson(t.users.owner.client, path)
    expect(whole.nextCursor).toBeNull()
    expect(idsOf(whole)).toHaveLength(7)
    expectPages(await pageThrough(t.users.owner.client, path, idsOf, 2), idsOf(whole), 2)

    const published = idsOf(await getJson(t.anonymous, path))
    expect(published).toHaveLength(6)
    expect(published).not.toContain(designs[5])
    expectPages(await pageThrough(t.anonymous, path, idsOf, 4), published, 4)

    const { nextCursor } = await getJson(t.users.owner.client, `${path}?limit=3`)
    for (const bad of tamper(nextCursor!)) {
      await expectRefused(t.users.owner.client, `${path}?cursor=${encodeURIComponent(bad)}`, /cursor is not valid/)
    }
    // A cursor of this shop's list means nothing in another shop's.
    const [elsewhere] = await t.app.db
      .insertInto('shops')
      .values({ user_id: t.users.owner.id, name: 'Elsewhere' })
      .returning('id')
      .execute()
    await expectRefused(t.users.owner.client, `/api/shops/${elsewhere.id}/designs?cursor=${nextCursor}`, /cursor is not valid/)
    await expectRefused(t.users.owner.client, `${path}?limit=101`, /limit must be a whole number from 1 to 100/)
  })
})

describe('GET /api/designs/user/{userId}', () => {
  it('answers the newest 200 designs, then the rest by cursor', async () => {
    const { id: userId } = await (await t.users.other.client.get('/api/auth/user')).json()
    // 203 designs in one statement: one created_at, ordered by id alone.
    await t.app.db
      .insertInto('designs')
      .values(
        Array.from({ length: 203 }, (_, i) => ({
          user_id: userId,
          prompt: `bulk design ${i}`,
          name: 'Bulk',
          style: 'Line Art',
          color: 'Navy',
          design_type: 'image',
          source: 'prompt',
          image_url: '/images/designs/bulk.png',
        })),
      )
      .execute()
    const idsOf = (body: Body) => (body.designs as { id: number }[]).map((d) => d.id)
    const path = `/api/designs/user/${userId}`
    const first = await getJson(t.users.other.client, path)
    expect(first).toMatchObject({ success: true })
    expect(idsOf(first)).toHaveLength(200)
    expect(first.nextCursor).toEqual(expect.any(String))
    const rest = await getJson(t.users.other.client, `${path}?cursor=${first.nextCursor}`)
    expect(rest.nextCursor).toBeNull()
    expect(rest.message).toBeUndefined()
    const expected = (
      await t.app.db
        .selectFrom('designs')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id)
    expect(expected).toHaveLength(203)
    expectPages([idsOf(first), idsOf(rest)], expected, 200)
    expectPages(await pageThrough(t.users.other.client, path, idsOf, 50), expected, 50)

    for (const bad of tamper(first.nextCursor!)) {
      const response = await t.users.other.client.get(`${path}?cursor=${encodeURIComponent(bad)}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/cursor is not valid/) })
    }
    await expectRefused(t.users.other.client, `${path}?limit=201`, /limit must be a whole number from 1 to 200/)
    // Someone else's designs stay someone else's, cursor or not.
    expect((await t.users.owner.client.get(`${path}?cursor=${first.nextCursor}`)).status).toBe(403)
  })
})

describe('GET /api/public-shops', () => {
  it('pages the directory by cursor exactly as by page number, and refuses both at once', async () => {
    const designId = await seedDesign(t.app.db, t.users.owner.id)
    const created = await t.app.db
      .insertInto('shops')
      .values(Array.from({ length: 9 }, (_, i) => ({ user_id: t.users.owner.id, name: `Directory shop ${i}` })))
      .returning('id')
      .execute()
    await t.app.db
      .insertInto('shop_designs')
      .values(created.map((s) => ({ shop_id: s.id, design_id: designId, is_published: true })))
      .execute()

    const whole = await getJson(t.anonymous, '/api/public-shops')
    expect(whole).toMatchObject({ success: true, page: 1, hasMore: false, nextCursor: null })
    const all = idsOfShops(whole)
    expect(all.length).toBeGreaterThanOrEqual(9)
    expectPages(await pageThrough(t.anonymous, '/api/public-shops', idsOfShops, 4), all, 4)

    const pageTwo = await getJson(t.anonymous, '/api/public-shops?page=2&limit=4')
    expect(pageTwo).toMatchObject({ page: 2, hasMore: true })
    const first = await getJson(t.anonymous, '/api/public-shops?limit=4')
    const byCursor = await getJson(t.anonymous, `/api/public-shops?limit=4&cursor=${first.nextCursor}`)
    expect(idsOfShops(byCursor)).toEqual(idsOfShops(pageTwo))
    expect(byCursor).toMatchObject({ hasMore: true, nextCursor: expect.any(String) })
    expect(byCursor).not.toHaveProperty('page')

    await expectRefused(t.anonymous, `/api/public-shops?page=2&cursor=${first.nextCursor}`, /either page or cursor/)
    for (const bad of tamper(first.nextCursor!)) {
      await expectRefused(t.anonymous, `/api/public-shops?cursor=${encodeURIComponent(bad)}`, /cursor is not valid/)
    }
    // Another list's cursor is refused here too.
    const { nextCursor: shopsCursor } = await getJson(t.users.owner.client, '/api/shops?limit=1')
    await expectRefused(t.anonymous, `/api/public-shops?cursor=${shopsCursor}`, /cursor is not valid/)
    await expectRefused(t.anonymous, '/api/public-shops?limit=121', /limit must be a whole number from 1 to 120/)
  })
})

describe('GET /api/popular-designs', () => {
  it('is a fixed top six, not paged: nextCursor is always null', async () => {
    for (let i = 0; i < 8; i++) await seedDesign(t.app.db, t.users.owner.id)
    const body = await getJson(t.anonymous, '/api/popular-designs')
    expect((body.designs as unknown[]).length).toBeLessThanOrEqual(6)
    expect(body.nextCursor).toBeNull()
  })
})
