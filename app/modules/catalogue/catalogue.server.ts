import { sql } from 'kysely'
import fixture from '#db/fixtures/catalogue.json' with { type: 'json' }
import { BLUEPRINT_ID, PRINT_PROVIDER_ID } from './catalogue.ts'
import type { DB } from '~/lib/db.server.ts'
import { expireCacheVersionLeases, leasedCacheVersion } from '~/platform/cache/cache-version.server.ts'

export const SHIRT_PRODUCT_ID = fixture.product.id

export interface CatalogueData {
  product: typeof fixture.product
  colors: { name: string; hex: string }[]
  variants: { id: number; color: string; size: string; priceCents?: number; isEnabled?: boolean }[]
}

/**
 * The bundled catalogue, written once: only when the database has no shirt product yet. Runs in the
 * migration step (every start and `npm run db:migrate`), so it never overwrites what a Printify sync
 * wrote, whichever instance starts next and whether or not its own sync works. Returns whether it seeded.
 */
export async function seedCatalogueOnce(db: DB, data: CatalogueData = fixture): Promise<boolean> {
  const existing = await db.selectFrom('products').select('id').where('id', '=', data.product.id).executeTakeFirst()
  if (existing) return false
  await seedCatalogue(db, data)
  return true
}

/**
 * Writes the catalogue (idempotently: re-running changes nothing). Used by a Printify sync when a
 * token is configured, and (through seedCatalogueOnce) with the bundled fixture on a new database.
 */
export async function seedCatalogue(db: DB, data: CatalogueData = fixture) {
  const p = data.product
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('products')
      .values({
        id: p.id,
        title: p.title,
        description: p.description,
        blueprint_id: p.blueprintId,
        print_provider_id: p.printProviderId,
        price_cents: p.priceCents,
        default_color: p.defaultColor,
        default_size: p.defaultSize,
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          description: eb.ref('excluded.description'),
          blueprint_id: eb.ref('excluded.blueprint_id'),
          print_provider_id: eb.ref('excluded.print_provider_id'),
          price_cents: eb.ref('excluded.price_cents'),
          default_color: eb.ref('excluded.default_color'),
          default_size: eb.ref('excluded.default_size'),
        })),
      )
      .execute()
    await trx
      .insertInto('product_colors')
      .values(data.colors.map((c, position) => ({ product_id: p.id, name: c.name, hex: c.hex, position })))
      .onConflict((oc) =>
        oc.columns(['product_id', 'name']).doUpdateSet((eb) => ({
          hex: eb.ref('excluded.hex'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute()
    await trx
      .insertInto('product_variants')
      .values(
        data.variants.map((v) => ({
          id: v.id,
          product_id: p.id,
          color: v.color,
          size: v.size,
          price_cents: v.priceCents ?? p.priceCents,
          is_enabled: v.isEnabled ?? true,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          color: eb.ref('excluded.color'),
          size: eb.ref('excluded.size'),
          price_cents: eb.ref('excluded.price_cents'),
          is_enabled: eb.ref('excluded.is_enabled'),
        })),
      )
      .execute()
  })
  forgetCatalogue(db)
}

export async function getShirtProduct(db: DB, productId = SHIRT_PRODUCT_ID) {
  return db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst()
}

/** The shirt's price in cents, from the catalogue. */
export async function getShirtPriceCents(db: DB, productId = SHIRT_PRODUCT_ID): Promise<number> {
  if (productId === SHIRT_PRODUCT_ID) {
    const { priceCents } = await shirtCatalogue(db)
    if (priceCents !== null) return priceCents
  }
  return readPriceCents(db, productId)
}

async function readPriceCents(db: DB, productId: number) {
  const row = await db.selectFrom('products').select('price_cents').where('id', '=', productId).executeTakeFirstOrThrow()
  return row.price_cents
}

export async function listColors(db: DB, productId = SHIRT_PRODUCT_ID) {
  if (productId === SHIRT_PRODUCT_ID) return [...(await shirtCatalogue(db)).colors]
  return readColors(db, productId)
}

function readColors(db: DB, productId: number) {
  return db.selectFrom('product_colors').select(['name', 'hex']).where('product_id', '=', productId).orderBy('position').execute()
}

export async function isCatalogueColor(db: DB, color: string, productId = SHIRT_PRODUCT_ID) {
  const row = await db
    .selectFrom('product_colors')
    .select('name')
    .where('product_id', '=', productId)
    .where(sql<string>`lower(name)`, '=', color.toLowerCase())
    .executeTakeFirst()
  return row?.name ?? null
}

/** One enabled variant per colour, for the colour picker (the API's sampleVariants). */
export async function listSampleVariants(db: DB, blueprintId: number, providerId: number) {
  if (blueprintId === BLUEPRINT_ID && providerId === PRINT_PROVIDER_ID) {
    return [...(await shirtCatalogue(db)).samples]
  }
  return readSampleVariants(db, blueprintId, providerId)
}

async function readSampleVariants(db: DB, blueprintId: number, providerId: number) {
  const rows = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('product_colors as c', (j) => j.onRef('c.product_id', '=', 'p.id').onRef('c.name', '=', 'v.color'))
    .select(['v.color', sql<number>`min(v.id)`.as('variantId'), 'c.hex', 'c.position'])
    .where('p.blueprint_id', '=', blueprintId)
    .where('p.print_provider_id', '=', providerId)
    .where('v.is_enabled', '=', true)
    .groupBy(['v.color', 'c.hex', 'c.position'])
    .orderBy('c.position')
    .execute()
  return rows.map((r) => ({ variantId: Number(r.variantId), color: r.color, hex: r.hex }))
}

export async function listVariants(db: DB, productId = SHIRT_PRODUCT_ID) {
  if (productId === SHIRT_PRODUCT_ID) return [...(await shirtCatalogue(db)).variants]
  return readVariants(db, productId)
}

function readVariants(db: DB, productId: number) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'color', 'size', 'price_cents', 'is_enabled'])
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute()
}

