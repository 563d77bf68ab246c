import { createServer } from 'node:http'
import { ConfigError, getConfig } from '~/config.server.ts'
import { getDb, prepareDatabase } from '~/utils/db.server.ts'
import { createApp } from './app.server.ts'
import { runFulfilmentWork } from '~/modules/fulfilment/fulfilment.server.ts'
import { syncCatalogueFromPrintify } from '~/modules/catalogue/printify-sync.server.ts'
import { getPrintifyClient } from '~/services/fulfilment/index.server.ts'
import { registerWorker, startBackgroundWork } from './background.server.ts'
import { logger } from './logger.server.ts'

async function main() {
  let config
  try {
    config = getConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  await prepareDatabase()
  const printify = getPrintifyClient()
  // Printify's variant ids replace the fixture's; on failure the fixture stays (and is logged).
  if (printify) await syncCatalogueFromPrintify(getDb(), printify)
  const app = await createApp({ production: config.isProduction })
  const server = createServer(app)
  server.listen(config.PORT, config.HOST, () => {
    logger.info({ url: config.appUrl, database: config.database.kind }, `ShirtSmith listening on ${config.appUrl}`)
  })
  // Submits paid orders to the print provider (the outbox) and follows their progress.
  registerWorker({ name: 'fulfilment', intervalMs: 5_000, run: () => runFulfilmentWork() })
  const stopBackgroundWork = startBackgroundWork()

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    logger.info({ signal }, 'shutting down')
    stopBackgroundWork()
    server.close(() => {
      void getDb()
        .destroy()
        .finally(() => process.exit(0))
    })
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error) => {
  logger.fatal({ err: error }, 'failed to start')
  process.exit(1)
})
