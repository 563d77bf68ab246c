// BUILD_DIR=build-perf npx tsx bench/render-cpu.ts [--runs 5] [--requests 200] [--port 3700] [--profile]
//
// CPU milliseconds per rendered page, read from the server process's own CPU time (/proc/<pid>/stat:
// user + system), not requests per second: on a shared machine a render's CPU time holds still while
// its wall time does not. Seeds a store as `npm run bench` does (fresh PostgreSQL database, 18
// designs), starts the built server as `npm run serve` does (`node server.js`), and for each page sends
// requests one at a time and four at once, with a store cookie so the page cache never answers (ADR
// 084). The server's idle CPU (timers, the job queue's polling) is measured over the same wall time and
// taken off. Prints the median over the runs. `--profile` starts the server with `node --cpu-prof`
// (profiles in data/bench/profiles/).
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, Agent } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { renderMockup } from '../app/modules/design/mockup.server.ts'
import { STYLES } from '../app/modules/design/styles.ts'
import { OfflineImageGenerator } from '../app/services/image-generation/offline.server.ts'
import { freePort } from '../tests/support/app-server.ts'
import { createPostgresDatabase } from '../tests/support/database.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    requests: { type: 'string', default: '200' },
    port: { type: 'string' },
    profile: { type: 'boolean', default: false },
    paths: { type: 'string' },
  },
})
const runs = Number(values.runs)
const requests = Number(values.requests)
const TICKS_PER_MS = 100 / 1000 // USER_HZ is 100 on Linux

// The built server migrates its own fresh database (its build's migrations, whatever the tree holds now).
const database = await createPostgresDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', {
  fromTemplate: false,
})
const dataDir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-cpu-'))
const port = values.port ? Number(values.port) : await freePort()
const base = `http://127.0.0.1:${port}`
const profileDir = path.resolve('data/bench/profiles')
if (values.profile) mkdirSync(profileDir, { recursive: true })
const server = spawn(process.execPath, [...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: '2',
    TRIAL_MODE: 'on',
    LOCAL_OIDC: 'on',
    SESSION_SECRET: 'render-cpu-bench-secret',
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
server.on('exit', (code, signal) => {
  if (code) console.log(`server exited: ${code ?? signal}`)
})
process.on('exit', () => {
  if (server.exitCode === null) server.kill('SIGKILL')
})

/** The server's CPU time so far, in ms (user + system, from /proc/<pid>/stat). */
function cpuMs() {
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 14 and 15 of stat (utime, stime) are 12 and 13 after the command's name and state.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 })
function get(pagePath: string) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      new URL(pagePath, base),
      { agent, headers: { 'Accept-Encoding': 'gzip, br', Cookie: '__bench=1' } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not come up`)
}

/** CPU ms per request of `count` requests for a path, `concurrency` at a time, less the idle rate. */
async function measure(pagePath: string, count: number, concurrency: number, idlePerMs: number) {
  const startCpu = cpuMs()
  const start = performance.now()
  let sent = 0
  const statuses = new Set<number>()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < count) {
        sent++
        statuses.add(await get(pagePath))
      }
    }),
  )
  const wall = performance.now() - start
  const cpu = cpuMs() - startCpu - idlePerMs * wall
  return { perRequest: cpu / count, statuses: [...statuses] }
}

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
  writeFileSync(path.join(dataDir, 'images/designs/cpu-0.png'), png)
  writeFileSync(path.join(dataDir, 'images/mockups/cpu-0.webp'), await renderMockup(png, 'Navy'))
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const users = await client.query<{ id: number }>(
      `INSERT INTO users (subject, username, first_name) SELECT 'cpu-' || n, 'cpu_' || n, 'Cpu ' || n
       FROM generate_series(1, 6) AS n RETURNING id`,
    )
    const ids: number[] = []
    for (const [i, user] of users.rows.entries()) {
      const design = await client.query<{ id: number }>(
        `INSERT INTO designs (user_id, prompt, name, style, color, design_type, source, image_url, mockup_url, image_key, mockup_key)
         VALUES ($1, $2, $3, $4, 'Navy', 'image', 'prompt', '/images/designs/cpu-0.png', '/images/mockups/cpu-0.webp',
                 'designs/cpu-0.png', 'mockups/cpu-0.webp') RETURNING id`,
        [user.id, `a fox reading under a tree, take ${i + 1}`, `A fox reading ${i + 1}`, STYLES[i % STYLES.length]],
      )
      ids.push(design.rows[0].id)
      for (const voter of users.rows.slice(0, i)) {
        await client.query('INSERT INTO design_upvotes (design_id, user_id) VALUES ($1, $2)', [design.rows[0].id, voter.id])
      }
    }
    await client.query('UPDATE designs SET upvote_count = (SELECT count(*) FROM design_upvotes v WHERE v.design_id = designs.id)')
    return ids[0]
  } finally {
    await client.end()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

let pages: string[] = []
try {
  await waitFor(`${base}/healthz`)
  const designId = await seed()
  pages = values.paths?.split(',') ?? ['/no-such-page-for-the-bench', `/products/${designId}`, '/']
  // Warm up: the JIT, the database pool, each page's first render.
  for (const pagePath of pages) for (let i = 0; i < 100; i++) await get(pagePath)
  // The idle process's own CPU (timers, job polling), per ms of wall time.
  const idleStart = cpuMs()
  const idleWall = performance.now()
  await new Promise((r) => setTimeout(r, 3000))
  const idlePerMs = (cpuMs() - idleStart) / (performance.now() - idleWall)
  console.log(`idle: ${(idlePerMs * 1000).toFixed(1)} CPU ms per second`)
  const results = new Map<string, { one: number[]; four: number[]; statuses: Set<number> }>()
  for (let run = 0; run < runs; run++) {
    for (const pagePath of pages) {
      const entry = results.get(pagePath) ?? { one: [], four: [], statuses: new Set() }
      const one = await measure(pagePath, requests, 1, idlePerMs)
      const four = await measure(pagePath, requests, 4, idlePerMs)
      entry.one.push(one.perRequest)
      entry.four.push(four.perRequest)
      for (const s of [...one.statuses, ...four.statuses]) entry.statuses.add(s)
      results.set(pagePath, entry)
    }
  }
  console.log(`\n| page (uncached, ${requests} requests × ${runs} runs) | CPU ms/request, 1 at a time | 4 at a time |`)
  console.log('|---|---|---|')
  for (const [pagePath, { one, four, statuses }] of results) {
    const all = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ')
    console.log(
      `| \`${pagePath}\` (${[...statuses].join(', ')}) | **${median(one).toFixed(2)}** (${all(one)}) | **${median(four).toFixed(2)}** (${all(four)}) |`,
    )
  }
} finally {
  agent.destroy()
  if (server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
