import { connect } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { createPostgresDatabase } from '../support/database.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts'
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts'
import { waitFor } from '../support/wait-for.ts'

let server: SpawnedServer | null = null
let dropDatabase: (() => Promise<void>) | null = null
let openai: FakeOpenAI | null = null

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
  await dropDatabase?.()
  await openai?.close()
})

/** Sends the start of a POST and returns a function that sends the rest and resolves with the raw answer. */
function startSlowRequest(port: number) {
  const socket = connect(port, '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.on('error', () => {})
  let connected = false
  socket.on('connect', () => (connected = true))
  const body = JSON.stringify({ id: 'evt', type: 'order:updated', resource: { id: 'x' } })
  socket.write(
    `POST /api/webhooks/printify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nX-Pfy-Signature: sha256=00\r\n\r\n${body.slice(0, 10)}`,
  )
  const finish = async () => {
    socket.write(body.slice(10))
    await closed
    return answer
  }
  return Object.assign(finish, { connected: () => connected })
}

describe('graceful shutdown', () => {
  it('on SIGTERM answers 503 on /readyz, finishes the request in flight, closes and exits 0', async () => {
    const pg = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : null
    dropDatabase = pg?.drop ?? null
    server = await spawnServer({
      ...(pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: 'memory://' }),
      SHUTDOWN_DRAIN_DELAY_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '10000',
    })
    const finishRequest = startSlowRequest(server.port)
    await waitFor(() => finishRequest.connected(), { timeout: 5_000, message: 'the slow request connected' })

    server.child.kill('SIGTERM')
    await expect.poll(async () => (await fetch(`${server!.url}/readyz`)).status, { timeout: 1000, interval: 50 }).toBe(503)

    // After the drain delay the listener is closed: new connections are refused...
    await expect
      .poll(
        () =>
          fetch(`${server!.url}/healthz`).then(
            () => 'answered',
            () => 'refused',
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toBe('refused')
    // ...but the request that was in flight still gets its whole answer.
    const answer = await finishRequest()
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)

    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('"msg":"shut down"')
  }, 120_000)

  it('on SIGTERM lets a design generation in progress finish (its events stream ends on the design), then exits 0', async () => {
    // The first test's server has exited: drop its database before making this one's.
    await dropDatabase?.()
    dropDatabase = null
    openai = await startFakeOpenAI({ partialDelayMs: 1000 })
    const pg = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : null
    dropDatabase = pg?.drop ?? null
    server = await spawnServer({
      ...(pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: 'memory://' }),
      OPENAI_API_KEY: 'sk-shutdown',
      OPENAI_BASE_URL: openai.baseURL,
      SHUTDOWN_TIMEOUT_MS: '60000',
    })
    const client = new TestClient(server.url)
    const started = await client.json('/api/design-jobs', 'POST', { prompt: 'a lantern at dusk' })
    expect(started.status).toBe(202)
    const { job } = await started.json()
    const events = await client.request(job.eventsUrl)
    await expect
      // The state, however long a loaded machine takes to reach it (the partial pictures keep it running).
      .poll(async () => (await (await client.request(job.statusUrl)).json()).job.status, { timeout: 60_000, interval: 100 })
      .toBe('running')

    server.child.kill('SIGTERM')
    const text = await events.text()
    expect(text).toMatch(/event: done\ndata: .*"status":"done"/)
    expect(await server.exited).toBe(0)
  }, 120_000)
})
