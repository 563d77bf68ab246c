import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/database.ts'
import { startFakePrintify, type FakePrintify } from '../../../tests/support/fake-printify.ts'
import { PrintifyClient } from '~/services/fulfilment/printify-client.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { listColors, listSampleVariants, listVariants, seedCatalogueOnce } from './catalogue.server.ts'
import { catalogueFromPrintifyVariants, syncCatalogueFromPrintify } from './printify-sync.server.ts'

let printify: FakePrintify
let database: Awaited<ReturnType<typeof createTestDatabase>>
let db: DB
const client = () => new PrintifyClient({ baseUrl: printify.url, token: printify.token, shopId: printify.shopId })

beforeAll(async () => {
  printify = await startFakePrintify()
  database = await createTestDatabase()
  db = database.db
})
afterAll(async () => {
  await database?.cleanup()
  await printify?.stop()
})

describe('catalogueFromPrintifyVariants', () => {
  it('keeps the sizes the store sells, puts Navy first and prices at the store price', () => {
    const data = catalogueFromPrintifyVariants([
      { id: 1, title: 'White / S', options: { color: 'White', size: 'S' } },
      { id: 2, title: 'Navy / L', options: { color: 'Navy', size: 'L' } },
      { id: 3, title: 'Navy / 5XL', options: { color: 'Navy', size: '5XL' } },
      { id: 4, title: 'Odd', options: {} },
    ])
    expect(data.colors).toEqual([
      { name: 'Navy', hex: '#1f2a44' },
      { name: 'White', hex: '#ffffff' },
    ])
    expect(data.variants).toEqual([
      { id: 1, color: 'White', size: 'S', isEnabled: true },
      { id: 2, color: 'Navy', size: 'L', isEnabled: true },
    ])
    expect(data.product).toMatchObject({ blueprintId: 6, printProviderId: 61, priceCents: 2499 })
  })
})

describe('syncCatalogueFromPrintify', () => {
  it('falls back to the bundled catalogue when Printify fails', async () => {
    printify.failNext('catalog', 1, 502)
    const result = await syncCatalogueFromPrintify(db, client())
    expect(result).toMatchObject({ source: 'fixture' })
    expect(result.source === 'fixture' && result.reason).toContain('502')
    const enabled = (await listVariants(db)).filter((v) => v.is_enabled).map((v) => v.id)
    expect(enabled).toContain(17645)
  })

  it('replaces the catalogue with the variants Printify lists for blueprint 6 / provider 61', async () => {
    const result = await syncCatalogueFromPrintify(db, client())
    expect(result).toEqual({ source: 'printify', colors: 2, variants: 5 })
    expect(printify.requests).toContain('GET /v1/catalog/blueprints/6/print_providers/61/variants.json')
    expect((await listColors(db)).map((c) => c.name)).toEqual(['Navy', 'White'])
    const variants = await listVariants(db)
    const enabled = variants.filter((v) => v.is_enabled)
    expect(enabled.map((v) => v.id)).toEqual([12100, 12101, 12102, 12190, 12191])
    expect(enabled.every((v) => v.price_cents === 2499)).toBe(true)
    // The fixture's ids stay as rows (old carts still resolve) but are no longer offered.
    expect(variants.find((v) => v.id === 17645)?.is_enabled).toBe(false)
    expect(await listSampleVariants(db, 6, 61)).toEqual([
      { variantId: 12190, color: 'Navy', hex: '#1f2a44' },
      { variantId: 12100, color: 'White', hex: '#ffffff' },
    ])
  })

  it('keeps the last synced catalogue when a later sync fails or lists nothing the store sells', async () => {
    printify.setCatalogVariants([{ id: 99, title: 'Navy / 5XL', options: { color: 'Navy', size: '5XL' } }])
    const result = await syncCatalogueFromPrintify(db, client())
    expect(result).toMatchObject({ source: 'fixture', reason: 'Printify listed no variants the store sells' })
    printify.failNext('catalog', 1, 502)
    expect(await syncCatalogueFromPrintify(db, client())).toMatchObject({ source: 'fixture' })
    // The offline-only fixture ids stay disabled: a failed sync on one instance re-enables nothing.
    const enabled = (await listVariants(db)).filter((v) => v.is_enabled).map((v) => v.id)
    expect(enabled).toEqual([12100, 12101, 12102, 12190, 12191])
    expect((await listColors(db)).map((c) => c.name)).toEqual(['Navy', 'White'])
  })

  it('seeds the bundled catalogue only into a database that has none (seedCatalogueOnce)', async () => {
    expect(await seedCatalogueOnce(db)).toBe(false)
    expect((await listVariants(db)).find((v) => v.id === 17645)?.is_enabled).toBe(false)
  })
})
