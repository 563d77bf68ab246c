import fixture from '#db/fixtures/catalogue.json' with { type: 'json' }
import { logger } from '~/lib/logger.server.ts'
import type { PrintifyCatalogVariant, PrintifyClient } from '~/services/fulfilment/printify-client.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { BLUEPRINT_ID, FALLBACK_SIZES, PRINT_PROVIDER_ID, swatchHex } from './catalogue.ts'
import { forgetCatalogue, seedCatalogue, type CatalogueData } from './catalogue.server.ts'

/** Sizes the store sells, in display order; Printify also lists larger sizes at other prices. */
const SOLD_SIZES: readonly string[] = FALLBACK_SIZES

/**
 * Printify's variants of blueprint 6 / provider 61 as the store's catalogue: colours in Printify's
 * order (the fixture's default colour first), sizes the store sells, the store's own shirt price.
 */
export function catalogueFromPrintifyVariants(variants: PrintifyCatalogVariant[]): CatalogueData {
  const sold = variants.filter(
    (v) => Number.isInteger(v.id) && v.options.color?.trim() && SOLD_SIZES.includes(v.options.size?.trim() ?? ''),
  )
  const colorNames = [...new Set(sold.map((v) => v.options.color!.trim()))]
  const defaultColor = colorNames.find((name) => name.toLowerCase() === fixture.product.defaultColor.toLowerCase())
  const ordered = defaultColor ? [defaultColor, ...colorNames.filter((n) => n !== defaultColor)] : colorNames
  return {
    product: { ...fixture.product, blueprintId: BLUEPRINT_ID, printProviderId: PRINT_PROVIDER_ID },
    colors: ordered.map((name) => ({ name, hex: swatchHex(name) })),
    variants: sold.map((v) => ({ id: v.id, color: v.options.color!.trim(), size: v.options.size!.trim(), isEnabled: true })),
  }
}

export type CatalogueSyncResult = { source: 'printify'; colors: number; variants: number } | { source: 'fixture'; reason: string }

/**
 * Replaces the catalogue with Printify's when a client is configured. On any failure (timeout,
 * error, an empty listing) the catalogue stays as it is (the last sync, or the fixture seeded into a
 * new database) and the reason is logged: a failed sync never brings back offline-only variants.
 */
export async function syncCatalogueFromPrintify(db: DB, client: PrintifyClient): Promise<CatalogueSyncResult> {
  let data: CatalogueData
  try {
    data = catalogueFromPrintifyVariants(await client.listCatalogVariants(BLUEPRINT_ID, PRINT_PROVIDER_ID))
    if (data.variants.length === 0) throw new Error('Printify listed no variants the store sells')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    logger.warn({ err: reason }, 'Printify catalogue sync failed; keeping the catalogue as it is')
    return { source: 'fixture', reason }
  }
  await seedCatalogue(db, data)
  // Variants and colours Printify no longer lists (such as the fixture's offline-only ids) stop
  // being offered; variant rows stay so past carts and orders still resolve.
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('product_variants')
      .set({ is_enabled: false })
      .where('product_id', '=', data.product.id)
      .where(
        'id',
        'not in',
        data.variants.map((v) => v.id),
      )
      .execute()
    await trx
      .deleteFrom('product_colors')
      .where('product_id', '=', data.product.id)
      .where(
        'name',
        'not in',
        data.colors.map((c) => c.name),
      )
      .execute()
  })
  forgetCatalogue(db)
  logger.info({ colors: data.colors.length, variants: data.variants.length }, 'catalogue synced from Printify')
  return { source: 'printify', colors: data.colors.length, variants: data.variants.length }
}
