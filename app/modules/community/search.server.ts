import { sql, type RawBuilder } from 'kysely'
import { STYLES } from '~/modules/design/index.ts'
import { z } from '~/lib/zod.ts'
import { parseStyle, SEARCH_COLOR_MAX, SEARCH_QUERY_MAX, searchWords, type DesignSearch } from './search.ts'

/** `%word%` for ILIKE, with the word's own %, _ and \ matched literally. */
function containsPattern(word: string) {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The designs (table or alias `designs`) a search asks for: each word in the title or the prompt
 * (ILIKE, so any case, in PostgreSQL and PGlite alike), the style and the shirt colour exactly (the
 * gallery's style and colour indexes are read in the gallery's order). True when nothing is asked.
 */
export function matchesSearch(designs: string, search: DesignSearch): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = search.words.map((word) => {
    const pattern = containsPattern(word)
    return sql<boolean>`(${sql.ref(`${designs}.name`)} ilike ${pattern} or ${sql.ref(`${designs}.prompt`)} ilike ${pattern})`
  })
  if (search.style) conditions.push(sql<boolean>`${sql.ref(`${designs}.style`)} = ${search.style}`)
  if (search.color) conditions.push(sql<boolean>`${sql.ref(`${designs}.color`)} = ${search.color}`)
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : sql<boolean>`true`
}

const STYLE_LIST = STYLES.join(', ')

/**
 * GET /api/community-designs's search parameters, checked (a page is lenient; the API says what is
 * wrong): q up to 100 characters, style one of the ten (any case), color a colour name (whether
 * the catalogue has it is the route's check).
 */
export const CommunitySearchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`).optional(),
  style: z
    .string()
    .optional()
    .refine((value) => !value || parseStyle(value) !== null, `style must be one of: ${STYLE_LIST}`),
  color: z
    .string()
    .max(SEARCH_COLOR_MAX, `color must be at most ${SEARCH_COLOR_MAX} characters`)
    .regex(/^[A-Za-z][A-Za-z -]*$/, 'color must be a shirt colour name, e.g. Navy')
    .optional(),
})

/** The search the API was asked for (colour as given: the route matches it to the catalogue's spelling). */
export function searchOfQuery(query: z.output<typeof CommunitySearchQuerySchema>): DesignSearch {
  return { words: searchWords(query.q), style: parseStyle(query.style), color: query.color?.trim() || null }
}
