import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/database.ts'
import { findVariant, getShirtPriceCents, listColors, listSampleVariants, seedCatalogue } from './catalogue.server.ts'

describe('catalogue', () => {
  it('is seeded idempotently with the fixture ids and price', async () => {
    const { db, cleanup } = await createTestDatabase()
    try {
      await seedCatalogue(db)
      await seedCatalogue(db)
      expect(await getShirtPriceCents(db)).toBe(2499)
      const variants = await db.selectFrom('product_variants').select('id').execute()
      expect(new Set(variants.map((v) => v.id)).size).toBe(variants.length)
      expect(variants.map((v) => v.id)).toEqual(expect.arrayContaining([17603, 17643, 17644, 17645, 17646, 17647]))
      expect((await findVariant(db, 'white', 'S'))?.id).toBe(17643)
      expect((await findVariant(db, 'White', '2XL'))?.id).toBe(17647)
      expect(await findVariant(db, 'White', '5XL')).toBeUndefined()
    } finally {
      await cleanup()
    }
  })

  it('lists colours with swatches and one sample variant per colour', async () => {
    const { db, cleanup } = await createTestDatabase()
    try {
      const colors = await listColors(db)
      expect(colors[0]).toEqual({ name: 'Navy', hex: '#1f2a44' })
      const samples = await listSampleVariants(db, 6, 61)
      expect(samples.map((s) => s.color)).toEqual(colors.map((c) => c.name))
      expect(await listSampleVariants(db, 5, 61)).toEqual([])
    } finally {
      await cleanup()
    }
  })
})
