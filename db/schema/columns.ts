import type { ColumnType } from 'kysely'

/** Column types the table files share: how each is read, inserted and updated. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
export type Json<T> = ColumnType<T, string, string>
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>
