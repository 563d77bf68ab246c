import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebhookEventSchema } from '../../app/modules/webhook/index.ts'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'
import { seedDesign } from './shops-support.ts'

// Outgoing webhooks (ADR 130) over HTTP: an integrator adds an endpoint with its token, pays an
// order, and a local receiver gets the signed POST (verified with the standardwebhooks package); a
// failed attempt is retried on the (here one-second) schedule, redelivery sends the same webhook-id
// again, and another account's endpoint is a 404. The job queue runs as the server runs it.
// The /api/webhook-endpoints paths are called with fetch: their OpenAPI part is wired in separately.

const t = useTestApp({
  signedInAs: { integrator: 'hooks_integrator', other: 'hooks_other' },
  env: { WEBHOOK_RETRY_SCHEDULE: '1,1,1', WEBHOOK_LOCAL_URLS: 'on', WEBHOOK_TIMEOUT_MS: '2000' },
})
const { createToken, customer, script, twoVariants, confirm, placeOrder } = integratorKit(t)

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}
const received: Received[] = []
/** Answers per path still to fail (500) before answering 200. */
const failuresLeft = new Map<string, number>()
let receiver: Server
let receiverUrl = ''
let jobs: typeof import('../../app/server/jobs/jobs.server.ts')
let queue: Awaited<ReturnType<typeof jobs.startJobs>> | null = null

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body })
      const left = failuresLeft.get(req.url ?? '') ?? 0
      if (left > 0) failuresLeft.set(req.url ?? '', left - 1)
      res.writeHead(left > 0 ? 500 : 200).end(left > 0 ? 'not now' : 'ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  jobs = await import('../../app/server/jobs/jobs.server.ts')
  queue = await jobs.startJobs(t.app, { work: true })
  // Starting the queue takes a few seconds: a kept-alive connection of the signed-in browsers may be
  // closing just then (ECONNRESET); a first request here takes it, and the tests start on fresh ones.
  for (const user of [t.users.integrator, t.users.other]) await user.client.get('/healthz').catch(() => undefined)
})
afterAll(async () => {
  if (queue) await jobs.stopJobs(queue, 2000)
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

/** A cookie-less call with a token, outside the contract check. */
function call(token: string, method: string, path: string, body?: unknown) {
  return fetch(new URL(path, t.app.url), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const deliveriesTo = (path: string, type: string) =>
  received.filter((r) => r.path === path && (JSON.parse(r.body) as { type: string }).type === type)

async function buy(token: string, name: string) {
  const api = script(token)
  const [variant] = await twoVariants()
  const design = await seedDesign(t.app.db, t.users.integrator.id)
  const { cart } = await (
    await api.post('/api/carts', { address: customer(name), items: [{ designId: design, variantId: variant!.id, quantity: 1 }] })
  ).json()
  const pay = await (await api.post(`/api/carts/${cart.id}/payment-intent`)).json()
  await confirm(api, pay.paymentIntentId, pay.clientSecret)
  return placeOrder(api, pay.paymentIntentId)
}

describe('outgoing webhooks', () => {
  it('signs order.paid for the token’s user, retries a failure, redelivers, and keeps endpoints private', async () => {
    const token = await createToken(t.users.integrator.client, 'hooks', ['read', 'orders', 'webhooks'])
    const path = '/hooks/paid'

    // Refused input: http to a public host, an unknown event; a token without the scope.
    const bad = await call(token, 'POST', '/api/webhook-endpoints', { url: 'http://example.com/x', eventTypes: ['order.lost'] })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('Content-Type')).toMatch(/application\/problem\+json/)
    const badBody = await bad.json()
    expect(badBody.code).toBe('validation_failed')
    expect(badBody.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(['/eventTypes/0', '/url'])
    const readOnly = await createToken(t.users.integrator.client, 'no hooks', ['read'])
    const refused = await call(readOnly, 'POST', '/api/webhook-endpoints', {
      url: `${receiverUrl}${path}`,
      eventTypes: ['order.paid'],
    })
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('insufficient_scope')

    const created = await call(token, 'POST', '/api/webhook-endpoints', {
      url: `${receiverUrl}${path}`,
      eventTypes: ['order.paid', 'order.refunded'],
      description: 'order sync',
    })
    expect(created.status).toBe(201)
    const { endpoint, secret } = await created.json()
    expect(secret).toMatch(/^whsec_/)
    expect(endpoint).toMatchObject({ url: `${receiverUrl}${path}`, eventTypes: ['order.paid', 'order.refunded'], enabled: true })
    expect(created.headers.get('Location')).toBe(`/api/webhook-endpoints/${endpoint.id}`)
    // The secret is never answered again.
    expect(JSON.stringify(await (await call(token, 'GET', `/api/webhook-endpoints/${endpoint.id}`)).json())).not.toContain(secret)

    // The first attempt fails (500); the retry a second later succeeds.
    failuresLeft.set(path, 1)
    const order = await buy(token, 'Hana')
    await expect.poll(() => deliveriesTo(path, 'order.paid').length, { timeout: 30_000, interval: 200 }).toBe(2)
    const [first, second] = deliveriesTo(path, 'order.paid')
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id'])
    expect(second!.body).toBe(first!.body)
    const headers = {
      'webhook-id': String(second!.headers['webhook-id']),
      'webhook-timestamp': String(second!.headers['webhook-timestamp']),
      'webhook-signature': String(second!.headers['webhook-signature']),
    }
    const event = new Webhook(secret).verify(second!.body, headers) as {
      type: string
      timestamp: string
      data: Record<string, unknown>
    }
    // The payload is what the OpenAPI document states (components.schemas.WebhookEvent).
    expect(WebhookEventSchema.safeParse(event).error).toBeUndefined()
    expect(event).toMatchObject({
      type: 'order.paid',
      data: { object: 'order', orderId: order.orderId, totalCents: order.totalCents },
    })
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(second!.body, headers)).toThrow()

    // The log shows both attempts and the final answer.
    const log = async () =>
      (await (await call(token, 'GET', `/api/webhook-endpoints/${endpoint.id}/deliveries`)).json()).deliveries
    await expect.poll(async () => (await log())[0]?.status, { timeout: 10_000, interval: 200 }).toBe('delivered')
    const [delivery] = await log()
    expect(delivery).toMatchObject({
      eventType: 'order.paid',
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
    })
    expect(delivery.messageId).toBe(headers['webhook-id'])

    // One message per event: queueing order.paid of this order again sends nothing more.
    const { queueWebhookEvent } = await import('../../app/modules/webhook/index.server.ts')
    expect(
      await queueWebhookEvent(t.app.db, {
        userId: t.users.integrator.id,
        type: 'order.paid',
        key: `order.paid:${order.orderId}`,
        data: { object: 'order', orderId: order.orderId },
      }),
    ).toBe(0)
    const rows = await t.app.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpoint.id).execute()
    expect(rows).toHaveLength(1)

    // Redelivery: the same webhook-id again, a third attempt.
    const redelivered = await call(token, 'POST', `/api/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}/redeliver`)
    expect(redelivered.status).toBe(202)
    await expect.poll(() => deliveriesTo(path, 'order.paid').length, { timeout: 15_000, interval: 200 }).toBe(3)
    expect(deliveriesTo(path, 'order.paid')[2]!.headers['webhook-id']).toBe(headers['webhook-id'])
    await expect.poll(async () => (await log())[0]?.attempts, { timeout: 10_000, interval: 200 }).toBe(3)

    // Another account sees none of it.
    const otherToken = await createToken(t.users.other.client, 'theirs', ['read', 'webhooks'])
    expect((await (await call(otherToken, 'GET', '/api/webhook-endpoints')).json()).endpoints).toEqual([])
    for (const [method, url, body] of [
      ['GET', `/api/webhook-endpoints/${endpoint.id}`],
      ['PATCH', `/api/webhook-endpoints/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/api/webhook-endpoints/${endpoint.id}`],
      ['GET', `/api/webhook-endpoints/${endpoint.id}/deliveries`],
      ['POST', `/api/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}/redeliver`],
    ] as [string, string, unknown?][]) {
      const answer = await call(otherToken, method, url, body)
      expect(answer.status, `${method} ${url}`).toBe(404)
      expect((await answer.json()).code).toBe('webhook_endpoint_not_found')
    }

    // The owner changes and deletes it.
    const patched = await call(token, 'PATCH', `/api/webhook-endpoints/${endpoint.id}`, { enabled: false })
    expect((await patched.json()).endpoint.enabled).toBe(false)
    expect((await call(token, 'DELETE', `/api/webhook-endpoints/${endpoint.id}`)).status).toBe(204)
    expect((await call(token, 'GET', `/api/webhook-endpoints/${endpoint.id}`)).status).toBe(404)
  }, 120_000)

  it('runs from the tokens page without JavaScript: add (secret shown once), redeliver, disable, delete', async () => {
    const client = t.users.integrator.client
    const form = (fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams()
      for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v)
      return client.request('/account/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      })
    }
    const refused = await form({ intent: 'create-endpoint', url: 'ftp://example.com', eventTypes: [] })
    expect(refused.status).toBe(400)
    const refusedPage = await refused.text()
    expect(refusedPage).toContain('The URL must start with https://')
    expect(refusedPage).toContain('Choose at least one event')

    const path = '/hooks/page'
    const added = await form({ intent: 'create-endpoint', url: `${receiverUrl}${path}`, eventTypes: ['order.paid'] })
    expect(added.status).toBe(201)
    expect(await added.text()).toMatch(/value="whsec_[A-Za-z0-9+/=]+"/)
    const endpoint = await t.app.db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('user_id', '=', t.users.integrator.id)
      .where('url', '=', `${receiverUrl}${path}`)
      .executeTakeFirstOrThrow()

    const token = await createToken(client, 'page hooks', ['read', 'orders'])
    await buy(token, 'Ivo')
    await expect.poll(() => deliveriesTo(path, 'order.paid').length, { timeout: 30_000, interval: 200 }).toBe(1)
    // The receiver has the event before the store records its answer: wait for the record.
    const recorded = () =>
      t.app.db
        .selectFrom('webhook_deliveries')
        .select(['id', 'last_status_code'])
        .where('endpoint_id', '=', endpoint.id)
        .executeTakeFirstOrThrow()
    await expect.poll(async () => (await recorded()).last_status_code, { timeout: 30_000, interval: 200 }).toBe(200)
    const delivery = await recorded()
    const page = await (await client.get('/account/tokens')).text()
    expect(page).toContain(`${receiverUrl}${path}`)
    expect(page).toContain('last answer 200')

    const again = await form({ intent: 'redeliver', endpointId: String(endpoint.id), deliveryId: String(delivery.id) })
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toBe('/account/tokens')
    await expect.poll(() => deliveriesTo(path, 'order.paid').length, { timeout: 15_000, interval: 200 }).toBe(2)

    expect((await form({ intent: 'disable-endpoint', endpointId: String(endpoint.id) })).status).toBe(302)
    expect(await (await client.get('/account/tokens')).text()).toContain('Disabled')
    expect((await form({ intent: 'delete-endpoint', endpointId: String(endpoint.id) })).status).toBe(302)
    expect(await (await client.get('/account/tokens')).text()).not.toContain(`${receiverUrl}${path}`)
  }, 120_000)

  it('tells a creator’s endpoint design.ready when their design job finishes', async () => {
    const token = await createToken(t.users.integrator.client, 'designs', ['read', 'designs', 'webhooks'])
    const path = '/hooks/designs'
    const created = await call(token, 'POST', '/api/webhook-endpoints', {
      url: `${receiverUrl}${path}`,
      eventTypes: ['design.ready'],
    })
    const { secret } = await created.json()
    const started = await call(token, 'POST', '/api/design-jobs', { prompt: 'a lighthouse at dawn', style: 'Minimalist' })
    expect(started.status).toBe(202)
    const { job } = await started.json()
    await expect.poll(() => deliveriesTo(path, 'design.ready').length, { timeout: 90_000, interval: 250 }).toBe(1)
    const [hook] = deliveriesTo(path, 'design.ready')
    const event = new Webhook(secret).verify(hook!.body, {
      'webhook-id': String(hook!.headers['webhook-id']),
      'webhook-timestamp': String(hook!.headers['webhook-timestamp']),
      'webhook-signature': String(hook!.headers['webhook-signature']),
    }) as { data: { object: string; jobId: string; designId: number } }
    expect(event.data).toMatchObject({ object: 'design', jobId: job.id, url: `/api/design-jobs/${job.id}` })
    expect(event.data.designId).toBeGreaterThan(0)
  }, 120_000)
})
