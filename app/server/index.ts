import { createServer } from 'node:http'
import { getDb } from '~/utils/db.server.ts'
import { createApp } from './app.server.ts'
import { answerExpectContinue } from './bounded-bodies.server.ts'
import { startJobs, stopJobs } from './jobs/jobs.server.ts'
import { logger } from './logger.server.ts'
import { configOrExit, prepareProcess } from './prepare.server.ts'
import { installGracefulShutdown, type Lifecycle } from './shutdown.server.ts'

async function main() {
  const config = configOrExit()

  await prepareProcess()
  let lifecycle: Lifecycle | null = null
  const app = await createApp({ production: config.isProduction, isDraining: () => lifecycle?.draining ?? false })
  const server = createServer(app)
  answerExpectContinue(server)
  // Background jobs (fulfilment, status sync, design generation) run through the queue in the
  // database; this process works them unless RUN_JOBS=off (then `npm run worker` does). Its
  // generation workers also start the design jobs left waiting by a restart.
  const queue = await startJobs(getDb(), { work: config.RUN_JOBS === 'on', leaseSeconds: config.FULFILMENT_LEASE_SECONDS })
  lifecycle = installGracefulShutdown({
    server,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS,
    stopJobs: (timeoutMs) => stopJobs(queue, timeoutMs),
    closeDatabase: () => getDb().destroy(),
  })
  server.listen(config.PORT, config.HOST, () => {
    logger.info(
      { url: config.appUrl, database: config.database.kind, jobs: config.RUN_JOBS },
      `ShirtSmith listening on ${config.appUrl}`,
    )
  })
}

main().catch((error) => {
  logger.fatal({ err: error }, 'failed to start')
  process.exit(1)
})
