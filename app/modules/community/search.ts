import { STYLES, type Style } from '~/modules/design/index.ts'

// What a shopper can ask the gallery and a shop for: words, a style and a shirt colour. The same
// three query parameters (q, style, color) on the home page, a shop's page and GET
// /api/community-designs, so a filtered page's URL is a link to share.

export const SEARCH_QUERY_MAX = 100
/** Words of a search that count; more are ignored. */
export const SEARCH_WORDS_MAX = 8
export const SEARCH_COLOR_MAX = 40

export interface DesignSearch {
  /** Each word must appear in the design's title or prompt (any case). */
  words: string[]
  style: Style | null
  /** A shirt colour's name as the catalogue spells it. */
  color: string | null
}

export const NO_SEARCH: DesignSearch = { words: [], style: null, color: null }

export function isSearching(search: DesignSearch) {
  return search.words.length > 0 || search.style !== null || search.color !== null
}

/** The canonical style for a parameter (any case), or null. */
export function parseStyle(value: string | null | undefined): Style | null {
  const wanted = (value ?? '').trim().toLowerCase()
  return STYLES.find((style) => style.toLowerCase() === wanted) ?? null
}

/** The words of a search box: trimmed, at most SEARCH_WORDS_MAX of them, each once. */
export function searchWords(value: string | null | undefined): string[] {
  const text = (value ?? '').slice(0, SEARCH_QUERY_MAX).toLowerCase()
  const words = text.split(/[\s,;]+/).filter((word) => word.length > 0 && !/\0/.test(word))
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX)
}

/**
 * A page's search from its query string. Lenient, as a page should be: an unknown style is no
 * filter; a colour is spelt as the catalogue spells its colours, each word capitalised ("navy" and
 * "sport GREY" find Navy and Sport Grey; one the catalogue does not have finds nothing).
 */
export function searchFromParams(params: URLSearchParams): DesignSearch {
  const color = (params.get('color') ?? '')
    .trim()
    .slice(0, SEARCH_COLOR_MAX)
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
  return { words: searchWords(params.get('q')), style: parseStyle(params.get('style')), color: color || null }
}

/** The search as query parameters (q, style, color), to keep in "Show more" and other links. */
export function searchParamsOf(search: DesignSearch): URLSearchParams {
  const params = new URLSearchParams()
  if (search.words.length) params.set('q', search.words.join(' '))
  if (search.style) params.set('style', search.style)
  if (search.color) params.set('color', search.color)
  return params
}

/** "for “fox” in Watercolor on Navy shirts": what a result (or an empty one) says it looked for. */
export function describeSearch(search: DesignSearch) {
  const parts: string[] = []
  if (search.words.length) parts.push(`for “${search.words.join(' ')}”`)
  if (search.style) parts.push(`in ${search.style}`)
  if (search.color) parts.push(`on ${search.color} shirts`)
  return parts.join(' ')
}
