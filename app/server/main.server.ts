import type { ServerBuild } from '@remix-run/node'
import sharp from 'sharp'
import { getDb } from '~/lib/db.server.ts'
import type { Config } from '~/lib/config.server.ts'
import { createApp } from './app.server.ts'
import { createJobServices, createStoreServices } from './load-context.server.ts'
import { answerExpectContinue } from './bounded-bodies.server.ts'
import { keepIdleConnectionsOpen } from './keep-alive.server.ts'
import { startJobs, stopJobs } from './jobs/jobs.server.ts'
import { logger, setLogService } from '~/lib/logger.server.ts'
import { configOrExit, prepareProcess } from './prepare.server.ts'
import { installGracefulShutdown, type Lifecycle } from './shutdown.server.ts'
import { startHealthListener } from './health-listener.server.ts'
import { answerWhileStarting } from './starting.server.ts'
import { listenOnPort } from './listeners.server.ts'
import { notReady } from './readiness.server.ts'

export type ProcessRole = 'web' | 'worker'

/**
 * Runs one of the store's processes. `web` serves HTTP and, unless RUN_JOBS=off, works the
 * background jobs too; `worker` works the jobs without serving HTTP, for deployments that keep web
 * and worker processes apart. `build` is the Remix server build this module was bundled into, and
 * its directory (the production start, server.js); without it the web process loads the build from
 * BUILD_DIR, or compiles on demand in development.
 */
export async function runProcess(role: ProcessRole, build?: { server: ServerBuild; directory: string }): Promise<void> {
  // Every log line names the process it came from (docs/deploy.md "Logs and metrics").
  setLogService(role)
  // Pictures are decoded and resized once each (uploads, stored images, mockups), so libvips' cache of
  // recent operations, process-wide and up to 50 MB, would only hold memory.
  sharp.cache(false)
  try {
    await (role === 'web' ? runWeb(build) : runWorker())
  } catch (error) {
    logger.fatal({ err: error }, role === 'web' ? 'failed to start' : 'worker failed to start')
    process.exit(1)
  }
}

/** The health port (HEALTH_PORT, ADR 140), when set: alive from here on, ready once the process says so. */
async function healthListener(config: Config) {
  if (!config.HEALTH_PORT) return null
  const health = await startHealthListener({ port: config.HEALTH_PORT, host: config.HOST, stallMs: config.HEALTH_LOOP_STALL_MS })
  logger.info({ port: health.port }, 'health checks answered on their own port')
  return health
}

async function runWeb(build: { server: ServerBuild; directory: string } | undefined) {
  const config = configOrExit()
  const health = await healthListener(config)
  // Listening from the start: while the database is away the process waits for it (prepareProcess
  // retries), alive but not ready, answering 503 with Retry-After rather than refusing connections.
  const server = await listenOnPort({
    port: config.PORT,
    host: config.HOST,
    backlog: config.LISTEN_BACKLOG,
    count: config.ACCEPT_LISTENERS,
    listener: answerWhileStarting,
    setUp: (http) => {
      answerExpectContinue(http)
      keepIdleConnectionsOpen(http)
    },
  })
  await prepareProcess()
  let lifecycle: Lifecycle | null = null
  // The services the routes and the jobs of this process share, made once.
  const services = createStoreServices()
  const app = await createApp({
    production: config.isProduction,
    build,
    isDraining: () => lifecycle?.draining ?? false,
    services,
  })
  // Background jobs (fulfilment, status sync, design generation) run through the queue in the
  // database; this process works them unless RUN_JOBS=off (then `npm run worker` does). Its
  // generation workers also start the design jobs left waiting by a restart.
  const queue = await startJobs(services, { work: config.RUN_JOBS === 'on', leaseSeconds: config.FULFILMENT_LEASE_SECONDS })
  lifecycle = installGracefulShutdown({
    server,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS,
    stopJobs: (timeoutMs) => stopJobs(queue, timeoutMs),
    closeDatabase: () => getDb().destroy(),
  })
  // Jobs started (their dispatchers set): the app answers from here on.
  server.answerWith(app)
  logger.info(
    { url: config.appUrl, database: config.database.kind, jobs: config.RUN_JOBS, listeners: server.size },
    `ShirtSmith listening on ${config.appUrl}`,
  )
  health?.followReadiness({ isDraining: () => lifecycle?.draining ?? false, notReady })
}

async function runWorker() {
  const config = configOrExit()
  const health = await healthListener(config)
  await prepareProcess()
  const queue = await startJobs(createJobServices(), { work: true, leaseSeconds: config.FULFILMENT_LEASE_SECONDS })
  const lifecycle = installGracefulShutdown({
    server: null,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    stopJobs: (timeoutMs) => stopJobs(queue, timeoutMs),
    closeDatabase: () => getDb().destroy(),
  })
  health?.followReadiness({ isDraining: () => lifecycle.draining, notReady })
  logger.info({ database: config.database.kind }, 'ShirtSmith worker running background jobs')
}
