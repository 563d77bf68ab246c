import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../support/database.ts'
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts'

// One connection budget per process: the store's queries, its job queue and its rate limiter share
// one pool of DATABASE_POOL_MAX connections, each named in pg_stat_activity after the process
// (shirtsmith-web:<INSTANCE_ID>), and /metrics shows the budget beside the pool's use. PostgreSQL is
// TEST_DATABASE_URL's server, else the machine's local one (PGlite has no connections to count).
const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const TOKEN = 'connection-budget-metrics-token'
const BUDGET = 3

let database: Awaited<ReturnType<typeof createPostgresDatabase>>
let web: SpawnedServer
let monitor: pg.Client

beforeAll(async () => {
  database = await createPostgresDatabase(PG_SERVER)
  monitor = new pg.Client({ connectionString: PG_SERVER, application_name: 'budget-monitor' })
  await monitor.connect()
  web = await spawnServer({
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: String(BUDGET),
    INSTANCE_ID: 'budget-1',
    RATE_LIMITS: 'on',
    RATE_LIMIT_API: '1000,1000/60',
    METRICS_TOKEN: TOKEN,
  })
}, 120_000)

afterAll(async () => {
  if (web && web.child.exitCode === null) web.child.kill('SIGKILL')
  await monitor?.end()
  await database?.drop()
})

/** The store's connections to its database now, by application_name. */
async function connections(): Promise<string[]> {
  const name = new URL(database.url).pathname.slice(1)
  const { rows } = await monitor.query<{ application_name: string }>(
    `select application_name from pg_stat_activity where datname = $1 and application_name <> 'budget-monitor'`,
    [name],
  )
  return rows.map((row) => row.application_name)
}

describe('the connection budget', () => {
  it('keeps every connection of a busy process, rate limits included, within DATABASE_POOL_MAX, named after it', async () => {
    // Rate-limited /api calls (each counted in PostgreSQL) and pages, 40 at once.
    const load = Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${web.url}${i % 2 ? '/api/products/1' : '/api/public-shops'}`).then((r) => r.arrayBuffer()),
      ),
    )
    let seen: string[] = []
    let done = false
    void load.finally(() => (done = true))
    while (!done) {
      const now = await connections()
      if (now.length > seen.length) seen = now
    }
    await load
    const after = await connections()
    if (after.length > seen.length) seen = after
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.length).toBeLessThanOrEqual(BUDGET)
    expect(new Set(seen)).toEqual(new Set(['shirtsmith-web:budget-1']))

    const metrics = await (await fetch(`${web.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text()
    expect(metrics).toContain(`shirtsmith_db_pool_connections{state="max"} ${BUDGET}`)
    expect(metrics).toMatch(/^shirtsmith_db_pool_connections\{state="total"\} [1-3]$/m)
    expect(metrics).toMatch(/^shirtsmith_db_pool_waiting_clients \d+$/m)
  })
})
