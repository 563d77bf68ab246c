import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheVersion, setCacheVersionLease } from '~/platform/cache/cache-version.server.ts'
import {
  forgetCatalogue,
  getShirtPriceCents,
  listColors,
  listSampleVariants,
  listVariants,
  seedCatalogue,
} from '~/modules/catalogue/index.server.ts'
import { listPopularDesigns } from '../../app/modules/community/community.server.ts'
import { createTestDatabase, type TestKysely } from '../support/database.ts'
import { seedDesign } from '../support/fake-printify.ts'

// In-process caches stay right when another instance writes: the database stamps every write to the
// tables behind a cache, and a cache keyed on the stamp sees it. "Another instance" here is a plain
// SQL write that never calls this process's invalidation.

let db: TestKysely
let cleanup: () => Promise<void>
beforeAll(async () => {
  ;({ db, cleanup } = await createTestDatabase())
})
afterAll(async () => {
  await cleanup?.()
})

describe('cache version stamps', () => {
  it('change on every write to a cache’s tables, and only then', async () => {
    const community = await cacheVersion(db, 'community')
    const catalogue = await cacheVersion(db, 'catalogue')
    await db.selectFrom('designs').selectAll().execute()
    expect(await cacheVersion(db, 'community')).toBe(community)

    await seedDesign(db, 'designs/a.png')
    const afterInsert = await cacheVersion(db, 'community')
    expect(afterInsert).not.toBe(community)
    expect(await cacheVersion(db, 'catalogue')).toBe(catalogue)

    await db.updateTable('product_variants').set({ is_enabled: true }).where('id', '=', 17645).execute()
    expect(await cacheVersion(db, 'catalogue')).not.toBe(catalogue)
  })

  it('refresh the cached popular designs after another instance changes an upvote count', async () => {
    const id = await seedDesign(db, 'designs/popular.png')
    // Popular lists designs with at least one vote.
    await db.updateTable('designs').set({ upvote_count: 1 }).where('id', '=', id).execute()
    const before = await listPopularDesigns(db)
    expect(before.find((d) => d.id === id)?.upvoteCount).toBe(1)
    // Cached: a second read is served from memory.
    expect(await listPopularDesigns(db)).toBe(before)

    await db.updateTable('designs').set({ upvote_count: 7 }).where('id', '=', id).execute()
    const after = await listPopularDesigns(db)
    expect(after.find((d) => d.id === id)?.upvoteCount).toBe(7)
  })

  it('refresh the catalogue rows held in memory after another instance changes the catalogue', async () => {
    const variants = await listVariants(db)
    const price = await getShirtPriceCents(db)
    expect(await listVariants(db)).toEqual(variants)

    await db
      .updateTable('products')
      .set({ price_cents: price + 100 })
      .where('id', '=', 1)
      .execute()
    await db.updateTable('product_variants').set({ is_enabled: false }).where('id', '=', variants[0].id).execute()
    expect(await getShirtPriceCents(db)).toBe(price + 100)
    expect((await listVariants(db)).find((v) => v.id === variants[0].id)?.is_enabled).toBe(false)
    expect((await listSampleVariants(db, 6, 61)).map((s) => s.variantId)).not.toContain(variants[0].id)

    await db.updateTable('products').set({ price_cents: price }).where('id', '=', 1).execute()
    await db.updateTable('product_variants').set({ is_enabled: true }).where('id', '=', variants[0].id).execute()
    expect(await listVariants(db)).toEqual(variants)
  })

  it('with a lease, keep the catalogue rows until it ends, or until this process writes the catalogue', async () => {
    setCacheVersionLease(60_000)
    try {
      const colors = await listColors(db)
      await db.updateTable('product_colors').set({ hex: '#000001' }).where('name', '=', colors[0].name).execute()
      // Another instance's write: seen once the lease ends (the page cache's own lease, ADR 092).
      expect(await listColors(db)).toEqual(colors)
      // This process's own invalidation, and its own write of the catalogue: seen at once.
      forgetCatalogue(db)
      expect((await listColors(db))[0].hex).toBe('#000001')
      await seedCatalogue(db)
      expect(await listColors(db)).toEqual(colors)
    } finally {
      setCacheVersionLease(0)
    }
  })
})
