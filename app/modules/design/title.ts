import { STYLES } from '~/services/image-generation/styles.ts'
import { MAX_TITLE_LENGTH } from './styles.ts'

// A design's first title, made from its prompt: "a robot watering plants at sunset, watercolor"
// becomes "Robot Watering Plants at Sunset". Pure, shared by server and browser.

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
  // Double quotes go first, anywhere, so that the spaces they leave close up with the rest.
  let text = prompt
    .replace(/["“”«»]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  text = text.replace(/\b(?:text|lettering|words|slogan|caption)\s*[:=]\s*/gi, '')
  // Until nothing more comes off (each pass shortens the text, so this ends).
  for (;;) {
    const before = text
    for (const pattern of STYLE_PATTERNS) text = text.replace(pattern, '').trim()
    if (text === before) break
  }
  // Quotes and punctuation come off the ends together: taking one kind first could bare another
  // ("#':" would lose its colon and leave a quote at the end, so its title would not be tidy).
  return trimEdges(text)
}

/** Quotes, spaces and punctuation off both ends (a full stop may end a title, not start one). */
const trimEdges = (text: string) => text.replace(/^[\s,;:.\-–—'‘’]+|[\s,;:\-–—'‘’]+$/g, '')

/** A generated title is at most this long (a product name reads best short); owners may write up to MAX_TITLE_LENGTH. */
export const GENERATED_TITLE_LENGTH = 50

/**
 * Words a title keeps lower case unless first or last: articles, conjunctions and short prepositions
 * (the usual headline rule).
 */
export const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'so',
  'yet',
  'as',
  'at',
  'by',
  'in',
  'of',
  'off',
  'on',
  'per',
  'to',
  'up',
  'via',
  'vs',
  'with',
  'from',
  'into',
  'onto',
  'over',
])
const ARTICLES = new Set(['a', 'an', 'the'])
/** Words a title never ends on (a prompt cut short: "a fox and the"). */
const DANGLING = new Set([...ARTICLES, 'and', 'or', 'but', 'nor'])
const LETTER = /\p{L}/u

/** The word's letters only, lower case ("(At," is "at"): how it is looked up in SMALL_WORDS. */
const bare = (word: string) => word.replace(/[^\p{L}\p{N}']/gu, '').toLocaleLowerCase('en-US')

/**
 * One word (or one part of a hyphenated word) in a title: a small word lower case; any other its
 * first letter upper case and the rest as written. A word written with capitals inside it ("iPhone",
 * "NASA", "McFly") or with digits ("3D") is left as it is.
 */
function caseWord(word: string, small: boolean): string {
  if (/\p{N}/u.test(word) || /\p{Lu}/u.test(word.slice(1))) return word
  if (small) return word.toLocaleLowerCase('en-US')
  const at = word.search(LETTER)
  return at < 0 ? word : word.slice(0, at) + word.charAt(at).toLocaleUpperCase('en-US') + word.slice(at + 1)
}

/** Title case: every word capitalised but the small ones, which are capitalised only first, last or after a colon. */
export function titleCase(text: string): string {
  const words = text.split(' ')
  return words
    .map((word, i) => {
      const edge = i === 0 || i === words.length - 1 || /[:.!?–—]$/.test(words[i - 1] ?? '')
      return word
        .split('-')
        .map((part, j) => caseWord(part, !edge && j === 0 && SMALL_WORDS.has(bare(part)) && part === word))
        .join('-')
    })
    .join(' ')
}

/**
 * Cut at a word boundary to at most `max` characters with "…", leaving no small word or punctuation
 * dangling at the end ("Robot Watering Plants at…" becomes "Robot Watering Plants…"). One word longer
 * than that is cut inside it.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const words = text.split(' ')
  const kept: string[] = []
  for (const word of words) {
    if ([...kept, word].join(' ').length + 1 > max) break
    kept.push(word)
  }
  while (kept.length > 1 && SMALL_WORDS.has(bare(kept[kept.length - 1]))) kept.pop()
  const body = kept.length > 0 ? kept.join(' ') : text.slice(0, max - 1)
  return `${body.replace(/[\s,;:.\-–—'"“”‘’(]+$/u, '') || body}…`
}

/**
 * A design's first title, from its prompt: cleaned (cleanPromptForTitle: markers, quotes and style
 * words out; the raw prompt when that leaves nothing), leading articles dropped ("a", "an", "the",
 * unless nothing else is left) and a dangling last article or conjunction, cut at a word to GENERATED_TITLE_LENGTH, then title case.
 */
export function designNameFromPrompt(prompt: string, max = GENERATED_TITLE_LENGTH) {
  let clean = cleanPromptForTitle(prompt) || prompt.replace(/\s+/g, ' ').trim()
  if (!clean) return 'Untitled Design'
  // Dropping a word can bare punctuation at an end ("/' a" leaves "/'"), and trimming that can
  // bare another article: until neither changes anything (each pass shortens the text).
  for (;;) {
    const words = clean.split(' ')
    while (words.length > 1 && ARTICLES.has(words[0].toLocaleLowerCase('en-US'))) words.shift()
    while (words.length > 1 && DANGLING.has(bare(words[words.length - 1]))) words.pop()
    const next = trimEdges(words.join(' ')) || words.join(' ')
    if (next === clean) break
    clean = next
  }
  return titleCase(cutAtWord(clean, Math.min(max, MAX_TITLE_LENGTH)))
}
