import { sql, type RawBuilder } from 'kysely'
import type { KeysetCursor } from './keyset.ts'

// SQL pieces of keyset pages, for lists read newest first by (created_at, id).

/** `table.created_at` as UTC text with its microseconds: the sort key a cursor carries. */
export function createdAtKey(table: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(`${table}.created_at`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

/** Rows strictly after `cursor` in the order `created_at DESC, id DESC` of `table`. */
export function olderThan(table: string, cursor: KeysetCursor): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
}
