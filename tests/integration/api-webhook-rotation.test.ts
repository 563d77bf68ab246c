import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverDueWebhooks, queueWebhookEvent } from '../../app/modules/webhook/index.server.ts'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'

// Rotating a webhook endpoint's signing secret (ADR 137): the new secret is answered once, and for
// 24 hours every attempt carries two space-separated signatures (Standard Webhooks), so a receiver
// still verifying with the old secret accepts it; then the new one alone. Over the API and with the
// tokens page's plain form (no JavaScript).

const t = useTestApp({ signedInAs: { owner: 'rotate_owner', other: 'rotate_other' }, env: { WEBHOOK_LOCAL_URLS: 'on' } })
const { createToken, script } = integratorKit(t)

const received: { headers: IncomingHttpHeaders; body: string }[] = []
let receiver: Server
let receiverUrl = ''

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
})
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

/** Records an event for the owner and sends what is due now, as the job queue would. */
async function sendEvent(key: string) {
  await queueWebhookEvent(t.app.db, {
    userId: t.users.owner.id,
    type: 'order.paid',
    key,
    data: { object: 'order', orderId: key },
  })
  await deliverDueWebhooks(t.app.db, { schedule: [1], timeoutMs: 5000, allowPrivate: true })
  return received.at(-1)!
}

function verifies(secret: string, attempt: { headers: IncomingHttpHeaders; body: string }) {
  try {
    new Webhook(secret).verify(attempt.body, attempt.headers as Record<string, string>)
    return true
  } catch {
    return false
  }
}

describe('webhook signing-secret rotation', () => {
  it('answers a new secret once and signs with both for 24 hours, then with the new one alone', async () => {
    const token = await createToken(t.users.owner.client, 'rotate', ['read', 'webhooks'])
    const api = script(token)
    const created = await api.post('/api/webhook-endpoints', { url: receiverUrl, eventTypes: ['order.paid'] })
    expect(created.status).toBe(201)
    const { endpoint, secret: oldSecret } = (await created.json()) as { endpoint: { id: number }; secret: string }

    const before = Date.now()
    const rotated = await api.post(`/api/webhook-endpoints/${endpoint.id}/rotate-secret`)
    expect(rotated.status).toBe(200)
    expect(rotated.headers.get('Cache-Control')).toMatch(/no-store/)
    const answer = (await rotated.json()) as { endpoint: { id: number }; secret: string; previousSecretExpiresAt: string }
    expect(answer.endpoint.id).toBe(endpoint.id)
    expect(answer.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(answer.secret).not.toBe(oldSecret)
    const expires = Date.parse(answer.previousSecretExpiresAt)
    expect(expires - before).toBeGreaterThan(24 * 3600_000 - 60_000)
    expect(expires - before).toBeLessThan(24 * 3600_000 + 60_000)
    // Shown this once: reading the endpoint never answers it.
    expect(await (await api.get(`/api/webhook-endpoints/${endpoint.id}`)).text()).not.toContain(answer.secret)

    const during = await sendEvent('rotate:1')
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2)
    expect(verifies(answer.secret, during)).toBe(true)
    expect(verifies(oldSecret, during)).toBe(true)

    // Once the 24 hours have passed, the old secret signs nothing.
    await t.app.db
      .updateTable('webhook_endpoints')
      .set({ previous_secret_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', endpoint.id)
      .execute()
    const after = await sendEvent('rotate:2')
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1)
    expect(verifies(answer.secret, after)).toBe(true)
    expect(verifies(oldSecret, after)).toBe(false)

    // Another account's token: not found; a token without the webhooks scope: refused.
    const otherToken = await createToken(t.users.other.client, 'rotate-other', ['read', 'webhooks'])
    const foreign = await fetch(new URL(`/api/webhook-endpoints/${endpoint.id}/rotate-secret`, t.app.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${otherToken}` },
    })
    expect(foreign.status).toBe(404)
    expect(((await foreign.json()) as { code: string }).code).toBe('webhook_endpoint_not_found')
    const readOnly = await createToken(t.users.owner.client, 'rotate-read', ['read'])
    const refused = await fetch(new URL(`/api/webhook-endpoints/${endpoint.id}/rotate-secret`, t.app.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${readOnly}` },
    })
    expect(refused.status).toBe(403)
    const stored = await t.app.db
      .selectFrom('webhook_endpoints')
      .select('secret')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow()
    expect(stored.secret).toBe(answer.secret)
  })

  it('rotates from the tokens page with a plain form post, showing the new secret once', async () => {
    const client = t.users.owner.client
    const row = await t.app.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'secret'])
      .where('user_id', '=', t.users.owner.id)
      .executeTakeFirstOrThrow()
    const page = await client.request('/account/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'rotate-secret', endpointId: String(row.id) }).toString(),
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    const shown = /id="new-secret"[^>]*value="(whsec_[^"]+)"|value="(whsec_[^"]+)"[^>]*id="new-secret"/.exec(html)
    const secret = shown?.[1] ?? shown?.[2]
    expect(secret).toBeTruthy()
    expect(html).toContain('New signing secret')
    expect(html).toMatch(/each delivery is also signed with the old secret/)
    const now = await t.app.db
      .selectFrom('webhook_endpoints')
      .select(['secret', 'previous_secret'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    expect(now.secret).toBe(secret)
    expect(now.previous_secret).toBe(row.secret)
    // The page read again does not show it.
    expect(await (await client.get('/account/tokens')).text()).not.toContain(secret!)
  })
})
