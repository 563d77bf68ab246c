// npm run bench [-- --big] [-- --lighthouse] [-- --no-build]
//
// Seeds a store on a fresh PostgreSQL database (BENCH_DATABASE_URL's server, default the local one),
// starts the production server pinned to CPU 0 (load from this process on CPU 1), and prints each
// row of the performance table (issue 14) as measured figures. `--big` adds 100k designs and 1M
// upvotes. It is a benchmark: it never fails on its numbers. See docs/performance.md.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import sharp from 'sharp'
import { formatCents } from '../app/modules/catalogue/catalogue.ts'
import { startTestApp, freePort } from '../tests/support/app-server.ts'
import { loadRows } from './load.ts'
import { clientJs } from './client-js.ts'
import { seedBench } from './seed.ts'

const args = new Set(process.argv.slice(2))
const BIG = args.has('--big')
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
const serverCommand = [process.execPath, 'server.js']
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
await waitFor(`${base}/healthz`)

try {
  // The machine may be shared: the load average says how much of it the benchmark really had.
  const load = () => loadavg()[0].toFixed(1)
  console.log(
    `\n| what | measured (${new Date().toISOString()}, ${seeded.designs} designs, ${seeded.votes} upvotes, ${cpus} CPUs, load ${load()}) |\n|---|---|`,
  )
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
      row(`Lighthouse mobile ${path}`, lighthouse(`${base}${path}`))
    }
    // The checkout shows a cart: without one it sends the visitor back to the studio.
    row('Lighthouse mobile /checkout', lighthouse(`${base}/checkout`, await cartCookie(base, seeded.designId)))
  } else row('Lighthouse mobile', 'not run (add `-- --lighthouse`)')
  row('machine load average (1 min) at this point', load())

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

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

function header(answer: Answer, name: string) {
  const value = answer.headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? null)
}

function get(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  return send(new URL(path, baseUrl), { method: 'GET', headers })
}

function send(url: URL, { method, headers, body }: { method: string; headers: Record<string, string>; body?: Buffer }) {
  return new Promise<Answer>((resolve, reject) => {
    // A fresh connection per request: a kept-alive socket the server already closed fails with EPIPE.
    const req = httpRequest(url, { method, agent: false, headers: { 'Accept-Encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
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

async function throughput(path: string) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    duration: 10,
    headers: { 'Accept-Encoding': 'gzip, br' },
  })
  return result.requests.average
}

async function timed(run: () => Promise<Answer>, times: number) {
  const all: number[] = []
  let last!: Answer
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    last = await run()
    all.push(performance.now() - start)
  }
  const sorted = [...all].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  return { all, last, median: at(0.5), p95: at(0.95), p99: at(0.99) }
}

async function twelveMegapixelJpeg() {
  const width = 4000
  const height = 3000
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 2654435761) >>> 24) ^ (i % 251)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer()
}

function postUpload(baseUrl: string, jpeg: Buffer) {
  const boundary = `bench${Date.now()}`
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return send(new URL('/api/upload', baseUrl), {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(body.length),
      Origin: baseUrl,
    },
    body,
  })
}

async function healthDuringGenerations(baseUrl: string) {
  const generations: number[] = []
  let running = 4
  const runs = ['a fox in the rain', 'a heron at dawn', 'a lighthouse in fog', 'a kite over hills'].map(async (prompt) => {
    const start = performance.now()
    const body = JSON.stringify({
      prompt,
      style: 'Watercolor',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    })
    const answer = await send(new URL('/api/designs/generate', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Origin: baseUrl },
      body: Buffer.from(body),
    })
    if (answer.status !== 201) console.warn(`generation answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`)
    generations.push(performance.now() - start)
    running--
  })
  const latencies: number[] = []
  while (running > 0) {
    const start = performance.now()
    await get(baseUrl, '/healthz')
    latencies.push(performance.now() - start)
    await new Promise((r) => setTimeout(r, 10))
  }
  await Promise.all(runs)
  latencies.sort((a, b) => a - b)
  return {
    p99: latencies[Math.min(latencies.length - 1, Math.ceil(0.99 * latencies.length) - 1)],
    max: latencies[latencies.length - 1],
    samples: latencies.length,
    generations,
  }
}

