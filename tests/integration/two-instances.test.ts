import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { createPostgresDatabase } from '../support/database.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts'
import { startFakePrintify, type FakePrintify } from '../support/fake-printify.ts'
import { freePort } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startRoundRobinProxy } from '../support/round-robin-proxy.ts'
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts'
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts'
import { CHECKOUT_ADDRESS } from '../support/checkout.ts'

// Two instances of the production build on one PostgreSQL and one S3-compatible server, behind a
// round-robin proxy: sign-in, a generation and a purchase alternate between them; then one is killed.
// PostgreSQL is TEST_DATABASE_URL's server, else the machine's local one (PGlite is one process).
const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const ADDRESS = CHECKOUT_ADDRESS

let database: Awaited<ReturnType<typeof createPostgresDatabase>>
let s3: LocalS3
let printify: FakePrintify
let openai: FakeOpenAI
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>
const instances: SpawnedServer[] = []
let db: pg.Pool

beforeAll(async () => {
  database = await createPostgresDatabase(PG_SERVER)
  db = new pg.Pool({ connectionString: database.url, max: 2 })
  // An idle connection ended by the database (the drop at the end forces them closed) is not a test failure.
  db.on('error', () => {})
  s3 = await startLocalS3()
  printify = await startFakePrintify()
  // Image generation streams its partial pictures slowly, and the design jobs' prompts ("stallme")
  // stall after the first until the test releases them, after the kill: both jobs are still drawing then.
  openai = await startFakeOpenAI({ partialDelayMs: 2500, holdStalls: true })
  const proxyPort = await freePort()
  const env = {
    DATABASE_URL: database.url,
    ...s3.env,
    APP_URL: `http://127.0.0.1:${proxyPort}`,
    PRINTIFY_API_TOKEN: printify.token,
    PRINTIFY_SHOP_ID: printify.shopId,
    PRINTIFY_BASE_URL: printify.url,
    LOG_LEVEL: 'warn',
    // A submission claimed by the instance killed below is taken over this soon.
    FULFILMENT_LEASE_SECONDS: '15',
    // The lease outlasts a Printify call by at least 5 s (a rule of the configuration).
    PRINTIFY_TIMEOUT_MS: '10000',
    // A design job's run on the killed instance is presumed lost this long after it started (longer
    // than a generation here), and the queue's maintenance looks for such runs this often.
    GENERATION_EXPIRE_SECONDS: '45',
    JOB_MAINTENANCE_SECONDS: '3',
    // One generation at a time per instance: with both design jobs drawing at the kill, each instance
    // holds one (with two slots the first instance to poll could take both, leaving the victim none).
    GENERATION_CONCURRENCY: '1',
    OPENAI_API_KEY: 'sk-two-instances',
    OPENAI_BASE_URL: openai.baseURL,
  }
  // One after the other: the first creates the schema (migrations and pg-boss take locks anyway).
  instances.push(await spawnServer(env))
  instances.push(await spawnServer(env))
  // The proxy listens where APP_URL says.
  proxy = await startRoundRobinProxy(
    () => instances.filter((i) => i.child.exitCode === null && !i.child.killed).map((i) => i.port),
    proxyPort,
  )
}, 240_000)

afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL')
  await proxy?.stop()
  await db?.end()
  await printify?.stop()
  await openai?.close()
  await s3?.stop()
  await database?.drop()
})

