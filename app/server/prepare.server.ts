import { syncCatalogueFromPrintify } from '~/modules/catalogue/index.server.ts'
import { sharedRequestSpacing } from '~/platform/rate-limit/request-slots.server.ts'
import { PRINTIFY_MIN_INTERVAL_MS, getPrintifyClient, enablePrintifyRequestSpacing } from '~/services/fulfilment/index.server.ts'
import { ConfigError, getConfig, type Config } from '~/lib/config.server.ts'
import { serviceModes } from '~/lib/service-modes.server.ts'
import { logger, routeProcessOutputToLogger } from '~/lib/logger.server.ts'
import { startMetricsServer } from './metrics.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { prepareDatabase } from '~/server/prepare-database.server.ts'
import { isDatabaseConnectionError } from './database-outage.server.ts'

/**
 * The configuration, or exit with a message naming every bad variable (no stack trace). On success,
 * one log line per outside service says whether it is real or a test stand-in.
 */
export function configOrExit(): Config {
  // From here on the process writes JSON lines only: libraries' console output and Node's warnings too.
  routeProcessOutputToLogger()
  survivePromisesLostToOutages()
  try {
    const config = getConfig()
    for (const { service, mode, implementation } of serviceModes(config)) {
      logger.info(
        // `service` in every line is this process's (web or worker); this names the outside service.
        { outsideService: service, mode, implementation, trial: config.TRIAL_MODE === 'on' },
        `${service}: ${mode === 'real' ? 'real' : 'TEST STAND-IN'}, ${implementation}`,
      )
    }
    return config
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.fatal(
        {
          problems: error.message
            .split('\n')
            .slice(1)
            .map((line) => line.trim()),
        },
        error.message,
      )
      process.exit(1)
    }
    throw error
  }
}

/** What every process (web or worker) does before its work: database, shared pacing, catalogue. */
export async function prepareProcess() {
  const config = getConfig()
  // Each process (web or worker) on METRICS_PORT serves its own /metrics there.
  if (config.METRICS_PORT) await startMetricsServer({ port: config.METRICS_PORT, host: config.HOST })
  await untilDatabaseAnswers(() => prepareDatabase())
  // Every instance takes Printify request slots from one place, so together they stay under the
  // account's 600 requests a minute.
  enablePrintifyRequestSpacing(sharedRequestSpacing(getDb(), 'printify', PRINTIFY_MIN_INTERVAL_MS))
  const printify = getPrintifyClient()
  // Printify's variant ids replace the fixture's; on failure the catalogue stays as it is (logged).
  if (printify) await syncCatalogueFromPrintify(getDb(), printify)
}

/**
 * Runs a start-up step that needs the database until it gets through: while PostgreSQL is away (not
 * started yet, restarting) the process waits and tries again, 0.5 s, then twice as long each time up to
 * 15 s, logging each wait at warn without a stack. Any other failure (a bad migration) still ends the start.
 */
export async function untilDatabaseAnswers<T>(
  step: () => Promise<T>,
  { firstDelayMs = 500, maxDelayMs = 15_000, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)) } = {},
): Promise<T> {
  for (let attempt = 1, delay = firstDelayMs; ; attempt += 1, delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await step()
    } catch (error) {
      if (!isDatabaseConnectionError(error)) throw error
      const message = error instanceof Error ? error.message : String(error)
      logger.warn({ attempt, retryInMs: delay, error: { message } }, 'database unreachable at start: waiting for it')
      await sleep(delay)
    }
  }
}

/**
 * A promise a library left unawaited that rejects because the database connection was refused or
 * lost is logged, and the process lives on: the pool reconnects once the server is back, and the
 * queue retries the jobs in flight. Any other unhandled rejection still ends the process, as Node's
 * default would (rethrown, it reaches the uncaught-exception handler: logged as fatal, exit 1).
 */
export function survivePromisesLostToOutages() {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseConnectionError(reason)) throw reason
    // An outage, not a bug: a warning without a stack.
    const message = reason instanceof Error ? reason.message : String(reason)
    logger.warn({ error: { message } }, 'database unreachable: an unawaited operation failed; carrying on')
  })
}
