import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebhookEndpoint, queueWebhookEvent } from '../../app/modules/webhook/index.server.ts'
import { WebhookPump } from '../../app/server/jobs/webhook-pump.server.ts'
import { useTestApp } from '../support/test-app.ts'

// Outgoing webhooks go out side by side (ADR 147): account A's endpoints that never answer hold at
// most two attempts each, while account B's event goes out within about a second of being raised and
// a failing endpoint's retries keep their one-second schedule. Run by the job queue's workers, as in
// production; every wait polls for the state it wants.

const t = useTestApp({
  signedInAs: { slow: 'pump_slow_account', quick: 'pump_quick_account' },
  env: { WEBHOOK_RETRY_SCHEDULE: '1,1,1', WEBHOOK_LOCAL_URLS: 'on', WEBHOOK_TIMEOUT_MS: '20000' },
})

/** Each request the receiver saw: its path, its event key and when it arrived. */
const arrivals: { path: string; key: string; at: number }[] = []
/** Requests to /silent/* held open (never answered) until the test ends. */
const held: ServerResponse[] = []
let busyOpen = 0
let busyMostOpen = 0
let receiver: Server
let base = ''
let jobs: typeof import('../../app/server/jobs/jobs.server.ts')
let queue: Awaited<ReturnType<typeof jobs.startJobs>> | null = null

function receive(req: IncomingMessage, res: ServerResponse) {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    const path = req.url ?? ''
    arrivals.push({ path, key: (JSON.parse(body) as { data: { jobId: string } }).data.jobId, at: Date.now() })
    if (path.startsWith('/silent/')) held.push(res)
    else if (path.startsWith('/failing')) res.writeHead(500).end('not now')
    else if (path.startsWith('/busy')) {
      // Answers after a moment, counting the attempts it holds at once.
      busyOpen++
      busyMostOpen = Math.max(busyMostOpen, busyOpen)
      setTimeout(() => {
        busyOpen--
        res.writeHead(200).end('ok')
      }, 150)
    } else res.writeHead(200).end('ok')
  })
}

beforeAll(async () => {
  receiver = createServer(receive)
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  jobs = await import('../../app/server/jobs/jobs.server.ts')
  queue = await jobs.startJobs(t.app, { work: true })
})
afterAll(async () => {
  // The held requests end (a failed attempt each), so the workers stop without waiting for timeouts.
  receiver.closeAllConnections()
  if (queue) await jobs.stopJobs(queue, 5000)
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

async function endpoint(userId: number, path: string) {
  const created = await createWebhookEndpoint(t.app.db, userId, {
    url: `${base}${path}`,
    eventTypes: ['design.ready'],
    description: null,
  })
  if (!created.ok) throw new Error(created.message)
}

const raise = (userId: number, key: string) =>
  queueWebhookEvent(t.app.db, { userId, type: 'design.ready', key, data: { object: 'design', jobId: key } })

async function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('outgoing webhooks side by side', () => {
  // "At once" is measured against what a blocked sender would show: the silent endpoints hold each
  // attempt for 20 s, so an answer or a retry within 5 s cannot have waited behind them, and a loaded
  // CI machine (two cores, eight test files) still passes where a 1.6 s bound failed.
  it('delivers another account’s event at once and keeps retries on schedule while one account’s endpoints never answer', async () => {
    const slow = t.users.slow.id
    const quick = t.users.quick.id
    for (const n of [1, 2, 3]) await endpoint(slow, `/silent/${n}`)
    await endpoint(quick, '/quick')
    await endpoint(quick, '/failing')

    // Account A raises four events: twelve deliveries to three endpoints that never answer.
    for (const n of [1, 2, 3, 4]) await raise(slow, `slow-${n}`)
    const silent = () => arrivals.filter((a) => a.path.startsWith('/silent/'))
    await until('two attempts at each silent endpoint', silent, (list) => list.length === 6)

    // Account B's event: to its quick endpoint at once, to its failing one on the schedule.
    const raisedAt = Date.now()
    await raise(quick, 'quick-1')
    const [quickArrival] = await until(
      'the quick endpoint’s delivery',
      () => arrivals.filter((a) => a.path === '/quick'),
      (list) => list.length === 1,
    )
    expect(quickArrival!.at - raisedAt).toBeLessThan(5000)

    // The first attempt and three retries, one second apart (±10 % jitter, rounded to whole seconds).
    const failing = await until(
      'the failing endpoint’s retries',
      () => arrivals.filter((a) => a.path === '/failing'),
      (list) => list.length === 4,
    )
    expect(failing[0]!.at - raisedAt).toBeLessThan(5000)
    const gaps = failing.slice(1).map((arrival, i) => arrival.at - failing[i]!.at)
    for (const gap of gaps) {
      // Never early (one second less the 10 % jitter), never held behind a silent endpoint.
      expect(gap).toBeGreaterThanOrEqual(900)
      expect(gap).toBeLessThan(5000)
    }

    // Never more than two attempts in flight to one endpoint: the silent ones still hold two each.
    const perEndpoint = new Map<string, number>()
    for (const arrival of silent()) perEndpoint.set(arrival.path, (perEndpoint.get(arrival.path) ?? 0) + 1)
    expect(Object.fromEntries(perEndpoint)).toEqual({ '/silent/1': 2, '/silent/2': 2, '/silent/3': 2 })
    // The schedule used up, the delivery failed for good after its four attempts.
    const failed = () =>
      t.app.db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select(['d.status', 'd.attempts'])
        .where('e.url', '=', `${base}/failing`)
        .executeTakeFirstOrThrow()
    expect(await until('the failed delivery', failed, (row) => row.status === 'failed')).toEqual({
      status: 'failed',
      attempts: 4,
    })
  })
  it('sends each delivery once, two at a time to one endpoint, with several processes’ pumps claiming side by side', async () => {
    const owner = t.users.quick.id
    await endpoint(owner, '/busy')
    // Two more pumps on the same database, as two more worker processes would run.
    const options = { schedule: [1], timeoutMs: 5000, allowPrivate: true, idlePollMs: 100 }
    const pumps = [new WebhookPump(t.app.db, options), new WebhookPump(t.app.db, options)]
    for (let n = 1; n <= 12; n++) await raise(owner, `busy-${n}`)
    for (const pump of pumps) pump.wake()
    const busy = () => arrivals.filter((a) => a.path === '/busy')
    await until('every busy delivery', busy, (list) => list.length >= 12)
    const delivered = () =>
      t.app.db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('e.url', '=', `${base}/busy`)
        .where('d.status', '=', 'delivered')
        .executeTakeFirstOrThrow()
    await until('the deliveries recorded', delivered, (row) => Number(row.count) === 12)
    for (const pump of pumps) await pump.stop(5000)
    // Each event once, never more than two at once at the endpoint.
    expect(
      busy()
        .map((a) => a.key)
        .sort(),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `busy-${i + 1}`).sort())
    expect(busyMostOpen).toBe(2)
  })
})
