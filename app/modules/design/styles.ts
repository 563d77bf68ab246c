// Pure facts about designs, shared by server and browser.

import type { DesignType } from '~/services/image-generation/styles.ts'

export { DEFAULT_STYLE, DESIGN_TYPES, STYLES, type DesignType, type Style } from '~/services/image-generation/styles.ts'

export const DESIGN_TYPE_LABELS: Record<DesignType, string> = {
  image: 'Image Design',
  text: 'Text-Only Design',
}

/** The only print the store offers: a Medium print, centred on the front. */
export const PRINT_SIZE = 'Medium'
export const PRINT_POSITION = 'Center'

/** Uploads are JPEG, PNG or WebP, up to 15MB. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number]

export const MAX_PROMPT_LENGTH = 1000

/** A short name for a design, from its prompt. */
export function designNameFromPrompt(prompt: string, max = 60) {
  const clean = prompt.replace(/\s+/g, ' ').trim()
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean || 'Untitled Design'
}
