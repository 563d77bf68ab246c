// BUILD_DIR=build-perf npx tsx bench/render-cpu.ts [--runs 5] [--requests 200] [--warmup 400] [--port 3700] [--profile]
//
// CPU milliseconds per rendered page, read from the server process's own CPU time (/proc/<pid>/stat:
// user + system), not requests per second: on a shared machine a render's CPU time holds still while
// its wall time does not. Starts the built server as `npm run serve` does (`node server.js`) on a
// fresh PostgreSQL database with six designs (bench/built-server.ts), and for each page sends
// requests one at a time and four at once, with a store cookie so the page cache never answers (ADR
// 084). The server's idle CPU (timers, the job queue's polling) is measured over the same wall time and
// taken off. Prints the median over the runs. `--profile` starts the server with `node --cpu-prof`
// (profiles in data/bench/profiles/).
import { readFileSync } from 'node:fs'
import { request as httpRequest, Agent } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startBuiltServer } from './built-server.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '400' },
    port: { type: 'string' },
    profile: { type: 'boolean', default: false },
    paths: { type: 'string' },
  },
})
const runs = Number(values.runs)
const requests = Number(values.requests)
const warmup = Number(values.warmup)
const TICKS_PER_MS = 100 / 1000 // USER_HZ is 100 on Linux

const { server, base, seed, stop } = await startBuiltServer({
  port: values.port ? Number(values.port) : undefined,
  profileDir: values.profile ? path.resolve('data/bench/profiles') : undefined,
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

let pages: string[] = []
try {
  const designId = await seed()
  pages = values.paths?.split(',') ?? ['/no-such-page-for-the-bench', `/products/${designId}`, '/']
  // Warm up: the JIT, the database pool, each page's first render. With 100 requests per page the
  // first run still came out 10–30% above the next ones (the optimising compiler was not done).
  for (const pagePath of pages) for (let i = 0; i < warmup; i++) await get(pagePath)
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
  await stop()
}
process.exit(0)
