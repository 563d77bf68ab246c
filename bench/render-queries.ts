// BUILD_DIR=build-x npx tsx bench/render-queries.ts [--paths /a,/b] [--database postgres://…]
//
// The database statements one uncached render sends, in order. The built store runs in this process
// as `node server.js` runs it (the same bundle, the same configuration: the version stamps' lease
// included), on a fresh PostgreSQL database seeded as `npm run bench` seeds it; each page is asked for
// with a store cookie (so the page cache never answers) after two warm-up requests, and the
// statements the `pg` client sends during the third are listed (a job queue poll that happens to fall
// inside it is listed too).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '../db/schema.ts'
import { freePort } from '../tests/support/app-server.ts'
import { createPostgresDatabase } from '../tests/support/database.ts'
import { seedBench } from './seed.ts'

const { values } = parseArgs({
  options: {
    paths: { type: 'string' },
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    // Writes each page as answered (its CSP nonce blanked) into this directory, to compare two builds.
    dump: { type: 'string' },
  },
})

// The store's logger takes console.log over; the list goes to stdout as plain lines.
const print = (line: string) => process.stdout.write(`${line}\n`)
const queries: string[] = []
const clientQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  const text = typeof a[0] === 'string' ? a[0] : (a[0] as { text?: string } | null)?.text
  if (text) queries.push(text.replace(/\s+/g, ' ').trim())
  return (clientQuery as (...x: unknown[]) => unknown).apply(this, a)
} as typeof pg.Client.prototype.query

if (values.dump) mkdirSync(values.dump, { recursive: true })
const database = await createPostgresDatabase(values.database!, { fromTemplate: false })
const dataDir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-queries-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
Object.assign(process.env, {
  NODE_ENV: 'production',
  TRIAL_MODE: 'on',
  LOCAL_OIDC: 'on',
  SESSION_SECRET: 'bench-session-secret',
  PORT: String(port),
  APP_URL: base,
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  IMAGE_WORKERS: '1',
})
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)
await build.entry.module.runProcess('web', { server: build, directory: buildDir })
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }),
})
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break
    if (i > 300) throw new Error('the server did not come up')
    await new Promise((r) => setTimeout(r, 200))
  }
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
    queries.length = 0
    const status = await get(p)
    const list = [...queries]
    print(`\n## ${p} (${status}): ${list.length} statements`)
    for (const [i, q] of list.entries()) print(`${i + 1}. ${q.length > 200 ? q.slice(0, 200) + '…' : q}`)
  }
} finally {
  await db.destroy()
  await database.drop().catch(() => undefined)
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
