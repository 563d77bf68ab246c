import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../support/database.ts'
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts'
import { startTcpProxy } from '../support/tcp-proxy.ts'
import { waitFor } from '../support/wait-for.ts'

// The first requests after PostgreSQL goes away (its connections reset, new ones refused) are an
// outage, not a failure of the store: /api answers 503 problems titled "Service Unavailable" with
// Retry-After from the very first one, a form post and a page get an HTML page with 503, the outage is
// logged once at warn without a stack, and no 4xx writes an error line. The background loops that meet
// the cut (the job queue's lease renewals, every second here, and the design-job lease sweep, every
// 5 s) log it at debug only: no error line and no stack per sweep. The store's connections pass
// through a TCP proxy that is cut.
const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

let database: Awaited<ReturnType<typeof createPostgresDatabase>>
let proxy: Awaited<ReturnType<typeof startTcpProxy>>
let web: SpawnedServer

beforeAll(async () => {
  database = await createPostgresDatabase(PG_SERVER)
  const target = new URL(database.url)
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  web = await spawnServer({
    DATABASE_URL: proxy.through(database.url),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'debug',
    JOB_LEASE_SECONDS: '3',
  })
}, 120_000)

afterAll(async () => {
  if (web && web.child.exitCode === null) web.child.kill('SIGKILL')
  await proxy?.stop()
  await database?.drop()
})

interface LogLine {
  level: number
  msg?: string
  err?: { stack?: string }
  error?: unknown
}
const lines = (): LogLine[] =>
  web
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)

describe('a database cut', () => {
  it('answers /api with 503 Service Unavailable from the first request, logged once at warn', async () => {
    // Before the cut: a product that does not exist is the client's 404, not an error of the store.
    const missing = await fetch(`${web.url}/api/products/999999`)
    expect(missing.status).toBe(404)
    const before = lines().length

    await proxy.cut()
    const answers: { status: number; title: string; code: string; retryAfter: string | null }[] = []
    for (let i = 0; i < 4; i += 1) {
      const answer = await fetch(`${web.url}/api/products/999999`)
      const body = (await answer.json()) as { title: string; code: string }
      answers.push({ status: answer.status, title: body.title, code: body.code, retryAfter: answer.headers.get('Retry-After') })
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 503,
        title: 'Service Unavailable',
        code: 'unavailable',
        retryAfter: expect.stringMatching(/^\d+$/),
      })
    }

    // A form post to a resource route (no page of its own) and a page: HTML, 503, Retry-After.
    for (const [method, path] of [
      ['POST', '/cart/add'],
      ['GET', '/products/1'],
    ] as const) {
      const answer = await fetch(`${web.url}${path}`, {
        method,
        redirect: 'manual',
        ...(method === 'POST'
          ? {
              body: 'designId=1&color=White&size=L',
              headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: web.url },
            }
          : {}),
      })
      const body = await answer.text()
      expect({ path, status: answer.status, type: answer.headers.get('Content-Type') }).toEqual({
        path,
        status: 503,
        type: expect.stringMatching(/^text\/html/),
      })
      expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/)
      // A page of its own or the app's error boundary, never Remix's bare text.
      expect(body).toMatch(/^<!doctype html>/i)
    }

    // The cut holds until both background loops have met it.
    for (const loop of ['job queue error', 'design job leases not checked']) {
      await waitFor(
        () =>
          lines()
            .slice(before)
            .some((line) => line.msg === `${loop}: database unreachable`),
        {
          timeout: 15_000,
          message: `${loop} during the cut`,
        },
      )
    }
    const during = lines().slice(before)
    expect(
      during.filter((line) => line.level >= 50),
      'no error lines for an outage',
    ).toEqual([])
    expect(during.filter((line) => line.msg?.startsWith('database unreachable'))).toHaveLength(1)
    expect(JSON.stringify(during)).not.toMatch(/"stack"/)
    expect(
      lines()
        .slice(0, before)
        .filter((line) => line.level >= 50),
      'no error lines for a 404',
    ).toEqual([])
  })
})
