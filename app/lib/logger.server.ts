import { hostname } from 'node:os'
import { format } from 'node:util'
import pino from 'pino'
import { singleton } from '~/lib/singleton.server.ts'
import { currentContext } from './request-context.server.ts'

export type LogService = 'web' | 'worker'

/** This process's name in every line, decided once: INSTANCE_ID, else host name and process id. */
export function instanceId(env: Record<string, string | undefined> = process.env): string {
  const given = env.INSTANCE_ID?.trim()
  return given ? given : `${hostname()}:${process.pid}`
}

/**
 * Whether this process is the web server or the job worker, from how it was started: `node
 * server.js worker` or app/server/worker.ts. `setLogService` says it outright.
 */
export function serviceOf(argv: readonly string[]): LogService {
  return argv[2] === 'worker' || /[/\\]worker\.[jt]s$/.test(argv[1] ?? '') ? 'worker' : 'web'
}

const state = singleton('log-service', () => ({ service: serviceOf(process.argv) }))

export function setLogService(service: LogService) {
  state.service = service
}

export function logService(): LogService {
  return state.service
}

/**
 * One JSON object per line on stdout. Every line names its instance and service; a line written
 * while a request or job runs (app/server/request-context.server.ts) also names its requestId, and
 * inside a job its jobId and queue, so one request can be followed across web and worker instances.
 */
export const logger = singleton('logger', () =>
  pino({
    level: process.env.LOG_LEVEL ?? 'info',
    base: { instance: instanceId() },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    mixin: (_object, _level, current) => {
      const context = currentContext()
      // pino-http's request logger already binds requestId; a second copy would repeat the key.
      const bound = (current as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? ''
      if (!context || bound.includes('"requestId":')) return { service: state.service }
      return { service: state.service, ...context }
    },
  }),
)

/**
 * Makes the process's other output JSON lines too (call once at a process's start, not in tests):
 * console.* from libraries (oidc-provider's notices, React's and Remix's errors), Node's process
 * warnings (pg-boss reports clock skew through them; Node would print "(node:PID) Warning: ...")
 * and an uncaught exception, which is logged as fatal before the process exits with 1 as Node would.
 */
export function routeProcessOutputToLogger() {
  const done = singleton('process-output-routed', () => ({ value: false }))
  if (done.value) return
  done.value = true
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (first?: unknown, ...rest: unknown[]) => {
      if (first instanceof Error && rest.length === 0) logger[level]({ err: first, source: 'console' }, first.message)
      else logger[level]({ source: 'console' }, format(first, ...rest))
    }
  console.log = write('info')
  console.info = write('info')
  console.debug = write('debug')
  console.warn = write('warn')
  console.error = write('error')
  console.trace = write('debug')
  // Node prints warnings through its own 'warning' listener; this one logs them instead.
  process.removeAllListeners('warning')
  process.on('warning', (warning) =>
    logger.warn(
      { source: 'process', warning: { name: warning.name, code: (warning as { code?: string }).code } },
      warning.message,
    ),
  )
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, `uncaught exception: ${error.message}`)
    process.exit(1)
  })
}