/** The pid of the local process whose TCP connection has source port `port` (from `ss`). */
function processUsingPort(port: number): number | null {
  const out = execFileSync('ss', ['-Htnp', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' })
  const match = /pid=(\d+)/.exec(out)
  return match ? Number(match[1]) : null
}

describe('two instances behind a load balancer', () => {
  it('signs in, generates, buys across both; one order, one submission; images from both; survives kill -9', async () => {
    const client = new TestClient(proxy.url)
    await client.signIn('twin_buyer')
    expect((await client.get('/api/auth/user')).status).toBe(200)

    const generated = await client.json('/api/designs/generate', 'POST', { prompt: 'Two lighthouses', designType: 'image' })
    expect(generated.status).toBe(201)
    const { design } = await generated.json()

    // Two design jobs, one started on each instance (the proxy alternates, and the instance that queued
    // a job wakes its own idle worker), still drawing at the kill.
    const jobs: string[] = []
    for (const prompt of ['A lighthouse in fog stallme', 'A lighthouse at night stallme']) {
      const started = await client.json('/api/design-jobs', 'POST', { prompt })
      expect(started.status).toBe(202)
      jobs.push((await started.json()).job.id)
    }

    expect((await client.form('/cart/add', { kind: 'own', designId: String(design.id) })).status).toBe(303)
    expect((await client.form('/checkout', { intent: 'save-address', ...ADDRESS })).status).toBe(303)
    // Printify answers slowly, so the submission is in flight when an instance is killed.
    printify.setCreateDelay(5000)
    const paid = await client.form('/checkout', { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
    expect(paid.status).toBe(303)
    const publicId = new URL(paid.headers.get('Location')!, proxy.url).searchParams.get('id')!

    // Both instances took part.
    expect(new Set(proxy.served)).toEqual(new Set(instances.map((i) => i.port)))

    // Every image answers 200 from each instance (they live in the bucket).
    for (const url of [design.imageUrl, design.mockupUrl]) {
      for (const instance of instances) expect((await fetch(`${instance.url}${url}`)).status).toBe(200)
    }

    // Kill, outright, the instance whose submission of the order is in flight (found by the source
    // port of its request to Printify); the other must take the job over and finish it, once.
    await expect.poll(() => printify.createClientPorts.length, { timeout: 90_000, interval: 50 }).toBeGreaterThan(0)
    const sender = processUsingPort(printify.createClientPorts[0])
    const victim = instances.find((i) => i.child.pid === sender)
    expect(victim).toBeDefined()
    const atKill = await db.query('select status from design_jobs where id = any($1)', [jobs])
    victim!.child.kill('SIGKILL')
    await victim!.exited
    openai.releaseStalls()
    const survivor = instances.find((i) => i !== victim)!
    await expect
      .poll(
        async () =>
          (await db.query('select fulfilment_order_id from orders where public_id = $1', [publicId])).rows[0]
            ?.fulfilment_order_id,
        {
          timeout: 150_000,
          interval: 500,
        },
      )
      .toBeTruthy()
    const orders = await db.query(
      'select count(*)::int as n from orders where user_id = (select id from users where username = $1)',
      ['twin_buyer'],
    )
    expect(orders.rows[0].n).toBe(1)
    expect(printify.orders.filter((o) => o.external_id === publicId)).toHaveLength(1)
    expect(survivor.child.exitCode).toBeNull()
    // Every design job finished (one the victim was drawing on the survivor, once the queue expired
    // the victim's delivery and delivered it again), each with exactly one design.
    await expect
      .poll(
        async () =>
          (await db.query("select count(*)::int as n from design_jobs where id = any($1) and status = 'done'", [jobs])).rows[0].n,
        { timeout: 120_000, interval: 500, message: `design jobs at the kill: ${JSON.stringify(atKill.rows)}` },
      )
      .toBe(2)
    expect(atKill.rows.map((r) => r.status)).toEqual(['running', 'running'])
    // The survivor's own job ran once; the victim's was started again by a second delivery.
    const attempts = await db.query('select attempts from design_jobs where id = any($1) order by attempts', [jobs])
    expect(attempts.rows.map((r) => r.attempts)).toEqual([1, 2])
    for (const prompt of ['A lighthouse in fog stallme', 'A lighthouse at night stallme']) {
      const made = await db.query('select count(*)::int as n from designs where prompt = $1', [prompt])
      expect(made.rows[0].n).toBe(1)
    }
    const queued = await db.query(
      "select count(*)::int as n from pgboss.job where name = 'design.generate' and singleton_key = any($1)",
      [jobs.map((id) => `design:${id}`)],
    )
    expect(queued.rows[0].n).toBe(2)
    // The survivor still serves, images included.
    expect((await fetch(`${proxy.url}${design.imageUrl}`)).status).toBe(200)
    expect((await fetch(`${proxy.url}/readyz`)).status).toBe(200)
  }, 300_000)
})
