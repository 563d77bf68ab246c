import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { createPostgresDatabase } from '../support/database.ts'
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts'

// Logs and metrics of the store as its own process (node server.js, as in production): every
// line it writes is JSON naming its instance; a request's lines and those of the job it started share
// its X-Request-Id; /metrics is refused without the token and answers Prometheus text with it. A
// second process serves /metrics on a port of its own instead (METRICS_PORT), and its health checks on
// another (HEALTH_PORT, ADR 140).

const TOKEN = 'observability-test-metrics-token'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let withToken: SpawnedServer
let withPort: SpawnedServer
let metricsPort: number
let healthPort: number
const drops: (() => Promise<void>)[] = []

async function database(): Promise<Record<string, string>> {
  if (!process.env.TEST_DATABASE_URL) return { PGLITE_DIR: 'memory://' }
  const pg = await createPostgresDatabase(process.env.TEST_DATABASE_URL)
  drops.push(pg.drop)
  return { DATABASE_URL: pg.url }
}

// One after the other, each with the whole start-up budget: on a loaded machine two starting together
// can each take most of a minute.
beforeAll(async () => {
  metricsPort = await freePort()
  healthPort = await freePort()
  // Both as production starts them (node server.js, the built bundle).
  withToken = await spawnServer({
    ...(await database()),
    INSTANCE_ID: 'obs-1',
    METRICS_TOKEN: TOKEN,
    GENERATION_CONCURRENCY: '1',
  })
  withPort = await spawnServer({ ...(await database()), METRICS_PORT: String(metricsPort), HEALTH_PORT: String(healthPort) })
}, 200_000)

afterAll(async () => {
  for (const server of [withToken, withPort]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
  for (const drop of drops) await drop()
})

interface LogLine {
  instance?: string
  service?: string
  requestId?: string
  jobId?: string
  queue?: string
  msg?: string
  req?: { url: string }
}

/** The server's output as JSON lines; fails on any line that is not a JSON object. */
function logLines(server: SpawnedServer): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine
      } catch {
        throw new Error(`not a JSON log line: ${line}`)
      }
    })
}

const scrape = (url: string, init: RequestInit = {}) => fetch(`${url}/metrics`, init)

describe('request ids', () => {
  it('echoes a plain X-Request-Id, and makes a UUID when there is none or it is unsafe', async () => {
    const given = await fetch(`${withToken.url}/healthz`, { headers: { 'X-Request-Id': 'lb-7f3a.2:9' } })
    expect(given.headers.get('X-Request-Id')).toBe('lb-7f3a.2:9')
    const none = await fetch(`${withToken.url}/healthz`)
    expect(none.headers.get('X-Request-Id')).toMatch(UUID)
    const again = await fetch(`${withToken.url}/healthz`)
    expect(again.headers.get('X-Request-Id')).not.toBe(none.headers.get('X-Request-Id'))
    for (const unsafe of ['has spaces in it', 'x'.repeat(200), '"},{"admin":true']) {
      const answer = await fetch(`${withToken.url}/healthz`, { headers: { 'X-Request-Id': unsafe } })
      expect(answer.headers.get('X-Request-Id')).toMatch(UUID)
    }
    // Pages and refusals carry it too.
    const page = await fetch(`${withToken.url}/no-such-page`, { headers: { 'X-Request-Id': 'lost-page-1' } })
    expect(page.status).toBe(404)
    expect(page.headers.get('X-Request-Id')).toBe('lost-page-1')
  })
})

