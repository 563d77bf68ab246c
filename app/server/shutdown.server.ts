import { logger } from '~/lib/logger.server.ts'

/** What shutdown needs of the web port: an `http.Server`, or the sockets that share it (ADR 185). */
export interface ClosingServer {
  close(done: () => void): void
  closeIdleConnections(): void
  closeAllConnections(): void
}

export interface Lifecycle {
  /** True from the first SIGTERM/SIGINT: /readyz answers 503 so the load balancer stops sending. */
  readonly draining: boolean
}

/**
 * Graceful shutdown, in order: readiness turns 503 (for `drainDelayMs` the listener still accepts, so a
 * load balancer sees it and moves away); the listener stops accepting connections and idle
 * keep-alive connections close; in-flight requests and running jobs get until the deadline to finish;
 * whatever is still open is cut off; then the database closes and the process exits 0. A job cut off
 * is not lost: the queue retries it on another instance.
 */
export function installGracefulShutdown(options: {
  server: ClosingServer | null
  timeoutMs: number
  /** Time between readiness turning 503 and the listener closing, for the load balancer to notice. */
  drainDelayMs?: number
  stopJobs: (timeoutMs: number) => Promise<void>
  closeDatabase: () => Promise<void>
  exit?: (code: number) => void
}): Lifecycle {
  const state = { draining: false }
  const exit = options.exit ?? ((code: number) => process.exit(code))

  const shutdown = async (signal: string) => {
    if (state.draining) return
    state.draining = true
    const deadline = Date.now() + options.timeoutMs
    logger.info({ signal, timeoutMs: options.timeoutMs }, 'draining: finishing in-flight requests and jobs')
    const drainDelayMs = Math.min(options.drainDelayMs ?? 0, options.timeoutMs / 2)
    if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs))
    const server = options.server
    const requestsDone = server
      ? new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeIdleConnections()
        })
      : Promise.resolve()
    // Keep-alive connections that turn idle after their last response are closed as they do.
    const idleSweep = server ? setInterval(() => server.closeIdleConnections(), 250) : null
    const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deadline - Date.now()).unref())
    const [requests] = await Promise.all([
      Promise.race([requestsDone.then(() => 'done' as const), timedOut]),
      options.stopJobs(Math.max(1000, deadline - Date.now())).catch((error) => {
        logger.error({ err: error }, 'stopping the job queue failed')
      }),
    ])
    if (idleSweep) clearInterval(idleSweep)
    if (requests === 'timeout' && server) {
      logger.warn('shutdown deadline reached: closing the connections still open')
      server.closeAllConnections()
    }
    try {
      await options.closeDatabase()
    } catch (error) {
      logger.error({ err: error }, 'closing the database failed')
    }
    logger.info('shut down')
    exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
  return state
}
