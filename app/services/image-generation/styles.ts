// The generator's vocabulary: the ten styles (in the order the picker shows them) and the two design types.
// The design module re-exports them: they are the store's words as much as the generator's.

export const STYLES = [
  'Ghibli-inspired',
  'Hyper-realistic',
  'Studio Lighting',
  'Minimalist',
  'Isometric',
  'Flat Design',
  'Watercolor',
  'Cyberpunk',
  'Paper Cut-Out',
  'Line Art',
] as const
export type Style = (typeof STYLES)[number]
export const DEFAULT_STYLE: Style = 'Ghibli-inspired'

export const DESIGN_TYPES = ['image', 'text'] as const
export type DesignType = (typeof DESIGN_TYPES)[number]

/**
 * How an upload meets the restyle: 'whole' keeps all of the picture (fitted inside the square the
 * styles draw in, clear margins around it), 'square' crops it to its most interesting square.
 */
export const UPLOAD_FITS = ['whole', 'square'] as const
export type UploadFit = (typeof UPLOAD_FITS)[number]
export const DEFAULT_UPLOAD_FIT: UploadFit = 'whole'
/** The side of the square the offline styles redraw an upload in, in pixels. */
export const RESTYLE_EDGE = 1024
