import type { Server } from 'node:http'
import type { ServerBuild } from '@remix-run/node'
import { getDb } from '~/lib/db.server.ts'
import { createApp } from './app.server.ts'
import { answerExpectContinue } from './bounded-bodies.server.ts'
import { keepIdleConnectionsOpen } from './keep-alive.server.ts'
import { createJobServices } from './load-context.server.ts'
import { pageCompressionSettled } from './page-cache.server.ts'
import { prepareDatabase } from './prepare-database.server.ts'

/**
 * The web process's store served on a server that its host made and listens with: the integration
 * tests run it inside their own process, from the same bundle `node server.js` runs (one module
 * graph, compiled once by the build, rather than a second copy of the store compiled from its sources).
 * No jobs start here: a host that wants them runs them, as the tests do.
 */
export async function serveEmbeddedStore(server: Server, build: { server: ServerBuild; directory: string }) {
  await prepareDatabase()
  const app = await createApp({ production: true, build })
  server.on('request', app)
  answerExpectContinue(server)
  keepIdleConnectionsOpen(server)
  return {
    db: getDb(),
    services: createJobServices(),
    /** Cached pages are compressed after their answers: a host stops only once those are done. */
    settled: pageCompressionSettled,
  }
}
