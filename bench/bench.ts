// npm run bench [-- --big] [-- --lighthouse] [-- --no-build] [-- --bursts-only]
//
// Seeds a store on a fresh PostgreSQL database (BENCH_DATABASE_URL's server, default the local one),
// starts the production server pinned to CPU 0 (load from this process on CPU 1), and prints each
// row of the performance table (issue 14) as measured figures. `--big` adds 100k designs and 1M
// upvotes. It is a benchmark: it never fails on its numbers. See docs/performance.md.
import { execFileSync, spawn } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import sharp from 'sharp'
import { formatCents } from '../app/modules/catalogue/catalogue.ts'
import { startTestApp, freePort } from '../tests/support/app-server.ts'
import { cartCookie, get, header, timed, waitFor } from './http.ts'
import { lighthouseFigures, runLighthouse } from './lighthouse-run.ts'
import { loadRows } from './load.ts'
import { burstRows } from './bursts.ts'
import { clientJs } from './client-js.ts'
import { seedBench } from './seed.ts'
import { healthDuringGenerations, postUpload, twelveMegapixelJpeg } from './studio-load.ts'

const args = new Set(process.argv.slice(2))
const BIG = args.has('--big')
// Only the connection bursts (200 and 1,000 connections at once, direct and through nginx).
const BURSTS_ONLY = args.has('--bursts-only')
const rows: [string, string][] = []
const row = (what: string, figure: string) => {
  rows.push([what, figure])
  console.log(`| ${what} | ${figure} |`)
}

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
process.env.TEST_LOG_LEVEL = 'error'
if (!args.has('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'ignore' })

// 1. A seeded store, served in this process only to count queries per request.
const queries: string[] = []
const originalQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  const text = typeof a[0] === 'string' ? a[0] : (a[0] as { text?: string })?.text
  if (text) queries.push(text)
  return (originalQuery as (...x: unknown[]) => unknown).apply(this, a)
} as typeof pg.Client.prototype.query
const inProcess = await startTestApp({ IMAGE_WORKERS: '1' })
const seeded = await seedBench(inProcess.db, inProcess.dataDir, { big: BIG }).catch(async (error) => {
  await inProcess.stop()
  throw error
})
console.log(`seeded ${seeded.designs} designs, ${seeded.votes} upvotes, ${seeded.shops} shops`)
// A shop's page is at its handle; /shops/{id} only redirects there.
const { handle } = await inProcess.db
  .selectFrom('shops')
  .select('handle')
  .where('id', '=', seeded.shopId)
  .executeTakeFirstOrThrow()
const shopPath = `/shops/${handle}`
await get(inProcess.url, '/')
queries.length = 0
await get(inProcess.url, '/')
const repeated = queries.length - new Set(queries).size
const dbUrl = process.env.DATABASE_URL!

// 2. The production server, as `npm run serve` runs it, on its own CPU.
const port = await freePort()
const base = `http://127.0.0.1:${port}`
// The health checks' own port (ADR 140), probed beside the store port's /healthz under load.
const healthPort = await freePort()
const cpus = availableParallelism()
// `node server.js`, what `npm run serve` runs, in one process (taskset execs it), so the pid below is
// the server's own and stopping it stops the server.
// BENCH_CPU_PROFILE_DIR=dir writes the server's CPU profile there when it stops (open it in Chrome's DevTools).
const profileDir = process.env.BENCH_CPU_PROFILE_DIR
const serverCommand = [process.execPath, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'server.js']
const server = spawn(
  cpus > 1 ? 'taskset' : serverCommand[0],
  [...(cpus > 1 ? ['-c', '0', ...serverCommand] : serverCommand.slice(1))],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: dbUrl,
      DATA_DIR: inProcess.dataDir,
      LOG_LEVEL: 'error',
      IMAGE_WORKERS: process.env.IMAGE_WORKERS ?? '1',
      // The four generations of the event-loop row all start at once, as before design jobs.
      GENERATION_CONCURRENCY: '4',
      // The default lease of the page cache's version stamp (the in-process test app above set 0 in this env).
      PAGE_CACHE_VERSION_TTL_MS: '1000',
      HEALTH_PORT: String(healthPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
process.on('exit', () => {
  if (server.exitCode === null) server.kill('SIGKILL')
})
if (cpus > 1) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })
// Ready, not only alive: until then a web process answers 503 to everything but its probes, as a
// load balancer that sends traffic only to ready instances would see it.
await waitFor(`${base}/readyz`)

try {
  // The machine may be shared: the load average says how much of it the benchmark really had.
  const load = () => loadavg()[0].toFixed(1)
  console.log(
    `\n| what | measured (${new Date().toISOString()}, ${seeded.designs} designs, ${seeded.votes} upvotes, ${cpus} CPUs, load ${load()}) |\n|---|---|`,
  )
  // A labelled block: `--bursts-only` leaves it at once (a module's top level has no return).
  everyRow: {
    if (BURSTS_ONLY) {
      await burstRows({ base, cpus, row, page: `/products/${seeded.designId}`, serverPid: server.pid })
      break everyRow
    }
    const home = await throughput('/')
    const missing = await throughput('/no-such-page-for-the-bench')
    row('`/` throughput ÷ the 404 page', `${home.toFixed(0)} ÷ ${missing.toFixed(0)} req/s = **${(home / missing).toFixed(2)}×**`)
    // Floors, cached and rendered pages, and 200 connections with admission control (ADR 118).
    await loadRows({
      base,
      healthBase: `http://127.0.0.1:${healthPort}`,
      cpus,
      row,
      product: `/products/${seeded.designId}`,
      shop: shopPath,
    })

    const first = await get(base, '/')
    const etag = header(first, 'etag')
    const again = etag ? await get(base, '/', { 'If-None-Match': etag }) : null
    row('`/` answers a conditional request', `ETag ${etag ?? 'none'}; If-None-Match → ${again?.status ?? '—'}`)

    const pages = ['/', '/?gallery=3', '/design', '/help', '/shops', shopPath, `/products/${seeded.designId}`]
    const json = [
      '/api/community-designs',
      '/api/community-designs?page=2',
      '/api/popular-designs',
      '/api/public-shops',
      `/api/products/${seeded.designId}`,
    ]
    const cookies: string[] = []
    const controls: string[] = []
    for (const path of [...pages, ...json]) {
      const response = await get(base, path)
      if (response.headers['set-cookie']) cookies.push(path)
      if (pages.includes(path)) controls.push(`${path}: \`${header(response, 'cache-control')}\``)
    }
    row(
      'anonymous GET sets a cookie',
      cookies.length ? `yes on ${cookies.join(', ')}` : `no (${pages.length} pages, ${json.length} JSON GETs)`,
    )
    const checkout = await get(base, '/checkout')
    row(
      'shared caching of anonymous pages',
      `${controls.slice(0, 3).join('; ')} … ; /checkout: \`${header(checkout, 'cache-control')}\``,
    )

    const plain = await get(base, '/', { 'Accept-Encoding': 'identity' })
    const gz = await get(base, '/', { 'Accept-Encoding': 'gzip' })
    const br = await get(base, '/', { 'Accept-Encoding': 'br, gzip' })
    const reference = gzipSync(plain.body, { level: 6 }).length
    row(
      'gzip of `/` on the wire ÷ `gzip -6`',
      `${gz.body.length} ÷ ${reference} B = **${(gz.body.length / reference).toFixed(2)}×**; brotli (${header(br, 'content-encoding')}) ${br.body.length} B; HTML ${plain.body.length} B`,
    )

    const deep = await timed(() => get(base, '/?gallery=50'), 5)
    const page1 = await timed(() => get(base, '/'), 5)
    const cards = (deep.last.body.toString().match(/data-testid="community-card"/g) ?? []).length
    row(
      '`/?gallery=50`',
      `${cards} cards, ${deep.last.body.length} B, median ${deep.median.toFixed(0)} ms (page 1: median ${page1.median.toFixed(0)} ms)`,
    )

    const photo = await twelveMegapixelJpeg()
    const upload = await timed(() => postUpload(base, photo), 3)
    const stored = JSON.parse(upload.last.body.toString()) as { filePath?: string }
    const storedImage = stored.filePath ? await get(base, `/images/${stored.filePath}`) : null
    const meta = storedImage ? await sharp(storedImage.body).metadata() : null
    row(
      '`POST /api/upload` of a 12-megapixel JPEG',
      `median ${upload.median.toFixed(0)} ms (${upload.all.map((t) => t.toFixed(0)).join(', ')}), ${(photo.length / 1e6).toFixed(1)} MB in, stored ${meta?.width}×${meta?.height}, ${storedImage?.body.length} B`,
    )

    // The image pool runs beside the event loop: give the server both CPUs for this row.
    if (cpus > 1) execFileSync('taskset', ['-a', '-p', '-c', `0-${cpus - 1}`, String(server.pid)], { stdio: 'ignore' })
    // The same probe with nothing running: what the shared machine alone costs a trivial request.
    const idle = await timed(() => get(base, '/healthz'), 300)
    const health = await healthDuringGenerations(base)
    row(
      'event loop while 4 generations run',
      `\`/healthz\` p99 **${health.p99.toFixed(1)} ms**, max ${health.max.toFixed(1)} ms over ${health.samples} probes (idle: p99 ${idle.p99.toFixed(1)} ms, p95 ${idle.p95.toFixed(1)} ms); Watercolor generations ${health.generations.map((t) => (t / 1000).toFixed(1)).join(', ')} s (IMAGE_WORKERS=${process.env.IMAGE_WORKERS ?? '1'})`,
    )
    if (cpus > 1) execFileSync('taskset', ['-a', '-p', '-c', '0', String(server.pid)], { stdio: 'ignore' })

    const js = await clientJs(base, plain.body.toString())
    row('client JS on `/` (gzip)', `${(js.bytes / 1024).toFixed(1)} KB gzip in ${js.files.length} files`)

    if (args.has('--lighthouse')) {
      for (const path of ['/', `/products/${seeded.designId}`, '/shops', shopPath]) {
        row(`Lighthouse mobile ${path}`, lighthouseRow(`${base}${path}`))
      }
      // The checkout shows a cart: without one it sends the visitor back to the studio.
      row('Lighthouse mobile /checkout', lighthouseRow(`${base}/checkout`, await cartCookie(base, seeded.designId)))
    } else row('Lighthouse mobile', 'not run (add `-- --lighthouse`)')
    row('machine load average (1 min) at this point', load())
    await burstRows({ base, cpus, row, page: `/products/${seeded.designId}`, serverPid: server.pid })

    row(
      'per-request waste',
      `${queries.length} queries for one warm \`/\`, ${repeated} repeated; formatCents ${formatCentsNs().toFixed(0)} ns a call (a NumberFormat built per call: ${numberFormatPerCallNs().toFixed(0)} ns)`,
    )

    const deepCursor = (
      JSON.parse((await get(base, '/api/community-designs?page=49')).body.toString()) as { nextCursor: string | null }
    ).nextCursor
    const lists = []
    const listPaths = ['/api/popular-designs', '/api/community-designs', '/api/community-designs?page=50']
    if (deepCursor) listPaths.push(`/api/community-designs?cursor=${encodeURIComponent(deepCursor)}`)
    // Anonymous requests are answered from the page cache after the first (ADR 084); a request with
    // one of the store's cookies is never, so the second figure is the cost of answering it afresh.
    for (const path of listPaths) {
      const cached = await timed(() => get(base, path), 200)
      const fresh = await timed(() => get(base, path, { Cookie: '__bench=1' }), 200)
      lists.push(`${path.replace(/cursor=.*/, 'cursor=…')} p95 ${cached.p95.toFixed(1)} ms (uncached ${fresh.p95.toFixed(1)} ms)`)
    }
    row(`community API at ${seeded.designs} designs / ${seeded.votes} votes`, lists.join('; '))
  }
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  pg.Client.prototype.query = originalQuery
  await inProcess.stop()
}
process.exit(0)

// --- helpers -------------------------------------------------------------------------------

async function throughput(path: string) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    duration: 10,
    headers: { 'Accept-Encoding': 'gzip, br' },
  })
  return result.requests.average
}

