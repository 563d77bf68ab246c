// `npm run worker`: runs the store's background jobs without serving HTTP, for deployments that
// keep web and worker processes apart (web instances then set RUN_JOBS=off).
import { getDb } from '~/utils/db.server.ts'
import { startJobs, stopJobs } from './jobs/jobs.server.ts'
import { logger } from './logger.server.ts'
import { configOrExit, prepareProcess } from './prepare.server.ts'
import { installGracefulShutdown } from './shutdown.server.ts'

async function main() {
  const config = configOrExit()
  await prepareProcess()
  const queue = await startJobs(getDb(), { work: true, leaseSeconds: config.FULFILMENT_LEASE_SECONDS })
  installGracefulShutdown({
    server: null,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    stopJobs: (timeoutMs) => stopJobs(queue, timeoutMs),
    closeDatabase: () => getDb().destroy(),
  })
  logger.info({ database: config.database.kind }, 'ShirtSmith worker running background jobs')
}

main().catch((error) => {
  logger.fatal({ err: error }, 'worker failed to start')
  process.exit(1)
})
