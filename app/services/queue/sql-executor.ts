/** Runs raw SQL text for pg-boss: the store's own pool or PGlite, so there is one connection pool. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss's own `db` interface returns any[] rows
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>
