// The throughput and overload rows of docs/performance.md (ADR 118), measured against floors in the
// same run: a bare Node server answering the same bytes as the store's `/` (what any HTTP answer of
// that size costs here), the store's /healthz (what its middleware costs), then each cached page and
// each rendered page as ratios of those; and 200 connections on a product page while /healthz is
// probed from another process. Ratios taken within one run are the figures to compare: the machine
// may be shared, and absolute requests/s move with it.
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'

interface Setup {
  base: string
  /** The health port's base URL (HEALTH_PORT, ADR 140), probed beside the store port's /healthz under load. */
  healthBase?: string
  cpus: number
  row: (what: string, figure: string) => void
  product: string
  shop: string
  seconds?: number
}

const GZIP = 'gzip'
const BROTLI = 'br, gzip'

export async function loadRows({ base, healthBase, cpus, row, product, shop, seconds = 8 }: Setup) {
  const cached = ['/', '/design', product, shop, '/shops']
  // The first visit renders and stores; the compressed copies are made just after it.
  for (const page of cached) for (const encoding of [GZIP, BROTLI, GZIP]) await fetchBytes(`${base}${page}`, encoding)
  const rps = async (url: string, headers: Record<string, string>) =>
    (await autocannon({ url, connections: 10, duration: seconds, headers })).requests.average

  const home = await fetchBytes(`${base}/`, GZIP)
  const floor = await bareNodeServer(home.body, home.headers, cpus)
  let floorRps: number
  try {
    floorRps = await rps(floor.url, { 'Accept-Encoding': GZIP })
  } finally {
    floor.stop()
  }
  const health = await rps(`${base}/healthz`, { 'Accept-Encoding': GZIP })
  row(
    'floors: bare Node answering the bytes of `/` (gzip); `/healthz`',
    `${floorRps.toFixed(0)} req/s; ${health.toFixed(0)} req/s (${(health / floorRps).toFixed(2)}× the bare server)`,
  )
  const figures: string[] = []
  let cachedProduct = 0
  for (const page of cached) {
    const gzip = await rps(`${base}${page}`, { 'Accept-Encoding': GZIP })
    const br = await rps(`${base}${page}`, { 'Accept-Encoding': BROTLI })
    if (page === product) cachedProduct = gzip
    figures.push(
      `${page} ${gzip.toFixed(0)} / ${br.toFixed(0)} req/s = **${(gzip / health).toFixed(2)}× / ${(br / health).toFixed(2)}×**`,
    )
  }
  row('cached anonymous pages, gzip / brotli, ÷ `/healthz`', figures.join('; '))

  const missing = await rps(`${base}/no-such-page-for-the-bench`, { 'Accept-Encoding': BROTLI })
  // A cookie of the store's own kind: never answered from the page cache, so rendered each time.
  const rendered = await rps(`${base}${product}`, { 'Accept-Encoding': BROTLI, Cookie: '__bench=1' })
  row(
    'rendered pages (brotli): the 404 page; `' + product + '` uncached',
    `${missing.toFixed(0)} req/s (${(missing / health).toFixed(2)}× /healthz); ${rendered.toFixed(0)} req/s (${(rendered / health).toFixed(2)}× /healthz); cached ${product} ÷ 404 = **${(cachedProduct / missing).toFixed(1)}×**`,
  )

  for (const [label, headers] of [
    ['anonymous (cached)', {}],
    ['uncached (a store cookie)', { Cookie: '__bench=1' }],
  ] as const) {
    const probes = [`${base}/healthz`, ...(healthBase ? [`${healthBase}/healthz`] : [])]
    const load = await overload(`${base}${product}`, { 'Accept-Encoding': BROTLI, ...headers }, probes, cpus, seconds)
    const [main, own] = load.health
    row(
      `200 connections on \`${product}\`, ${label}`,
      `${load.admitted} admitted in ${seconds} s (${(load.admitted / seconds).toFixed(0)}/s), p50 ${load.admittedP50} ms, p99 **${load.admittedP99} ms**; ${load.refused} × 503 (p99 ${load.refusedP99} ms); timeouts ${load.timeouts}, errors ${load.errors}; \`/healthz\` on the store's port meanwhile p99 **${main!.p99.toFixed(1)} ms**, max ${main!.max.toFixed(1)} ms over ${main!.probes} probes` +
        (own
          ? `; on the health port (HEALTH_PORT) p99 **${own.p99.toFixed(1)} ms**, max ${own.max.toFixed(1)} ms over ${own.probes} probes (${own.failed} not 200)`
          : ''),
    )
  }
}