describe('log lines', () => {
  it('are all JSON with the instance and service; a request and the job it started share its requestId', async () => {
    const client = new TestClient(withToken.url)
    const requestId = 'design-request-42'
    const response = await client.request('/api/design-jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId },
      body: JSON.stringify({ prompt: 'a lighthouse at dawn', style: 'Minimalist' }),
    })
    expect(response.status).toBe(202)
    expect(response.headers.get('X-Request-Id')).toBe(requestId)
    const { job } = (await response.json()) as { job: { statusUrl: string } }
    await expect
      .poll(async () => ((await (await client.request(job.statusUrl)).json()) as { job: { status: string } }).job.status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe('done')
    // The job's own line is written as its run ends, just after the design job is done.
    await expect
      .poll(() => logLines(withToken).some((line) => line.msg === 'job completed' && line.requestId === requestId), {
        timeout: 15_000,
      })
      .toBe(true)

    const lines = logLines(withToken)
    expect(lines.length).toBeGreaterThan(10)
    for (const line of lines) expect(line).toMatchObject({ instance: 'obs-1', service: 'web' })

    const ofRequest = lines.filter((line) => line.requestId === requestId)
    const requestLine = ofRequest.find((line) => line.req?.url === '/api/design-jobs')
    expect(requestLine).toMatchObject({ msg: 'request completed' })
    const jobLine = ofRequest.find((line) => line.msg === 'job completed')
    expect(jobLine).toMatchObject({ queue: 'design.generate', outcome: 'completed' })
    expect(jobLine?.jobId).toMatch(UUID)

    // The other process's lines name its own instance: host name and process id.
    const other = logLines(withPort)
    expect(other.length).toBeGreaterThan(3)
    for (const line of other) expect(line.instance).toBe(`${line.instance?.split(':')[0]}:${withPort.child.pid}`)
  })
})

describe('/metrics', () => {
  it('is refused without the token and answers Prometheus text with it', async () => {
    expect((await scrape(withToken.url)).status).toBe(401)
    expect((await scrape(withToken.url, { headers: { Authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401)
    expect((await scrape(withToken.url, { headers: { Authorization: TOKEN } })).status).toBe(401)

    // A page seen by its route id, whatever its URL.
    expect((await fetch(`${withToken.url}/help`)).status).toBe(200)
    expect((await fetch(`${withToken.url}/no/such/page/${Date.now()}`)).status).toBe(404)

    const answer = await scrape(withToken.url, { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toContain('text/plain; version=0.0.4')
    const text = await answer.text()
    expect(text).toMatch(
      /^shirtsmith_http_request_duration_seconds_count\{method="GET",route="routes\/help",status="200"\} [1-9]/m,
    )
    expect(text).toMatch(/^shirtsmith_http_request_duration_seconds_count\{method="GET",route="routes\/\$",status="404"\} [1-9]/m)
    expect(text).not.toContain('/no/such/page')
    expect(text).toMatch(
      /^shirtsmith_http_request_duration_seconds_count\{method="POST",route="routes\/api\.design-jobs",status="202"\} 1$/m,
    )
    // The design job of the test above ran here.
    expect(text).toMatch(/^shirtsmith_jobs_total\{queue="design\.generate",outcome="completed"\} [1-9]/m)
    expect(text).toMatch(/^shirtsmith_job_duration_seconds_count\{queue="design\.generate",outcome="completed"\} [1-9]/m)
    expect(text).toMatch(/^shirtsmith_design_generation_duration_seconds_count\{outcome="completed"\} [1-9]/m)
    expect(text).toMatch(/^shirtsmith_job_queue_depth\{queue="design\.generate"\} 0$/m)
    expect(text).toMatch(/^shirtsmith_job_queue_depth\{queue="fulfilment\.outbox\.dead"\} \d+$/m)
    expect(text).toMatch(/^process_cpu_seconds_total \d/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/^shirtsmith_db_pool_connections\{state="total"\} \d+$/m)
  })

  it('with METRICS_PORT is served there without a token, and is 404 on the store port', async () => {
    expect((await scrape(withPort.url)).status).toBe(404)
    expect((await scrape(withPort.url, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
    const answer = await scrape(`http://127.0.0.1:${metricsPort}`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toMatch(/^shirtsmith_job_queue_depth\{queue="design\.generate"\} \d+$/m)
    expect((await fetch(`http://127.0.0.1:${metricsPort}/help`)).status).toBe(404)
  })

  it("with HEALTH_PORT answers /healthz and /readyz there, beside the store port's own", async () => {
    const health = `http://127.0.0.1:${healthPort}`
    const alive = await fetch(`${health}/healthz`)
    expect(alive.status).toBe(200)
    expect(await alive.json()).toEqual({ status: 'ok' })
    // Ready once the server listens and the database answered (checked every 2 s).
    await expect.poll(async () => (await fetch(`${health}/readyz`)).status, { timeout: 10_000 }).toBe(200)
    expect((await fetch(`${health}/help`)).status).toBe(404)
    expect((await fetch(`${withPort.url}/healthz`)).status).toBe(200)
  })
})
