// Pure facts about designs, shared by server and browser.

import { type DesignType } from '~/services/image-generation/styles.ts'

export {
  DEFAULT_STYLE,
  DEFAULT_UPLOAD_FIT,
  DESIGN_TYPES,
  STYLES,
  type DesignType,
  type Style,
  type UploadFit,
} from '~/services/image-generation/styles.ts'

export const DESIGN_TYPE_LABELS: Record<DesignType, string> = {
  image: 'Image Design',
  text: 'Text-Only Design',
}

/** The only print the store offers: a Medium print, centred on the front. */
export const PRINT_SIZE = 'Medium'
export const PRINT_POSITION = 'Center'

/**
 * The longest edge an upload is stored at. The largest print area is 15 × 19 in; 3000 px on the
 * longer side fills it at 150 DPI or more (a 3:2 photo prints 15 × 10 in at 200 DPI), and the print
 * file is enlarged from there to 300 DPI. Larger photos are scaled down, smaller ones kept as they are.
 */
export const UPLOAD_MAX_EDGE = 3000

/** Uploads are JPEG, PNG or WebP, up to 15MB. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number]

export const MAX_PROMPT_LENGTH = 1000

/** Longest title a design may have (the owner's own, or the one made from its prompt). */
export const MAX_TITLE_LENGTH = 60

/**
 * What a product says about a design beyond its title: its style and shirt, and the idea it was
 * drawn from (cut at 200 characters), rather than the prompt alone again.
 */
export function designDescription({ style, color, prompt }: { style: string; color: string; prompt: string | null }) {
  const idea = (prompt ?? '').replace(/\s+/g, ' ').trim()
  const shirt = `A ${style} design, printed on demand on a ${color} 100% cotton tee.`
  if (!idea) return shirt
  const quoted = idea.length > 200 ? `${idea.slice(0, 199).trimEnd()}…` : idea
  return `${shirt} Drawn with AI from the idea “${quoted}”.`
}
