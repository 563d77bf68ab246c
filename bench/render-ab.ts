// One tree's built store measured the same way whatever its age, to compare a build of today with a
// build of an earlier commit in the same quiet period: CPU ms per uncached render of the 404 page and
// /products/1 (the server's own CPU from /proc, its idle CPU over the same time taken off; 5 runs of
// 300 requests, median) and requests/s with the server pinned to core 0 and autocannon (10
// connections, 10 s) on core 1, as the issue "Performance" measured them. A store cookie keeps the
// page cache out. Seeds a fresh PostgreSQL database through the tree's own test helpers.
//
//   npm run build && npx tsx bench/render-ab.ts                       # this tree (node server.js)
//   git worktree add ../base d2f62fc^ && cd ../base && npm install && npm run build
//   cp ../main/bench/render-ab.ts bench/ && SERVER=old npx tsx bench/render-ab.ts   # before ADR 118: tsx app/server/index.ts
import { readFileSync } from 'node:fs'
import { spawn, execFileSync } from 'node:child_process'
import { request as httpRequest, Agent } from 'node:http'
import { startTestApp } from '../tests/support/app-server.ts'
import { seedBench } from './seed.ts'

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'
process.env.TEST_LOG_LEVEL = 'error'
const inProcess = await startTestApp({ IMAGE_WORKERS: '1' })
await seedBench(inProcess.db, inProcess.dataDir, { big: false })
const dbUrl = process.env.DATABASE_URL!
const port = 3790
const base = `http://127.0.0.1:${port}`
// SERVER_NODE_FLAGS: Node flags for the server alone (e.g. a V8 heap setting to compare).
const nodeFlags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)
const cmd =
  process.env.SERVER === 'old'
    ? [process.execPath, ...nodeFlags, '--import', 'tsx', 'app/server/index.ts']
    : [process.execPath, ...nodeFlags, 'server.js']
const server = spawn('taskset', ['-c', '0', ...cmd], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: base,
    DATABASE_URL: dbUrl,
    DATA_DIR: inProcess.dataDir,
    LOG_LEVEL: 'error',
    IMAGE_WORKERS: '1',
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    RATE_LIMITS: 'off',
    TRIAL_MODE: 'on',
    LOCAL_OIDC: 'on',
    SESSION_SECRET: 'render-ab-secret-0123456789-abcdefghij',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
process.on('exit', () => server.kill('SIGKILL'))
for (let i = 0; ; i++) {
  try {
    const r = await fetch(`${base}/healthz`)
    if (r.ok) break
  } catch {
    // Not listening yet.
  }
  if (i > 300) throw new Error('server not up')
  await new Promise((r) => setTimeout(r, 200))
}
const cpuMs = () => {
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8')
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(f[11]) + Number(f[12])) * 10
}
const agent = new Agent({ keepAlive: true, maxSockets: 4 })
const get = (p: string) =>
  new Promise<number>((resolve) => {
    const req = httpRequest(
      new URL(p, base),
      { agent, headers: { 'Accept-Encoding': 'gzip, br', Cookie: '__bench=1' } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', () => {
      errors++
      resolve(-1)
    })
    req.end()
  })
let errors = 0
const paths = ['/no-such-page', '/products/1']
for (const p of paths) for (let i = 0; i < 400; i++) await get(p)
const out: Record<string, unknown> = {
  warmupErrors: errors,
  serverAlive: server.exitCode === null,
  server: process.env.SERVER,
  load: readFileSync('/proc/loadavg', 'utf8').split(' ')[0],
}
for (const p of paths) {
  const status = await get(p)
  const ms: number[] = []
  for (let run = 0; run < 5; run++) {
    const idleStart = cpuMs()
    const t0 = Date.now()
    await new Promise((r) => setTimeout(r, 1000))
    const idlePerMs = (cpuMs() - idleStart) / (Date.now() - t0)
    const c0 = cpuMs()
    const w0 = Date.now()
    for (let i = 0; i < 300; i++) await get(p)
    const wall = Date.now() - w0
    ms.push((cpuMs() - c0 - idlePerMs * wall) / 300)
  }
  ms.sort((a, b) => a - b)
  const ac = execFileSync(
    'taskset',
    [
      '-c',
      '1',
      'npx',
      'autocannon',
      '-j',
      '-c',
      '10',
      '-d',
      '10',
      '-H',
      'Cookie=__bench=1',
      '-H',
      'Accept-Encoding=gzip, br',
      `${base}${p}`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  )
  const rps = JSON.parse(ac).requests.average
  out[p] = { errors, status, cpuMsMedian: Number(ms[2].toFixed(2)), cpuMsRuns: ms.map((x) => Number(x.toFixed(2))), rps }
}
console.log(JSON.stringify(out))
server.kill('SIGKILL')
await inProcess.stop()
process.exit(0)
