import { existsSync } from 'node:fs'
import { constants as zlibConstants } from 'node:zlib'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type Express } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { getConfig } from '~/lib/config.server.ts'
import { createLocalIdentityProvider } from '~/services/identity/local-provider.server.ts'
import { runKickedFulfilmentHere } from '~/modules/fulfilment/index.server.ts'
import { paymentOutcome } from '~/modules/order/index.server.ts'
import { onTestPaymentSettled } from '~/services/payments/payments.server.ts'
import { API_VERSION } from '~/web/api-version.ts'
import type { StoreServices } from '~/web/load-context.ts'
import { logger } from '~/lib/logger.server.ts'
import { databaseProviderStore } from '~/server/identity-store.server.ts'
import { sessionSecret } from '~/web/session.server.ts'
import { admissionControl } from './admission.server.ts'
import { apiErrorProblems } from './api-errors.server.ts'
import { apiTokenGate } from '~/web/api-token-gate.server.ts'
import { apiRateLimitFields, lastCountedFields } from '~/web/api-rate-fields.server.ts'
import { boundedBodies } from './bounded-bodies.server.ts'
import { canonicalOrigin, canonicalRedirect } from './canonical-origin.server.ts'
import { httpCaching } from './http-cache.server.ts'
import { anonymousPageCache } from './page-cache.server.ts'
import { combinedCacheVersion, setCacheVersionLease } from '~/platform/cache/cache-version.server.ts'
import { httpMetrics, metricsEndpoint, observeRemixRoutes } from './metrics.server.ts'
import { requestLogging } from './request-logging.server.ts'
import { memoiseRouteMatching } from './route-matching.server.ts'
import { keepRouteTrees } from './route-trees.server.ts'
import { remixRequestHandler } from './remix-handler.server.ts'
import { createStoreServices, loadContextFor } from './load-context.server.ts'
import { databaseOutageAnswers } from './database-outage.server.ts'
import { notReady } from './readiness.server.ts'
import { securityHeaders } from './security-headers.server.ts'
import { dropUntrustedForwardedHeaders, refuseNulInUrl, sameOriginWrites, trustProxySetting } from './request-guards.server.ts'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The production build's server bundle, for a process started from source (`tsx app/server/index.ts` in production mode). */
async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  const serverBuildPath = path.join(buildDir, 'server/index.js')
  if (!existsSync(serverBuildPath)) {
    throw new Error('No production build found: run `npm run build` first (npm start does it for you).')
  }
  return (await import(/* @vite-ignore */ pathToFileURL(serverBuildPath).href)) as ServerBuild
}

/**
 * The store's HTTP application: security headers, request logs, health checks, the built-in
 * identity provider (when used) and Remix. `production` serves the built app from build/;
 * otherwise Vite compiles on demand.
 */
