// BUILD_DIR=build-x npx tsx bench/render-queries.ts [--paths /a,/b] [--database postgres://…]
//
// The database statements one uncached render sends, in order. The built store runs as `npm run
// serve` runs it (`node server.js`, bench/built-server.ts: the same bundle, the same configuration,
// the version stamps' lease included), its `pg` client logging each statement it sends
// (bench/statement-log.mjs), on a fresh PostgreSQL database seeded as `npm run bench` seeds it; each
// page is asked for with a store cookie (so the page cache never answers) after two warm-up requests,
// and the statements sent during the third are listed (a job queue poll that happens to fall inside
// it is listed too).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '../db/schema.ts'
import { startBuiltServer } from './built-server.ts'
import { seedBench } from './seed.ts'

const { values } = parseArgs({
  options: {
    paths: { type: 'string' },
    // The PostgreSQL server to make the fresh database on (default: BENCH_DATABASE_URL, else the local one).
    database: { type: 'string' },
    // Writes each page as answered (its CSP nonce blanked) into this directory, to compare two builds.
    dump: { type: 'string' },
  },
})

if (values.dump) mkdirSync(values.dump, { recursive: true })
const { base, databaseUrl, dataDir, takeStatements, stop } = await startBuiltServer({
  databaseUrl: values.database,
  logStatements: true,
})
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
})
try {
  await seedBench(db, dataDir, { big: false })
  const first = await db.selectFrom('designs').select('id').orderBy('id').executeTakeFirstOrThrow()
  const paths = values.paths?.split(',') ?? ['/no-such-page-for-the-bench', `/products/${first.id}`, '/']
  const get = async (p: string) => {
    const response = await fetch(new URL(p, base), { headers: { Cookie: '__bench=1' } })
    const body = await response.text()
    const nonce = /nonce="([^"]+)"/.exec(body)?.[1]
    if (values.dump)
      writeFileSync(path.join(values.dump, `${p.replace(/\W+/g, '_')}.html`), nonce ? body.replaceAll(nonce, 'NONCE') : body)
    return response.status
  }
  for (const p of paths) {
    await get(p)
    await get(p)
    takeStatements()
    const status = await get(p)
    const list = takeStatements()
    console.log(`\n## ${p} (${status}): ${list.length} statements`)
    for (const [i, q] of list.entries()) console.log(`${i + 1}. ${q.length > 200 ? q.slice(0, 200) + '…' : q}`)
  }
} finally {
  await db.destroy()
  await stop()
}
process.exit(0)
