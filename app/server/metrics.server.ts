import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { ServerBuild } from '@remix-run/node'
import type { RequestHandler } from 'express'
import client from 'prom-client'
import { poolStats } from '#db/connect.ts'
import { getDb } from '~/lib/db.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { remixRouteMatcher, routeLabel } from './route-label.server.ts'

/** Queue depth is read from the database at most this often, however often /metrics is scraped. */
const QUEUE_DEPTH_CACHE_MS = 5_000

interface Sources {
  /** Jobs waiting (created or retrying) per queue; set once the job queue started in this process. */
  queueDepths: (() => Promise<Record<string, number>>) | null
  /** Matches a path to its Remix route id; set once the production build is loaded. */
  matchRoute: ((pathname: string) => string | null) | null
  depthCache: { at: number; value: Record<string, number> } | null
}

/**
 * The process's Prometheus metrics (one registry per process, shared by the server from source and
 * the Remix build). Labels are bounded: a route is its Remix route id or a fixed pattern, never a URL.
 */
export const metrics = singleton('metrics', () => {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const sources: Sources = { queueDepths: null, matchRoute: null, depthCache: null }
  const registers = [registry]
  return {
    registry,
    sources,
    httpRequestDuration: new client.Histogram({
      name: 'shirtsmith_http_request_duration_seconds',
      help: 'HTTP requests by method, route (Remix route id or a fixed pattern) and status code, until the response ended',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    httpRequestsShed: new client.Counter({
      name: 'shirtsmith_http_requests_shed_total',
      help: 'Requests refused with 503 before routing under load, by reason (in-flight: all places taken; event-loop-delay: the loop is behind)',
      labelNames: ['reason'] as const,
      registers,
    }),
    jobsTotal: new client.Counter({
      name: 'shirtsmith_jobs_total',
      help: 'Job runs finished in this process, by queue and outcome (completed, failed: the attempt threw)',
      labelNames: ['queue', 'outcome'] as const,
      registers,
    }),
    jobDuration: new client.Histogram({
      name: 'shirtsmith_job_duration_seconds',
      help: 'Job run durations by queue and outcome',
      labelNames: ['queue', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers,
    }),
    designGenerationDuration: new client.Histogram({
      name: 'shirtsmith_design_generation_duration_seconds',
      help: 'Design generation runs (one delivery of a design job: drawing, mockups, saving), by outcome',
      labelNames: ['outcome'] as const,
      buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 240],
      registers,
    }),
    queueDepth: new client.Gauge({
      name: 'shirtsmith_job_queue_depth',
      help: 'Jobs waiting to run (created or retrying) per queue, dead-letter queues included; read on scrape, cached 5 s',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const depths = await queueDepths(sources)
        this.reset()
        for (const [queue, count] of Object.entries(depths)) this.set({ queue }, count)
      },
    }),
    dbPoolConnections: new client.Gauge({
      name: 'shirtsmith_db_pool_connections',
      help: 'PostgreSQL pool connections by state (max: the process budget, DATABASE_POOL_MAX; total: open; idle); absent on PGlite',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.reset()
        const stats = currentPoolStats()
        if (!stats) return
        this.set({ state: 'max' }, stats.max)
        this.set({ state: 'total' }, stats.total)
        this.set({ state: 'idle' }, stats.idle)
      },
    }),
    dbPoolWaiting: new client.Gauge({
      name: 'shirtsmith_db_pool_waiting_clients',
      help: 'Queries waiting for a PostgreSQL pool connection; absent on PGlite',
      registers,
      collect() {
        this.reset()
        const stats = currentPoolStats()
        if (stats) this.set(stats.waiting)
      },
    }),
  }
})

function currentPoolStats() {
  try {
    return poolStats(getDb())
  } catch {
    return null
  }
}

async function queueDepths(sources: Sources): Promise<Record<string, number>> {
  if (!sources.queueDepths) return {}
  const cached = sources.depthCache
  if (cached && Date.now() - cached.at < QUEUE_DEPTH_CACHE_MS) return cached.value
  try {
    const value = await sources.queueDepths()
    sources.depthCache = { at: Date.now(), value }
    return value
  } catch (error) {
    // A scrape during a database outage still answers the process's other metrics.
    logger.warn({ err: error }, 'queue depth not read for /metrics')
    return cached?.value ?? {}
  }
}

/** Where the queue depth gauge reads from: the job queue of this process. */
export function setQueueDepthSource(read: (() => Promise<Record<string, number>>) | null) {
  metrics.sources.queueDepths = read
  metrics.sources.depthCache = null
}

/** Labels requests answered by Remix with their route id (the production build's routes). */
export function observeRemixRoutes(build: ServerBuild) {
  metrics.sources.matchRoute = remixRouteMatcher(build.routes)
}

export type ShedReason = 'in-flight' | 'event-loop-delay'
const SHED_REASONS: ShedReason[] = ['in-flight', 'event-loop-delay']
// Both reasons exist from the start at 0, so an alert's rate() sees the first shed request.
for (const reason of SHED_REASONS) metrics.httpRequestsShed.inc({ reason }, 0)

/** The route label of an answer given before routing (shed under load): no route was looked up. */
export const SHED_ROUTE = 'shed'

/**
 * Counts a request refused under load. Its answer is timed by httpMetrics like any other, under the
 * route `shed` (looking its route up would be work the refusal exists to avoid).
 */
export function countShed(res: { locals: Record<string, unknown> }, reason: ShedReason) {
  res.locals.shed = reason
  metrics.httpRequestsShed.inc({ reason })
}

/**
 * Times every request until its response ended (finished or the client left), by route pattern and
 * status: mounted first, so every answer is counted, those given before routing included.
 */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpRequestDuration.startTimer()
    res.once('close', () => {
      const route = res.locals.shed ? SHED_ROUTE : routeLabel(req, metrics.sources.matchRoute)
      end({ method: methodLabel(req.method), route, status: res.statusCode })
    })
    next()
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other')

/** Equal when the token is; the hashes make the comparison constant-time whatever the lengths. */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? ''
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(token))
}

async function answerMetrics(res: { setHeader: (name: string, value: string) => unknown; end: (body: string) => unknown }) {
  res.setHeader('Content-Type', metrics.registry.contentType)
  res.setHeader('Cache-Control', 'no-store')
  res.end(await metrics.registry.metrics())
}

/**
 * GET /metrics on the store's port: answered only to `Authorization: Bearer <METRICS_TOKEN>` (401
 * otherwise); without a token configured it does not exist here (404).
 */
export function metricsEndpoint({ token }: { token: string | undefined }): RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/metrics') return next()
    if (!token || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.status(404).type('text/plain').send('Not Found')
      return
    }
    if (!tokenMatches(req.get('authorization'), token)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized')
      return
    }
    answerMetrics(res).catch(next)
  }
}

/**
 * /metrics without a token on a port of its own (METRICS_PORT, on HOST), for a scraper inside a
 * private network; nothing else is served there. It does not keep the process alive.
 */
export async function startMetricsServer({ port, host }: { port: number; host: string | undefined }): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') {
      answerMetrics(res).catch((error) => {
        logger.error({ err: error }, 'metrics not collected')
        res.statusCode = 500
        res.end()
      })
      return
    }
    res.statusCode = 404
    res.end('Not Found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  server.unref()
  logger.info({ port, host: host ?? null }, 'metrics served on their own port')
  return server
}
