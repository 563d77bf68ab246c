// Pure catalogue facts shared by server and browser.

/** Sizes offered on the product page, in order. */
export const SIZES = ['S', 'M', 'L', 'XL', '2XL'] as const
/** Sizes offered when variants cannot be loaded. */
export const FALLBACK_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'] as const
export const FALLBACK_VARIANT_IDS: Record<string, number> = { S: 17643, M: 17644, L: 17645, XL: 17646, '2XL': 17647 }
export const DEFAULT_SIZE = 'L'
export const DEFAULT_COLOR = 'Navy'
export const BLUEPRINT_ID = 6
export const PRINT_PROVIDER_ID = 61

export { swatchHex } from '~/lib/swatches.ts'

// Built once: constructing a NumberFormat costs far more than formatting with one.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function formatCents(cents: number): string {
  return usd.format(cents / 100)
}
