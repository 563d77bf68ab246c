import { isRowId } from '~/lib/row-id.ts'
import { DEFAULT_COLOR, DEFAULT_SIZE, FALLBACK_VARIANT_IDS, SIZES } from '~/modules/catalogue/index.ts'

// Pure rules of the product page, shared by the server and the browser (no zod here: the product
// page's scripts stay free of it; the request schemas are in product-schema.ts).

export type ProductRef = { kind: 'local'; designId: number } | { kind: 'provider'; productId: string }

/** A numeric local design id, or a 24-hex-character print-provider product id; null otherwise. */
export function parseProductId(raw: string | undefined): ProductRef | null {
  if (!raw) return null
  if (/^\d{1,10}$/.test(raw)) {
    const id = Number(raw)
    return isRowId(id) ? { kind: 'local', designId: id } : null
  }
  if (/^[0-9a-f]{24}$/i.test(raw)) return { kind: 'provider', productId: raw.toLowerCase() }
  return null
}

export const PRINT_PROVIDER_SOURCE = 'printify'

/**
 * Where "View Details" goes for a design: its provider product page when the design came from the
 * print provider, otherwise its own page.
 */
export function productPathFor(design: { id: number; externalId: string | null; externalSource: string | null }) {
  if (design.externalId && design.externalSource?.toLowerCase() === PRINT_PROVIDER_SOURCE) {
    return `/products/${design.externalId}`
  }
  return `/products/${design.id}`
}

export interface Variant {
  id: number
  color: string
  size: string
  /** cents */
  price: number
  isEnabled: boolean
}

export function groupVariantsByColor(variants: Variant[]): Record<string, Variant[]> {
  const byColor: Record<string, Variant[]> = {}
  for (const v of variants) (byColor[v.color] ??= []).push(v)
  return byColor
}

/** The sizes the product page offers, in the spec's order, restricted to those the catalogue has. */
export function offeredSizes(variants: Variant[]): string[] {
  const present = new Set(variants.filter((v) => v.isEnabled).map((v) => v.size))
  const sizes = SIZES.filter((s) => present.has(s))
  return sizes.length ? sizes : [...SIZES]
}

export const VARIANT_NOT_AVAILABLE = {
  title: 'Variant Not Available',
  description: 'Sorry, the selected size and color combination is not available',
} as const

export interface Selection {
  color: string
  size: string
  variantId: number | null
  /** False when a local product has no variant for this colour and size. */
  available: boolean
}

/**
 * Resolves the shopper's choice: an unknown colour falls back to the design's colour (else Navy,
 * else the first), an unknown size to L. Local products need a catalogue variant for the pair;
 * provider products skip that check (the provider knows its own variants).
 */
export function resolveSelection(input: {
  kind: ProductRef['kind']
  colors: string[]
  sizes: string[]
  variants: Variant[]
  requestedColor?: string
  requestedSize?: string
  designColor?: string | null
}): Selection {
  const findColor = (name: string | null | undefined) =>
    name ? input.colors.find((c) => c.toLowerCase() === name.toLowerCase()) : undefined
  const color =
    findColor(input.requestedColor) ??
    findColor(input.designColor) ??
    findColor(DEFAULT_COLOR) ??
    input.colors[0] ??
    DEFAULT_COLOR
  const size = input.sizes.find((s) => s === input.requestedSize?.toUpperCase()) ?? DEFAULT_SIZE
  if (input.kind === 'provider') {
    return { color, size, variantId: FALLBACK_VARIANT_IDS[size] ?? null, available: true }
  }
  const variant = input.variants
    .filter((v) => v.isEnabled && v.size === size && v.color.toLowerCase() === color.toLowerCase())
    .sort((a, b) => a.id - b.id)[0]
  return { color, size, variantId: variant?.id ?? null, available: Boolean(variant) }
}

/** Whether a share should use the native share sheet: only at widths of 768 px or less (phones). */
export function prefersNativeShare(windowWidth: number, canShare: boolean) {
  return canShare && windowWidth <= 768
}