interface LighthouseReport {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>
  environment: { benchmarkIndex: number }
  finalDisplayedUrl: string
}

/** The session cookie of a new visitor with one shirt in the cart. */
async function cartCookie(baseUrl: string, designId: number) {
  const body = Buffer.from(new URLSearchParams({ kind: 'community', designId: String(designId), quantity: '1' }).toString())
  const answer = await send(new URL('/cart/add', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
    body,
  })
  const cookies = [answer.headers['set-cookie'] ?? []].flat()
  const session = cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('__session='))
  if (!session) throw new Error(`POST /cart/add answered ${answer.status} without a session`)
  return session
}

function lighthouse(url: string, cookie?: string) {
  // Lighthouse's full reports, for the audits behind a score.
  const lighthouseDir = path.resolve('data/bench')
  mkdirSync(lighthouseDir, { recursive: true })
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'
  const command = [
    'npx',
    '--yes',
    'lighthouse@12.8.2',
    url,
    '--quiet',
    '--output=json',
    '--form-factor=mobile',
    `--chrome-flags=${flags}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ]
  // This process is pinned to one CPU for the load generator; the browser gets every CPU, as a
  // visitor's browser has its own machine (on one shared CPU its benchmark index halves). `cpus` was
  // counted before the pinning: availableParallelism() now would say 1, and so it did until
  // 2026-11-25, leaving the browser on the load generator's CPU.
  const [file, ...argv] = cpus > 1 ? ['taskset', '-c', `0-${cpus - 1}`, ...command] : command
  const runs: { report: LighthouseReport; json: Buffer }[] = []
  const failures: string[] = []
  // Lighthouse's own advice for a noisy machine: run it several times and keep the median run.
  // (A constant inside the function: the top-level awaits above call it before module constants below them exist.)
  const lighthouseRuns = 3
  for (let i = 0; i < lighthouseRuns; i++) {
    try {
      const json = execFileSync(file, argv, {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      })
      runs.push({ report: JSON.parse(json.toString()) as LighthouseReport, json })
    } catch (error) {
      failures.push((error as Error).message.split('\n')[0])
    }
  }
  if (!runs.length) return `failed: ${failures[0]}`
  const performance = (r: LighthouseReport) => r.categories.performance?.score ?? 0
  runs.sort((a, b) => performance(a.report) - performance(b.report))
  const { report, json } = runs[Math.floor((runs.length - 1) / 2)]
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100)
  const metric = (id: string) => report.audits[id]?.numericValue ?? 0
  // The audits that cost points, so a score below target says what to fix.
  const failing = Object.values(report.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .filter((ref) => {
      const audit = report.audits[ref.id]
      return audit && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 0.9
    })
    .map((ref) => ref.id)
  const name = new URL(url).pathname.replace(/\W+/g, '-') || 'home'
  writeFileSync(path.join(lighthouseDir, `lighthouse${name}.json`), json)
  const allScores = runs.map((r) => Math.round(performance(r.report) * 100)).join(', ')
  return (
    `${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}` +
    ` (median of ${runs.length} runs; performance ${allScores}; benchmark index ${Math.round(report.environment.benchmarkIndex)})` +
    `, FCP ${(metric('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s` +
    `, TBT ${metric('total-blocking-time').toFixed(0)} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}` +
    `${failing.length ? `; below 0.9: ${[...new Set(failing)].join(', ')}` : ''}` +
    `${failures.length ? `; ${failures.length} run(s) failed: ${failures[0]}` : ''}` +
    `${report.finalDisplayedUrl !== url ? `; REDIRECTED to ${report.finalDisplayedUrl}` : ''}`
  )
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
