// Pure catalogue facts shared by server and browser.

/** Sizes offered on the product page, in order. */
export const SIZES = ['S', 'M', 'L', 'XL', '2XL'] as const
/** Used when variants cannot be loaded (SPEC section 8). */
export const FALLBACK_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'] as const
export const FALLBACK_VARIANT_IDS: Record<string, number> = { S: 17643, M: 17644, L: 17645, XL: 17646, '2XL': 17647 }
export const DEFAULT_SIZE = 'L'
export const DEFAULT_COLOR = 'Navy'
export const BLUEPRINT_ID = 6
export const PRINT_PROVIDER_ID = 61

const SWATCHES: Record<string, string> = {
  white: '#ffffff',
  black: '#111111',
  navy: '#1f2a44',
  'sport grey': '#9ea2a2',
  'heather grey': '#b5b5b5',
  grey: '#8a8a8a',
  red: '#c62828',
  royal: '#2b4bb0',
  'forest green': '#2e5e3a',
  maroon: '#5c1a2b',
  'light blue': '#a7c7e7',
  sand: '#d8c8a8',
}

/** Swatch colour for a colour name; unknown names get a neutral grey. */
export function swatchHex(color: string): string {
  return SWATCHES[color.trim().toLowerCase()] ?? '#9ca3af'
}

export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
}
