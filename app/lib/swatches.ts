// Swatch colours of the shirt colour names, shared by the catalogue, the mockup and the image generator.

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
