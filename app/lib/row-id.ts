// Rows are numbered with PostgreSQL integers. A larger number names no row, and must be refused
// before it reaches a query: PostgreSQL rejects it as out of range, which would surface as a 500.
// No zod here, so pages whose scripts stay free of zod (the product page) can use it too.

/** The largest PostgreSQL integer, so the largest row id. */
export const MAX_ROW_ID = 2_147_483_647

/** Whether `n` can be the id of a row: a whole number from 1 to MAX_ROW_ID. */
export function isRowId(n: number): boolean {
  return Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID
}

/** A row id written as text (a path segment, a query parameter, a form field): digits only; null otherwise. */
export function parseRowId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null
  const id = Number(text)
  return isRowId(id) ? id : null
}
