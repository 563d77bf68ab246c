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

/** Longest title a design may have (the owner's own, or the one made from its prompt). */
export const MAX_TITLE_LENGTH = 60

/**
 * A design's first title, from its prompt: one line, trimmed, first letter capitalised, at most
 * MAX_TITLE_LENGTH characters (cut at a word when one ends in the last third, then "…").
 */
export function designNameFromPrompt(prompt: string, max = MAX_TITLE_LENGTH) {
  const clean = prompt.replace(/\s+/g, ' ').trim()
  if (!clean) return 'Untitled Design'
  const capitalised = clean.charAt(0).toLocaleUpperCase('en-US') + clean.slice(1)
  if (capitalised.length <= max) return capitalised
  const cut = capitalised.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space >= (max * 2) / 3 ? cut.slice(0, space) : cut).trimEnd()}…`
}
