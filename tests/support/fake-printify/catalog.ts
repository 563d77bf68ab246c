import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import sharp from 'sharp'
import { sendJson, type CatalogVariant, type FakeShippingProfile, type PrintifyState } from './state.ts'

// Printify's catalogue and images: image uploads (inline base64 or a public https URL to fetch), the
// variants of blueprint 6 at print provider 61, shop products with their mockups, and the image CDN
// that serves those mockups without a token.

export type CatalogRoute = 'upload' | 'catalog' | 'getProduct' | 'shippingV1' | 'shippingV2'

/** Printify's handling time for the tee at provider 61, in days. */
const HANDLING_DAYS = 3

/** The standard shipping the catalogue answers until a test sets other profiles. */
export const DEFAULT_SHIPPING: FakeShippingProfile[] = [
  { countries: ['US'], firstItem: 475, additionalItems: 240 },
  { countries: ['CA'], firstItem: 939, additionalItems: 459 },
  { countries: ['GB', 'DE', 'FR', 'NL', 'IE'], firstItem: 1000, additionalItems: 500 },
  { countries: ['AU', 'NZ'], firstItem: 1200, additionalItems: 600 },
  // A country the store's own table does not name: charged at Printify's rate.
  { countries: ['MX'], firstItem: 1100, additionalItems: 550 },
]

/**
 * v1 `GET /v1/catalog/blueprints/{id}/print_providers/{id}/shipping.json`: the handling time and the
 * profiles (variant ids, first and additional item `{cost, currency}` in cents, countries).
 */
function shippingV1(state: PrintifyState) {
  return {
    handling_time: { value: HANDLING_DAYS, unit: 'day' },
    profiles: state.shipping.map((p) => ({
      variant_ids: p.variantIds ?? state.catalog.map((v) => v.id),
      first_item: { cost: p.firstItem, currency: 'USD' },
      additional_items: { cost: p.additionalItems, currency: 'USD' },
      countries: p.countries,
    })),
  }
}

/**
 * v2 `GET /v2/catalog/blueprints/{id}/print_providers/{id}/shipping/standard.json` (JSON:API): one
 * entry per variant and country, `attributes` with the country code, variant id, handling time
 * `{from, to}` and `shippingCost` of `{amount, currency}` in cents.
 */
function shippingV2(state: PrintifyState) {
  const data = state.shipping.flatMap((p) =>
    (p.variantIds ?? state.catalog.map((v) => v.id)).flatMap((variantId) =>
      p.countries.map((country) => ({
        type: `variant_shipping_standard_${country.toLowerCase()}`,
        id: String(variantId),
        attributes: {
          shippingType: 'standard',
          country: { code: country },
          variantId,
          shippingPlanId: '65a7c0825b50fcd56a018e02',
          handlingTime: { from: HANDLING_DAYS, to: HANDLING_DAYS + 2 },
          shippingCost: {
            firstItem: { amount: p.firstItem, currency: 'USD' },
            additionalItems: { amount: p.additionalItems, currency: 'USD' },
          },
        },
      })),
    ),
  )
  return { data }
}

/** The variants the catalogue lists until a test sets others. */
export const DEFAULT_CATALOG: CatalogVariant[] = [
  { id: 12100, title: 'White / S', options: { color: 'White', size: 'S' } },
  { id: 12101, title: 'White / M', options: { color: 'White', size: 'M' } },
  { id: 12102, title: 'White / L', options: { color: 'White', size: 'L' } },
  { id: 12190, title: 'Navy / L', options: { color: 'Navy', size: 'L' } },
  { id: 12191, title: 'Navy / XL', options: { color: 'Navy', size: 'XL' } },
  { id: 12199, title: 'Navy / 5XL', options: { color: 'Navy', size: '5XL' } },
]

/** Printify's image CDN: public, no token. Each mockup is a plain picture of its one colour. */
export async function sendMockup(state: PrintifyState, res: ServerResponse, file: string) {
  const mockup = [...state.products.values()].flat().find((m) => m.file === file)
  if (!mockup) return sendJson(res, 404, { error: 'Not found' })
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: mockup.color } })
    .png()
    .toBuffer()
  res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length })
  return res.end(png)
}

/** Answers one catalogue request; `origin` is this fake's address, where its CDN is. */
export function answerCatalog(
  state: PrintifyState,
  route: CatalogRoute,
  res: ServerResponse,
  path: string,
  body: string,
  origin: string,
) {
  switch (route) {
    case 'getProduct': {
      const id = decodeURIComponent(path.slice(`/v1/shops/${state.shopId}/products/`.length).replace(/\.json$/, ''))
      const mockups = state.products.get(id)
      if (!mockups) return sendJson(res, 404, { error: 'Product not found' })
      return sendJson(res, 200, {
        id,
        images: mockups.map((m) => ({
          src: `${origin}/cdn/${m.file}.png`,
          variant_ids: m.variant_ids,
          position: m.position,
          is_default: m.is_default,
        })),
      })
    }
    case 'upload': {
      const input = JSON.parse(body) as { file_name?: string; contents?: string; url?: string }
      if (!input.file_name || (!input.contents && !input.url))
        return sendJson(res, 400, { error: 'file_name and contents or url are required' })
      const id = randomBytes(12).toString('hex')
      let size = 0
      if (input.url) {
        if (!/^https:\/\//.test(input.url)) return sendJson(res, 400, { error: 'url must be a public https address' })
        state.uploads.set(id, { file_name: input.file_name, url: input.url })
      } else {
        const bytes = Buffer.from(input.contents ?? '', 'base64')
        if (bytes.length === 0) return sendJson(res, 400, { error: 'contents is empty' })
        size = bytes.length
        state.uploads.set(id, { file_name: input.file_name, bytes: size })
      }
      return sendJson(res, 200, {
        id,
        file_name: input.file_name,
        height: 1024,
        width: 1024,
        size,
        mime_type: 'image/png',
        preview_url: `https://images.printify.example/${id}`,
        upload_time: new Date().toISOString(),
      })
    }
    case 'catalog':
      return sendJson(res, 200, { id: 61, title: 'Dimona Tee', variants: state.catalog })
    case 'shippingV1':
      return sendJson(res, 200, shippingV1(state))
    case 'shippingV2':
      return sendJson(res, 200, shippingV2(state))
  }
}
