import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/app-server.ts'
import { createPostgresDatabase } from '../support/database.ts'
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts'
import { startTcpProxy } from '../support/tcp-proxy.ts'

// A web process started while PostgreSQL is away (here: a TCP proxy in front of it that refuses
// connections) does not exit: it listens, answers /healthz 200, /readyz 503 and every other request
// 503 with Retry-After, and waits for the database; once the database answers it starts for real.
const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

let database: Awaited<ReturnType<typeof createPostgresDatabase>>
let proxy: Awaited<ReturnType<typeof startTcpProxy>>
let web: SpawnedServer | undefined
let starting: Promise<SpawnedServer> | undefined

beforeAll(async () => {
  database = await createPostgresDatabase(PG_SERVER)
  const target = new URL(database.url)
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  await proxy.cut()
})

afterAll(async () => {
  web ??= await starting?.catch(() => undefined)
  if (web && web.child.exitCode === null) web.child.kill('SIGKILL')
  await proxy?.stop()
  await database?.drop()
})

/** The answer to `path`, once the process listens (connections are refused until it does). */
async function ask(url: string, tries = 600): Promise<Response> {
  for (let i = 0; ; i += 1) {
    try {
      return await fetch(url)
    } catch (error) {
      if (i >= tries) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

describe('a start while PostgreSQL is away', () => {
  it('waits for the database, answering 503 and not ready meanwhile, then serves', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    // spawnServer resolves once /readyz answers 200: only after the database is back.
    starting = spawnServer({ DATABASE_URL: proxy.through(database.url), LOG_LEVEL: 'info' }, 180_000, port)
    starting.catch(() => undefined)

    const page = await ask(`${url}/`)
    expect(page.status).toBe(503)
    expect(page.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    const api = await ask(`${url}/api/products/1`)
    expect(api.status).toBe(503)
    expect(await api.json()).toMatchObject({ status: 503, title: 'Service Unavailable', code: 'unavailable' })
    expect((await ask(`${url}/readyz`)).status).toBe(503)
    expect((await ask(`${url}/healthz`)).status).toBe(200)

    await proxy.restore()
    web = await starting
    expect(web.child.exitCode).toBeNull()
    expect((await fetch(`${url}/readyz`)).status).toBe(200)
    expect((await fetch(`${url}/api/products/999999`)).status).toBe(404)
    const lines = web
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
    expect(lines.some((line) => line.includes('database unreachable at start'))).toBe(true)
    expect(lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([])
  }, 240_000)
})
