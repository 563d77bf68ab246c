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
