import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../support/app-server.ts'
import { createPostgresDatabase } from '../support/database.ts'
import { startFakePrintify, type FakePrintify } from '../support/fake-printify.ts'
import { startRoundRobinProxy } from '../support/round-robin-proxy.ts'
import { spawnServer } from '../support/spawn-server.ts'
import { startTcpProxy } from '../support/tcp-proxy.ts'
import { startMailSink } from './mail-sink.ts'

// The store as it runs in production, for one soak run: two web processes behind a round-robin proxy
// (APP_URL is the proxy), one worker (`node server.js worker`), all three working jobs, on a fresh
// PostgreSQL database reached through a TCP proxy that can be cut. One data directory for all three
// (images); e-mail goes to a local SMTP server that counts every message (mail-sink.ts).

export const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const OPERATOR = 'soak_operator'
export const METRICS_TOKEN = 'soak-metrics-token-0123456789'
const ROOT = path.resolve(import.meta.dirname, '../..')

export type ProcessName = 'web1' | 'web2' | 'worker'
export const PROCESS_NAMES: ProcessName[] = ['web1', 'web2', 'worker']

interface Running {
  child: ChildProcess
  exited: Promise<unknown>
  output: () => string
}

export interface World {
  /** The public origin (the round-robin proxy). */
  url: string
  /** A direct connection to the run's database (not through the cut-able proxy). */
  db: pg.Pool
  dataDir: string
  printify: FakePrintify
  /** The Message-ID of every e-mail the store sent. */
  mail: readonly string[]
  /** When each message of `mail` arrived (ms since the epoch). */
  mailTimes: readonly number[]
  /** The HTTP port of each web process, and the worker's metrics port. */
  ports: Record<ProcessName, number>
  alive: (name: ProcessName) => boolean
  /** SIGKILL (no goodbye) or SIGTERM (a graceful stop), then wait for the exit. */
  stopProcess: (name: ProcessName, signal: 'SIGKILL' | 'SIGTERM') => Promise<void>
  startProcess: (name: ProcessName) => Promise<void>
  cutDatabase: () => Promise<void>
  restoreDatabase: () => Promise<void>
  databaseCut: () => boolean
  /** The text of a process's /metrics. */
  metrics: (name: ProcessName) => Promise<string>
  /** The last lines each process wrote (for a failure report). */
  logs: () => string
  stop: () => Promise<void>
}

async function spawnWorker(env: Record<string, string>, timeoutMs = 120_000): Promise<Running> {
  const child = spawn(process.execPath, ['server.js', 'worker'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const start = Date.now()
  while (!log.includes('worker running background jobs')) {
    if (child.exitCode !== null) throw new Error(`worker exited during start:\n${log.slice(-3000)}`)
    if (Date.now() - start > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`worker not ready after ${timeoutMs} ms:\n${log.slice(-3000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { child, exited, output: () => log }
}

export async function startWorld(): Promise<World> {
  const cleanups: (() => Promise<unknown> | unknown)[] = []
  const database = await createPostgresDatabase(PG_SERVER)
  cleanups.push(() => database.drop())
  const db = new pg.Pool({ connectionString: database.url, max: 3 })
  // An idle connection ended by the drop at the end is not a finding.
  db.on('error', () => {})
  cleanups.push(() => db.end())
  const target = new URL(database.url)
  const tcp = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  cleanups.push(() => tcp.stop())
  let cut = false
  const printify = await startFakePrintify()
  cleanups.push(() => printify.stop())
  // A print submission takes a moment, so a kill can land while one is in flight.
  printify.setCreateDelay(800)
  const sink = await startMailSink()
  cleanups.push(() => sink.stop())
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-soak-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const ports: Record<ProcessName, number> = { web1: await freePort(), web2: await freePort(), worker: await freePort() }
  const proxyPort = await freePort()
  const url = `http://127.0.0.1:${proxyPort}`
  const env: Record<string, string> = {
    DATABASE_URL: tcp.through(database.url),
    DATA_DIR: dataDir,
    APP_URL: url,
    NODE_ENV: 'production',
    LOCAL_OIDC: 'on',
    TRIAL_MODE: 'on',
    SESSION_SECRET: 'soak-session-secret-of-at-least-32-bytes',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    DAILY_GENERATIONS_PER_VISITOR: '100000',
    DAILY_GENERATIONS_PER_ACCOUNT: '100000',
    ADMIN_SUBJECTS: OPERATOR,
    METRICS_TOKEN,
    SMTP_URL: sink.url,
    MAIL_FROM: 'ShirtSmith <orders@shirtsmith.test>',
    PRINTIFY_API_TOKEN: printify.token,
    PRINTIFY_SHOP_ID: printify.shopId,
    PRINTIFY_BASE_URL: printify.url,
    OPENAI_API_KEY: '',
    // A submission whose process died is taken over this soon (the lease outlasts a Printify call by 5 s).
    FULFILMENT_LEASE_SECONDS: '15',
    PRINTIFY_TIMEOUT_MS: '10000',
    JOB_MAINTENANCE_SECONDS: '3',
    // A sweep run held by a process killed with -9 runs again elsewhere this soon.
    JOB_LEASE_SECONDS: '15',
    PAGE_CACHE_VERSION_TTL_MS: '0',
  }
  const running = new Map<ProcessName, Running>()
  const startProcess = async (name: ProcessName) => {
    if (name === 'worker') {
      // It says it is ready at level info.
      running.set(name, await spawnWorker({ ...env, LOG_LEVEL: 'info', METRICS_PORT: String(ports.worker), HOST: '127.0.0.1' }))
    } else {
      const server = await spawnServer(env, 120_000, ports[name])
      running.set(name, { child: server.child, exited: server.exited, output: server.output })
    }
  }
  const alive = (name: ProcessName) => {
    const child = running.get(name)?.child
    return Boolean(child && child.exitCode === null && child.signalCode === null)
  }
  const stopProcess = async (name: ProcessName, signal: 'SIGKILL' | 'SIGTERM') => {
    const process_ = running.get(name)
    if (!process_ || !alive(name)) return
    process_.child.kill(signal)
    await process_.exited
  }
  cleanups.push(async () => {
    for (const name of PROCESS_NAMES) await stopProcess(name, 'SIGKILL')
  })
  const proxy = await startRoundRobinProxy(() => (['web1', 'web2'] as const).filter(alive).map((n) => ports[n]), proxyPort)
  cleanups.push(() => proxy.stop())
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {})
  }
  try {
    // The first start migrates; the other two then find the schema ready.
    await startProcess('web1')
    await Promise.all([startProcess('web2'), startProcess('worker')])
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    db,
    dataDir,
    printify,
    mail: sink.messageIds,
    mailTimes: sink.sentAt,
    ports,
    alive,
    stopProcess,
    startProcess,
    cutDatabase: async () => {
      cut = true
      await tcp.cut()
    },
    restoreDatabase: async () => {
      await tcp.restore()
      cut = false
    },
    databaseCut: () => cut,
    metrics: async (name) => {
      const answer =
        name === 'worker'
          ? await fetch(`http://127.0.0.1:${ports.worker}/metrics`)
          : await fetch(`http://127.0.0.1:${ports[name]}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
      if (answer.status !== 200) throw new Error(`/metrics of ${name} answered ${answer.status}`)
      return answer.text()
    },
    logs: () => PROCESS_NAMES.map((name) => `--- ${name} ---\n${(running.get(name)?.output() ?? '').slice(-2000)}`).join('\n'),
    stop,
  }
}
