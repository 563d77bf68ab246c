// Pure facts about designs, shared by server and browser.

/** The ten styles of SPEC section 9, in the order the picker shows them. */
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
export const DESIGN_TYPE_LABELS: Record<DesignType, string> = {
  image: 'Image Design',
  text: 'Text-Only Design',
}

/** The only print size and placement the store offers (SPEC section 7). */
export const PRINT_SIZE = 'Medium'
export const PRINT_POSITION = 'Center'

/** SPEC section 9: uploads up to 15MB, JPEG, PNG or WebP. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number]

export const MAX_PROMPT_LENGTH = 1000

/** A short name for a design, from its prompt. */
export function designNameFromPrompt(prompt: string, max = 60) {
  const clean = prompt.replace(/\s+/g, ' ').trim()
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean || 'Untitled Design'
}
