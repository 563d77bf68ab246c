// The built server as `npm run serve` starts it (`node server.js`, BUILD_DIR), on a fresh PostgreSQL
// database it migrates itself (its build's migrations), for the benches that measure one process:
// bench/render-cpu.ts, bench/lighthouse.ts and bench/render-queries.ts (which has the server log the
// statements it sends, through bench/statement-log.mjs).
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { renderMockup } from '../app/modules/design/mockup.server.ts'
import { STYLES } from '../app/modules/design/styles.ts'
import { OfflineImageGenerator } from '../app/services/image-generation/offline/offline.server.ts'
import { freePort } from '../tests/support/app-server.ts'
import { createPostgresDatabase } from '../tests/support/database.ts'
import { waitFor } from './http.ts'

const STATEMENT_LOG_PRELOAD = path.join(import.meta.dirname, 'statement-log.mjs')

export async function startBuiltServer({
  port: givenPort,
  profileDir,
  databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  logStatements = false,
}: {
  port?: number
  profileDir?: string
  /** The PostgreSQL server to make the fresh database on. */
  databaseUrl?: string
  /** Has the server log the statements its `pg` client sends, for `takeStatements`. */
  logStatements?: boolean
} = {}) {
  const database = await createPostgresDatabase(databaseUrl, { fromTemplate: false })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-bench-'))
  const statementLog = logStatements ? `${dataDir}-statements.log` : null
  if (statementLog) writeFileSync(statementLog, '')
  const port = givenPort ?? (await freePort())
  const base = `http://127.0.0.1:${port}`
  if (profileDir) mkdirSync(profileDir, { recursive: true })
  const nodeOptions = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(statementLog ? ['--import', STATEMENT_LOG_PRELOAD] : []),
  ]
  const server = spawn(process.execPath, [...nodeOptions, 'server.js'], {
    env: {
      ...process.env,
      ...(statementLog ? { BENCH_STATEMENT_LOG: statementLog } : {}),
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      TRIAL_MODE: 'on',
      LOCAL_OIDC: 'on',
      SESSION_SECRET: 'bench-session-secret-of-at-least-32-bytes',
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      IMAGE_WORKERS: '1',
      PAGE_CACHE_VERSION_TTL_MS: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  server.on('exit', (code) => {
    if (code) console.log(`server exited: ${code}`)
  })
  process.on('exit', () => {
    if (server.exitCode === null) server.kill('SIGKILL')
  })

  /** Six designs by six creators with real artwork and a mockup, and a few votes; the first design's id. */
  async function seed() {
    const { png } = await new OfflineImageGenerator().generate({
      prompt: 'a fox reading under a tree',
      style: STYLES[0],
      designType: 'image',
      color: 'Navy',
    })
    mkdirSync(path.join(dataDir, 'images/designs'), { recursive: true })
    mkdirSync(path.join(dataDir, 'images/mockups'), { recursive: true })
    writeFileSync(path.join(dataDir, 'images/designs/bench-0.png'), png)
    writeFileSync(path.join(dataDir, 'images/mockups/bench-0.webp'), await renderMockup(png, 'Navy'))
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const users = await client.query<{ id: number }>(
        `INSERT INTO users (subject, username, first_name) SELECT 'bench-' || n, 'bench_' || n, 'Bench ' || n
         FROM generate_series(1, 6) AS n RETURNING id`,
      )
      const ids: number[] = []
      for (const [i, user] of users.rows.entries()) {
        const design = await client.query<{ id: number }>(
          `INSERT INTO designs (user_id, prompt, name, style, color, design_type, source, image_url, mockup_url, image_key, mockup_key)
           VALUES ($1, $2, $3, $4, 'Navy', 'image', 'prompt', '/images/designs/bench-0.png', '/images/mockups/bench-0.webp',
                   'designs/bench-0.png', 'mockups/bench-0.webp') RETURNING id`,
          [user.id, `a fox reading under a tree, take ${i + 1}`, `A fox reading ${i + 1}`, STYLES[i % STYLES.length]],
        )
        ids.push(design.rows[0].id)
        for (const voter of users.rows.slice(0, i)) {
          await client.query('INSERT INTO design_upvotes (design_id, user_id) VALUES ($1, $2)', [design.rows[0].id, voter.id])
        }
      }
      await client.query(
        'UPDATE designs SET upvote_count = (SELECT count(*) FROM design_upvotes v WHERE v.design_id = designs.id)',
      )
      return ids[0]
    } finally {
      await client.end()
    }
  }

  /** The statements the server has sent since the last call (or its start), in order; with `logStatements` only. */
  function takeStatements() {
    if (!statementLog) throw new Error('startBuiltServer was not asked to log statements')
    const lines = readFileSync(statementLog, 'utf8').split('\n').filter(Boolean)
    writeFileSync(statementLog, '')
    return lines
  }

  async function stop() {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
    if (statementLog) rmSync(statementLog, { force: true })
  }

  await waitFor(`${base}/healthz`)
  return { server, base, databaseUrl: database.url, dataDir, seed, takeStatements, waitFor, stop }
}