function fetchBytes(url: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** `node:http` answering `body` with its content headers, pinned to the store's CPU. */
async function bareNodeServer(body: Buffer, headers: Record<string, string | string[] | undefined>, cpus: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-floor-'))
  writeFileSync(path.join(dir, 'body'), body)
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(path.join(dir, 'body'))})
    const headers = { 'Content-Type': ${JSON.stringify(String(headers['content-type']))}, 'Content-Encoding': ${JSON.stringify(String(headers['content-encoding']))}, 'Content-Length': body.length }
    const server = require('node:http').createServer((req, res) => { res.writeHead(200, headers); res.end(body) })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
  const command = [process.execPath, '-e', script]
  const child = spawn(cpus > 1 ? 'taskset' : command[0]!, cpus > 1 ? ['-c', '0', ...command] : command.slice(1), {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())))
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGKILL') }
}

export const percentile = (values: number[], q: number) => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
}

/** 200 connections on `url` for `seconds`; each health URL probed every 10 ms from a process of its own meanwhile. */
async function overload(url: string, headers: Record<string, string>, healthUrls: string[], cpus: number, seconds: number) {
  const probe = startProbe(healthUrls, cpus)
  const admitted: number[] = []
  const refused: number[] = []
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 200, duration: seconds, headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      ;(statusCode === 503 ? refused : admitted).push(responseTime)
    })
  })
  const health = (await probe.stop()).map(({ times, failed }) => ({
    p99: percentile(times, 0.99),
    max: Math.max(0, ...times),
    probes: times.length,
    failed,
  }))
  return {
    admitted: admitted.length,
    admittedP50: percentile(admitted, 0.5).toFixed(0),
    admittedP99: percentile(admitted, 0.99).toFixed(0),
    refused: refused.length,
    refusedP99: percentile(refused, 0.99).toFixed(0),
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    health,
  }
}

/**
 * A load balancer's view: GET each URL every 10 ms on a new connection (each URL in a loop of its
 * own, so a slow one does not hold the other back), from another process (this one is busy loading).
 */
export function startProbe(urls: string[], cpus: number) {
  const script = `
    const http = require('node:http'); let running = true
    process.on('message', () => { running = false })
    const probe = async (url) => {
      const times = []; let failed = 0
      while (running) {
        const start = performance.now()
        const status = await new Promise((resolve) => http.get(url, { agent: false }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)) }).on('error', () => resolve(0)))
        times.push(performance.now() - start)
        if (status !== 200) failed++
        await new Promise((r) => setTimeout(r, 10))
      }
      return { times, failed }
    }
    Promise.all(${JSON.stringify(urls)}.map(probe)).then((results) => process.send(results, () => process.exit(0)))`
  // A load balancer probes from a machine of its own; here the probe shares CPU 1 with the load
  // generator, so it runs at a higher priority (nice -10, where the bench may raise it; otherwise
  // nice says so and runs it as it is) and its answer times are the server's, not the generator's.
  const command = [process.execPath, '-e', script]
  const pinned = cpus > 1 ? ['taskset', '-c', '1', ...command] : command
  const child = spawn('nice', ['-n', '-10', ...pinned], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const results = new Promise<{ times: number[]; failed: number }[]>((resolve) =>
    child.once('message', (m) => resolve(m as { times: number[]; failed: number }[])),
  )
  return {
    stop: async () => {
      child.send('stop')
      return results
    },
  }
}
