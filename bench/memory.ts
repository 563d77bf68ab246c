// npm run bench:memory [-- --no-build] [-- --glibc-default-thresholds]
//
// Start-up and memory of the production processes, as `npm run serve` and `npm run worker` start
// them (`node server.js [worker]`, MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072, HEALTH_PORT), on a fresh PostgreSQL database
// (BENCH_DATABASE_URL's server, default the local one): time from spawn to /readyz (five starts,
// median), RSS idle, RSS of the worker after drawing ten designs and of the web instance after
// serving their pages and mockups, and both again 30 s later (image threads exit after 20 s idle).
// It is a benchmark: it never fails on its numbers. Figures go to docs/performance.md.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../tests/support/app-server.ts'
import { createPostgresDatabase } from '../tests/support/database.ts'

const args = new Set(process.argv.slice(2))
if (!args.has('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'ignore' })

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const database = await createPostgresDatabase(server, { fromTemplate: false })
const dataDir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-memory-'))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The process's CPU time so far (user + system, all threads), in seconds. */
const cpuSeconds = (child: ChildProcess) => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const rssMb = (child: ChildProcess) => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024)
}

function start(role: 'web' | 'worker', port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, role === 'web' ? ['server.js'] : ['server.js', 'worker'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TRIAL_MODE: 'on',
      MALLOC_ARENA_MAX: '2',
      // As npm run serve and the Dockerfile (ADR 140); --glibc-default-thresholds measures without it.
      ...(args.has('--glibc-default-thresholds') ? {} : { MALLOC_MMAP_THRESHOLD_: '131072' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-memory-secret-of-at-least-32-bytes',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function untilReady(url: string) {
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(20)
  }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const rows: [string, string][] = []
const row = (what: string, figure: string) => {
  rows.push([what, figure])
  console.log(`| ${what} | ${figure} |`)
}

try {
  // Start-up: the first start also migrates the fresh database; the next four are what a restart costs.
  const port = await freePort()
  const healthPort = await freePort()
  const url = `http://127.0.0.1:${port}`
  const starts: number[] = []
  for (let i = 0; i < 5; i++) {
    const began = performance.now()
    const web = start('web', port, { HEALTH_PORT: String(healthPort) })
    await untilReady(url)
    starts.push(Math.round(performance.now() - began))
    await stop(web)
  }
  const restarts = starts.slice(1).sort((a, b) => a - b)
  row('web start-up to /readyz, first start (migrates a fresh database)', `${starts[0]} ms`)
  row('web start-up to /readyz, restart (median of 4)', `${(restarts[1]! + restarts[2]!) / 2} ms`)

  // Each with its health port, as the Dockerfile starts them (ADR 140).
  const web = start('web', port, { RUN_JOBS: 'off', HEALTH_PORT: String(healthPort) })
  await untilReady(url)
  const worker = start('worker', await freePort(), { HEALTH_PORT: String(await freePort()) })
  await sleep(5000)
  row('web RSS idle (RUN_JOBS=off)', `${rssMb(web)} MB`)
  row('worker RSS idle', `${rssMb(worker)} MB`)

  const prompts = ['a cat riding a bike', 'a knight fighting a dragon', 'a lighthouse in a storm', 'a corgi astronaut']
  // An anonymous visitor's jobs are theirs by the session cookie the first answer sets.
  let cookie = ''
  const jobs: string[] = []
  const drawStart = performance.now()
  const drawCpu = cpuSeconds(worker)
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${url}/api/design-jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ prompt: `${prompts[i % prompts.length]} ${i}`, style: 'Ghibli-inspired' }),
    })
    cookie ||= response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    jobs.push(((await response.json()) as { job: { id: string } }).job.id)
  }
  const designIds: number[] = []
  for (const id of jobs) {
    for (;;) {
      const { job } = (await (await fetch(`${url}/api/design-jobs/${id}`, { headers: { cookie } })).json()) as {
        job: { status: string; design?: { id: number } | null }
      }
      if (job.status === 'done' || job.status === 'failed') {
        if (job.design) designIds.push(job.design.id)
        break
      }
      await sleep(250)
    }
  }
  // The machine may be shared: the worker's CPU time is the steadier figure.
  row(
    `worker drawing ${designIds.length} designs (all queued at once)`,
    `${((performance.now() - drawStart) / 1000).toFixed(1)} s wall, ${(cpuSeconds(worker) - drawCpu).toFixed(1)} s CPU; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  for (const id of designIds) {
    for (const page of [`/products/${id}`, `/mockups/${id}/White`, `/mockups/${id}/Navy`, `/share-image/${id}`]) {
      await (await fetch(`${url}${page}`)).arrayBuffer()
    }
  }
  row(`worker RSS after drawing ${designIds.length} designs`, `${rssMb(worker)} MB`)
  row('web RSS after their pages, mockups and share cards', `${rssMb(web)} MB`)
  await sleep(30_000)
  row('worker RSS 30 s later', `${rssMb(worker)} MB`)
  row('web RSS 30 s later', `${rssMb(web)} MB`)
  await Promise.all([stop(web), stop(worker)])
} finally {
  await database.drop()
}

console.log('\n| measure | figure |\n|---|---|')
for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`)
