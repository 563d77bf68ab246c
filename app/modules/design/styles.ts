// Pure facts about designs, shared by server and browser.

import { STYLES, type DesignType } from '~/services/image-generation/styles.ts'

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

/** Style words a prompt often carries that say how, not what: a title leaves them out. */
const STYLE_PHRASES = [
  ...STYLES.map((style) => style.toLowerCase().replace(/-/g, '[- ]?')),
  'ghibli',
  'studio ghibli',
  'anime',
  'cartoon',
  'realistic',
  'photorealistic',
  'vector art',
  'vector',
  'pixel art',
  'retro',
  'vintage',
]
const STYLE_WORDS = `(?:${STYLE_PHRASES.join('|')})`
const STYLE_PATTERNS = [
  // "in the style of line art", "in watercolor style", ", minimalist style", "style: cyberpunk"
  new RegExp(`[,;]?\\s*\\bin\\s+the\\s+style\\s+of\\s+${STYLE_WORDS}\\s*$`, 'i'),
  new RegExp(`[,;]?\\s*\\b(?:in\\s+(?:an?\\s+|the\\s+)?)?${STYLE_WORDS}(?:\\s+(?:style|art|design|illustration))?\\s*$`, 'i'),
  new RegExp(`[,;]?\\s*\\bstyle\\s*[:=]\\s*${STYLE_WORDS}\\s*$`, 'i'),
  new RegExp(`^\\s*${STYLE_WORDS}(?:\\s+style)?\\s*[:,-]\\s*`, 'i'),
  // "ghibli style forest spirit"
  new RegExp(`^\\s*${STYLE_WORDS}\\s+style\\s+`, 'i'),
]

/**
 * A prompt as a title: markers and quotes the generator reads ("text:", "lettering:", surrounding
 * quotes) and trailing or leading style words ("… in watercolor style") taken out, one line. The
 * prompt itself is kept as written, for the picture; this is only its name.
 */
export function cleanPromptForTitle(prompt: string) {
  let text = prompt.replace(/\s+/g, ' ').trim()
  text = text.replace(/\b(?:text|lettering|words|slogan|caption)\s*[:=]\s*/gi, '')
  for (let i = 0; i < 3; i += 1) {
    const before = text
    for (const pattern of STYLE_PATTERNS) text = text.replace(pattern, '').trim()
    if (text === before) break
  }
  text = text.replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '').replace(/["“”«»]/g, '')
  text = text.replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, '').trim()
  return text
}

/**
 * A design's first title, from its prompt: cleaned (cleanPromptForTitle; the raw prompt when that
 * leaves nothing), first letter capitalised, at most MAX_TITLE_LENGTH characters (cut at a word when
 * one ends in the last third, then "…").
 */
export function designNameFromPrompt(prompt: string, max = MAX_TITLE_LENGTH) {
  const clean = cleanPromptForTitle(prompt) || prompt.replace(/\s+/g, ' ').trim()
  if (!clean) return 'Untitled Design'
  const capitalised = clean.charAt(0).toLocaleUpperCase('en-US') + clean.slice(1)
  if (capitalised.length <= max) return capitalised
  const cut = capitalised.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space >= (max * 2) / 3 ? cut.slice(0, space) : cut).trimEnd()}…`
}

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
