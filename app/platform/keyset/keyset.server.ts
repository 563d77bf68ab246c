import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely'
import { keysetPage, type Keyset, type KeysetCursor, type KeysetPage } from './keyset.ts'

// SQL pieces of keyset pages, for lists read newest first by (created_at, id).

/** `table.created_at` as UTC text with its microseconds: the sort key a cursor carries. */
export function createdAtKey(table: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(`${table}.created_at`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

/** Rows strictly after `cursor` in the order `created_at DESC, id DESC` of `table`. */
export function olderThan(table: string, cursor: KeysetCursor): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
}

/**
 * One keyset page of `query` (its scope and columns: "what is mine"), newest first by
 * `table`'s (created_at, id): from after the page's cursor, `limit` rows (every remaining one when
 * null) and one more read only to tell that more follow. The list's index in that order is read
 * from the cursor on. `id` names the row's position when the row's own `id` is another table's.
 * `positions` are the kept rows' own, in order.
 */
export async function newestFirstPage<DB, TB extends keyof DB, O, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  {
    table,
    list,
    page: { after, limit },
    toItem,
    id = (row) => (row as { id: number }).id,
  }: {
    table: string
    list: string
    page: KeysetPage
    toItem: (row: O) => T
    id?: (row: O) => number
  },
): Promise<Keyset<T> & { positions: KeysetCursor[] }> {
  // The query's own tables are generic here: the sort key is added to its row type by hand.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any tables: the caller's query is already typed
  let paged = (query as SelectQueryBuilder<any, any, O>).select(
    createdAtKey(table).as('keyset_created_at'),
  ) as unknown as SelectQueryBuilder<DB, TB, O & { keyset_created_at: string }>
  if (after) paged = paged.where(olderThan(table, after))
  paged = paged.orderBy(sql.ref(`${table}.created_at`), 'desc').orderBy(sql.ref(`${table}.id`), 'desc')
  if (limit !== null) paged = paged.limit(limit + 1)
  const rows = (await paged.execute()).map((row) => ({ row: row as O, id: id(row as O), createdAt: row.keyset_created_at }))
  const page = keysetPage(list, rows, limit, ({ row }) => toItem(row))
  // Each kept row's position, so a shorter page (a phone's) can go on from any of them.
  return { ...page, positions: rows.slice(0, page.items.length).map(({ id, createdAt }) => ({ id, createdAt })) }
}
