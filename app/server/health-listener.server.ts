import { Worker } from 'node:worker_threads'
import { logger } from '~/lib/logger.server.ts'

/**
 * The health port (HEALTH_PORT, ADR 140): /healthz and /readyz answered by a thread of their own, from
 * what the main thread last wrote into shared memory, so a probe is answered in about a millisecond
 * however many requests the event loop is working through, and a listen queue of its own means a
 * probe's new connection never waits behind a burst of others (the main listener accepts one
 * connection per loop turn).
 *
 * The answers still say the truth about the process:
 * - the main thread writes a heartbeat every `beatMs`; once none has come for `stallMs` the event loop
 *   is blocked (not merely busy), and both paths answer 503 "event loop blocked";
 * - /readyz is 200 only while the main thread says "ready" (it checks the database every `readyCheckMs`
 *   and turns "draining" on SIGTERM); before that it says "starting".
 */
const HEALTH_STATES = ['starting', 'ready', 'draining', 'database unreachable', 'storage unreachable'] as const
type HealthState = (typeof HEALTH_STATES)[number]

export interface HealthListener {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  readonly port: number
  setState(state: HealthState): void
  /**
   * From now on the state follows the process: draining once `isDraining()`, else ready while
   * `notReady()` answers null, else what it names (asked every `readyCheckMs`, one question at a time).
   */
  followReadiness(checks: {
    isDraining: () => boolean
    notReady: () => Promise<'database unreachable' | 'storage unreachable' | null>
    readyCheckMs?: number
    /** A check not answered in this long counts as unreachable (a connection cut without a reset hangs). */
    checkTimeoutMs?: number
  }): void
  close(): Promise<void>
}

const HEARTBEAT = 0
const STATE = 1

/**
 * The thread's code: plain CommonJS run by `eval` (no build step, the same from source and from the
 * build). It only reads the shared memory; the main thread is never asked anything.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const shared = new BigInt64Array(workerData.shared)
const server = http.createServer((req, res) => {
  const path = (req.url || '/').split('?')[0]
  if (path !== '/healthz' && path !== '/readyz') return answer(res, req, 404, { status: 'not found' })
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, req, 405, { status: 'method not allowed' })
  const silentMs = Date.now() - Number(Atomics.load(shared, ${HEARTBEAT}))
  if (silentMs > workerData.stallMs) return answer(res, req, 503, { status: 'event loop blocked', silentMs })
  if (path === '/healthz') return answer(res, req, 200, { status: 'ok' })
  const state = workerData.states[Number(Atomics.load(shared, ${STATE}))]
  answer(res, req, state === 'ready' ? 200 : 503, { status: state })
})
function answer(res, req, status, body) {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' })
  res.end(req.method === 'HEAD' ? undefined : text)
}
server.keepAliveTimeout = 5000
server.on('error', (error) => parentPort.postMessage({ error: error.message }))
server.listen(workerData.port, workerData.host, () => parentPort.postMessage({ port: server.address().port }))
`

export async function startHealthListener({
  port,
  host,
  stallMs,
  beatMs = 100,
}: {
  port: number
  host?: string
  stallMs: number
  beatMs?: number
}): Promise<HealthListener> {
  const shared = new BigInt64Array(new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT))
  let isDraining = () => false
  const beat = () => {
    Atomics.store(shared, HEARTBEAT, BigInt(Date.now()))
    // Draining shows at the next beat, not only at the next database check.
    if (isDraining()) setState('draining')
  }
  const setState = (state: HealthState) => Atomics.store(shared, STATE, BigInt(HEALTH_STATES.indexOf(state)))
  beat()
  // A timer, so it only fires when the loop comes round: a loop stuck in one callback stops beating.
  const beats = setInterval(beat, beatMs)
  beats.unref()
  let closing = false
  /** The listening thread on `listenPort`; a thread that dies later is logged and started again. */
  const startThread = async (listenPort: number) => {
    const thread = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { shared: shared.buffer, port: listenPort, host, stallMs, states: HEALTH_STATES },
      // Its heap only ever holds a few small answers at a time.
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
      execArgv: [],
    })
    const bound = await new Promise<number>((resolve, reject) => {
      thread.once('message', (message: { port?: number; error?: string }) =>
        message.port ? resolve(message.port) : reject(new Error(`health port ${listenPort}: ${message.error}`)),
      )
      thread.once('error', reject)
    }).catch(async (error: unknown) => {
      await thread.terminate()
      throw error
    })
    thread.on('error', (error) => logger.error({ err: error }, 'the health port thread failed'))
    thread.once('exit', () => {
      if (closing) return
      setTimeout(() => {
        if (closing) return
        startThread(bound).then(
          (next) => (worker = next.thread),
          (error: unknown) => logger.error({ err: error }, 'the health port could not be opened again'),
        )
      }, 1000).unref()
    })
    // The process ends when its work does, whatever this thread is doing.
    thread.unref()
    return { thread, port: bound }
  }
  let worker: Worker
  let listening: number
  try {
    ;({ thread: worker, port: listening } = await startThread(port))
  } catch (error) {
    clearInterval(beats)
    throw error
  }
  let readiness: NodeJS.Timeout | null = null
  return {
    port: listening,
    setState,
    followReadiness({ isDraining: draining, notReady, readyCheckMs = 2000, checkTimeoutMs = 5000 }) {
      isDraining = draining
      let asking = false
      const check = async () => {
        if (asking || isDraining()) return
        asking = true
        let timer: NodeJS.Timeout | undefined
        // A check that hangs (a connection cut without a reset) counts as the database away.
        const timedOut = new Promise<'database unreachable'>((resolve) => {
          timer = setTimeout(() => resolve('database unreachable'), checkTimeoutMs)
        })
        try {
          const problem = await Promise.race([notReady().catch(() => 'database unreachable' as const), timedOut])
          setState(isDraining() ? 'draining' : (problem ?? 'ready'))
        } finally {
          clearTimeout(timer)
          asking = false
        }
      }
      void check()
      readiness = setInterval(() => void check(), readyCheckMs)
      readiness.unref()
    },
    async close() {
      closing = true
      clearInterval(beats)
      if (readiness) clearInterval(readiness)
      await worker.terminate()
    },
  }
}
