import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type Express } from 'express'
import { pinoHttp } from 'pino-http'
import { getConfig } from '~/config.server.ts'
import { createLocalIdentityProvider } from '~/services/identity/local-provider.server.ts'
import { isDatabaseReachable } from '~/utils/db.server.ts'
import { sessionSecret } from '~/utils/session.server.ts'
import { logger } from './logger.server.ts'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The store's HTTP application: security headers, request logs, health checks, the built-in
 * identity provider (when used) and Remix. `production` serves the built app from build/;
 * otherwise Vite compiles on demand.
 */
export async function createApp({ production }: { production: boolean }): Promise<Express> {
  const config = getConfig()
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', true)
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    next()
  })
  app.use(
    pinoHttp({
      logger,
      // One line per request: method, path, status and duration.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
    }),
  )
  app.use(compression())

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  app.get('/readyz', async (_req, res) => {
    const ready = await isDatabaseReachable()
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unreachable' })
  })

  if (config.localOidc) {
    app.use(
      '/oidc',
      createLocalIdentityProvider({
        issuer: config.oidc.issuer,
        clientId: config.oidc.clientId,
        clientSecret: config.oidc.clientSecret,
        redirectUri: `${config.appUrl}/auth/callback`,
        cookieSecret: sessionSecret(),
      }),
    )
  }

  if (production) {
    const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build')
    const serverBuildPath = path.join(buildDir, 'server/index.js')
    if (!existsSync(serverBuildPath)) {
      throw new Error('No production build found: run `npm run build` first (npm start does it for you).')
    }
    const build = (await import(/* @vite-ignore */ pathToFileURL(serverBuildPath).href)) as ServerBuild
    app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
    app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }))
    app.all('*', createRequestHandler({ build, mode: 'production' }))
  } else {
    const vite = await import('vite').then((v) =>
      v.createServer({ root: projectRoot, server: { middlewareMode: true } }),
    )
    app.use(vite.middlewares)
    app.use(express.static(path.join(projectRoot, 'public'), { maxAge: '1h' }))
    app.all('*', async (req, res, next) => {
      try {
        const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
        return createRequestHandler({ build, mode: 'development' })(req, res, next)
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        next(error)
      }
    })
  }
  return app
}