function lighthouseRow(url: string, cookie?: string) {
  try {
    const { report, all, failures } = runLighthouse(url, { cookie })
    const f = lighthouseFigures(report)
    return (
      `${f.performance} / ${f.accessibility} / ${f.bestPractices} / ${f.seo} (median of ${all.length} runs; performance ${all.join(', ')}; benchmark index ${f.benchmarkIndex})` +
      `, FCP ${f.fcp}, LCP ${f.lcp}, TBT ${f.tbt}, CLS ${f.cls}` +
      `${f.belowTarget.length ? `; below 0.9: ${f.belowTarget.join(', ')}` : ''}` +
      `${failures.length ? `; ${failures.length} run(s) failed: ${failures[0]}` : ''}` +
      `${report.finalDisplayedUrl !== url ? `; REDIRECTED to ${report.finalDisplayedUrl}` : ''}`
    )
  } catch (error) {
    return `failed: ${(error as Error).message.split('\n')[0]}`
  }
}

function formatCentsNs() {
  const calls = 200_000
  const start = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) formatCents(i)
  return Number(process.hrtime.bigint() - start) / calls
}

function numberFormatPerCallNs() {
  const calls = 20_000
  const start = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(i / 100)
  return Number(process.hrtime.bigint() - start) / calls
}