/** The variant for a colour and size; the lowest id wins when a provider lists duplicates. */
export async function findVariant(db: DB, color: string, size: string, productId = SHIRT_PRODUCT_ID) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'color', 'size', 'price_cents', 'is_enabled'])
    .where('product_id', '=', productId)
    .where(sql<string>`lower(color)`, '=', color.toLowerCase())
    .where('size', '=', size)
    .where('is_enabled', '=', true)
    .orderBy('id')
    .executeTakeFirst()
}

export async function findVariantById(db: DB, variantId: number) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'color', 'size', 'price_cents', 'is_enabled'])
    .where('id', '=', variantId)
    .executeTakeFirst()
}

/** Default variants for carts: an own design goes in as variant 17603, a community design as 17645 (white L). */
export const CART_VARIANTS = fixture.cartVariants

/**
 * The shirt's catalogue rows as the store shows them (price, colours, variants, one sample variant
 * per colour), read once per catalogue version stamp rather than per page: they change only when the
 * catalogue is seeded or synced. The stamp changes on every write to the catalogue's tables from any
 * instance (migration 0093); this process's own writes drop the rows at once (`forgetCatalogue`).
 */
interface ShirtCatalogue {
  /** null when the database has no shirt product (the price is then asked for, and fails, as before). */
  priceCents: number | null
  colors: readonly { name: string; hex: string }[]
  variants: readonly { id: number; color: string; size: string; price_cents: number; is_enabled: boolean }[]
  samples: readonly { variantId: number; color: string; hex: string }[]
}

const held = new WeakMap<DB, { version: string; rows: Promise<ShirtCatalogue> }>()

async function shirtCatalogue(db: DB): Promise<ShirtCatalogue> {
  const version = await leasedCacheVersion(db, 'catalogue')
  const current = held.get(db)
  if (current?.version === version) return current.rows
  const entry = { version, rows: readShirtCatalogue(db) }
  held.set(db, entry)
  // A failed read is not kept: the next call reads again.
  entry.rows.catch(() => {
    if (held.get(db) === entry) held.delete(db)
  })
  return entry.rows
}

async function readShirtCatalogue(db: DB): Promise<ShirtCatalogue> {
  const [price, colors, variants, samples] = await Promise.all([
    db.selectFrom('products').select('price_cents').where('id', '=', SHIRT_PRODUCT_ID).executeTakeFirst(),
    readColors(db, SHIRT_PRODUCT_ID),
    readVariants(db, SHIRT_PRODUCT_ID),
    readSampleVariants(db, BLUEPRINT_ID, PRINT_PROVIDER_ID),
  ])
  return {
    priceCents: price?.price_cents ?? null,
    colors: colors.map((c) => Object.freeze(c)),
    variants: variants.map((v) => Object.freeze(v)),
    samples: samples.map((s) => Object.freeze(s)),
  }
}

/** Drops the rows held for `db` and its leased stamps: this process has just written the catalogue. */
export function forgetCatalogue(db: DB) {
  held.delete(db)
  expireCacheVersionLeases(db)
}