export async function createApp({
  production,
  build: givenBuild,
  isDraining = () => false,
  services = createStoreServices(),
}: {
  production: boolean
  /**
   * The Remix server build and its directory, when this module runs from inside it (`node server.js`):
   * its own URL then points into the bundle's chunks, not the project.
   */
  build?: { server: ServerBuild; directory: string }
  /** True once shutdown started: readiness then answers 503 so the load balancer stops sending. */
  isDraining?: () => boolean
  /** The process's services (made here when not given): the jobs of the process take the same. */
  services?: StoreServices
}): Promise<Express> {
  const config = getConfig()
  // The routes' context: the process's services made once, and per request its id, logger and client.
  // A fulfilment kick with no job queue to send it to runs the outbox here, with these services.
  runKickedFulfilmentHere(services)
  const getLoadContext = loadContextFor(services)
  // Route matching is the same for every request to a path: kept instead of redone (ADR 135).
  memoiseRouteMatching()
  // So are the static handler's own matching and the React routes a render makes from the build (ADR 141).
  keepRouteTrees()
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY))
  app.use(dropUntrustedForwardedHeaders())
  // Durations and statuses of every answer, the 503s of admission control below included.
  app.use(httpMetrics())
  // The anonymous pages kept for every visitor (production only: development renders from source).
  const pageCache = production
    ? anonymousPageCache({
        version: () => combinedCacheVersion(services.db),
        versionTtlMs: config.PAGE_CACHE_VERSION_TTL_MS,
        // Before the redirect of another loopback name to the default origin below: such a Host goes on to it.
        answersHost: (host) => !config.appUrlIsDefault || canonicalRedirect(config.appUrl, host, '/') === null,
      })
    : null
  // A kept page's hit, answered again with the headers its first hit got from every layer below, at about
  // half their CPU: under a burst of one page, that is what each queued request waits on (ADR 118).
  if (pageCache) app.use(pageCache.replayHits)
  // Bounded work at once: past it, 503 + Retry-After at once; the probes are never refused (ADR 118).
  app.use(
    admissionControl({
      maxInFlight: config.ADMISSION_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: config.ADMISSION_MAX_EVENT_LOOP_DELAY_MS,
      retryAfterSeconds: config.ADMISSION_RETRY_AFTER_SECONDS,
      // Shed before counting: the rate-limit fields this process last counted for the caller (ADR 137).
      apiRefusalHeaders: lastCountedFields(services),
    }),
  )
  // Helmet's headers and a per-response CSP nonce; the CSP itself only on the production build (Vite's
  // development server injects scripts of its own).
  const bucket = config.s3?.endpoint ? new URL(config.s3.endpoint).origin : null
  const imageOrigins = bucket?.startsWith('http://') ? [bucket] : []
  app.use(securityHeaders({ https: config.appUrl.startsWith('https://'), csp: production, imageOrigins }))
  // Every /api answer names the API version it speaks (docs/api.md), refusals of the guards below included.
  app.use('/api', (_req, res, next) => {
    res.setHeader('API-Version', API_VERSION)
    next()
  })
  // X-Request-Id, one log line per request, and /metrics (docs/deploy.md "Logs and metrics").
  app.use(requestLogging(), metricsEndpoint({ token: config.METRICS_TOKEN }))
  // Liveness, answered before the work a page needs (rate-limit fields, body limits, compression, the
  // guards): under a burst the probe waits for the event loop only, not behind that middleware too.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  // Every /api call is counted against the `api` rate limit before any guard may answer, and every
  // /api answer carries RateLimit-Policy and RateLimit with its own figures (ADR 137).
  app.use(apiRateLimitFields({ ...services, logger }))
  // Request bodies are bounded before anything reads them: 413 past the limit of their kind (ADR 110).
  app.use(boundedBodies())
  // Answers compressed as they go out (rendered pages, JSON) are compressed at the fastest levels:
  // brotli quality 1 and gzip level 1 cost a quarter to a half of the defaults' CPU (quality 4, level 6)
  // for 10–15% more bytes. The shared pages keep their copies made once at quality 4 and level 6
  // (page-variants.server.ts); the built assets, theirs made at build time (ADR 138).
  app.use(compression({ level: 1, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } } }))
  app.use(databaseOutageAnswers())
  // Before the same-origin check, so a form on another loopback name is sent to the one origin first.
  if (config.appUrlIsDefault) app.use(canonicalOrigin(config.appUrl))
  app.use(refuseNulInUrl())
  app.use(sameOriginWrites(config.appUrl))
  app.use(apiTokenGate(services))

  app.get('/readyz', async (_req, res) => {
    if (isDraining()) {
      res.status(503).json({ status: 'draining' })
      return
    }
    // The database and the image storage: a process that cannot reach either cannot serve.
    const problem = await notReady()
    res.status(problem ? 503 : 200).json({ status: problem ?? 'ready' })
  })

  if (config.localOidc) {
    app.use(
      '/oidc',
      await createLocalIdentityProvider({
        issuer: config.oidc.issuer,
        clientId: config.oidc.clientId,
        clientSecret: config.oidc.clientSecret ?? '',
        redirectUri: `${config.appUrl}/auth/callback`,
        postLogoutRedirectUri: config.appUrl,
        cookieSecret: sessionSecret(services),
        store: databaseProviderStore(services.db),
      }),
    )
  }

  // The test-mode payment processor is this server, so where Stripe would send payment_intent.succeeded
  // for a bank debit that settled, it tells the order flow here: the order is made once, as by the webhook.
  onTestPaymentSettled(async (intent) => {
    await paymentOutcome(services.db, services.tax, services.fulfilment, services.payments, intent)
  })

  if (production) {
    const buildDir = givenBuild?.directory ?? path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build')
    const build = givenBuild?.server ?? (await loadServerBuild(buildDir))
    observeRemixRoutes(build)
    // Built assets never change under their hashed names; the build wrote brotli and zopfli copies of
    // each (app/scripts/precompress-assets.ts), sent as the browser accepts them (ADR 083).
    app.use(
      '/assets',
      expressStaticGzip(path.join(buildDir, 'client/assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y' },
      }),
    )
    // Every file of public/ has an extension: a page's path is not looked up on disk first.
    const publicFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h' })
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))
    // The in-process caches keyed on a version stamp (the catalogue's rows) trust it as long as the page cache does.
    setCacheVersionLease(config.PAGE_CACHE_VERSION_TTL_MS)
    app.all('*', pageCache!, httpCaching(), remixRequestHandler({ build, mode: 'production', getLoadContext }))
  } else {
    const vite = await import('vite').then((v) => v.createServer({ root: projectRoot, server: { middlewareMode: true } }))
    app.use(vite.middlewares)
    app.use(express.static(path.join(projectRoot, 'public'), { maxAge: '1h' }))
    app.all('*', httpCaching(), async (req, res, next) => {
      try {
        const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
        return remixRequestHandler({ build, mode: 'development', getLoadContext })(req, res, next)
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        next(error)
      }
    })
  }
  // An error under /api that reached Express (a guard's lookup, the handler itself) is a problem too.
  app.use(apiErrorProblems())
  return app
}
