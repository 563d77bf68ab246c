import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { webhookSigner } from './fake-paypal-webhooks.ts'

export { FAKE_PAYPAL_WEBHOOK_ID } from './fake-paypal-webhooks.ts'

// A local HTTP server speaking the part of PayPal's Payouts wire format the store uses:
// - POST /v1/oauth2/token (Basic client credentials → a Bearer access token valid for `expires_in`
//   seconds, 32400 as PayPal's; an expired token is refused with 401 like an unknown one);
// - POST /v1/payments/payouts with a sender_batch_header and items (201, batch_header PENDING);
//   a sender_batch_id already used is refused with 400 USER_BUSINESS_ERROR and a HATEOAS link to
//   the original batch, as PayPal does for 30 days (PayPal-Request-Id replays are not modelled: the
//   duplicate rule is what guarantees a batch is paid once);
// - GET /v1/payments/payouts/{payout_batch_id} with page and page_size: the batch_header and its
//   items, each with payout_item_id, transaction_status and the payout_item sent;
// - POST /v1/payments/payouts-item/{payout_item_id}/cancel: an UNCLAIMED item becomes RETURNED;
// - webhooks: `signWebhook` makes a delivery as PayPal sends it, and
//   POST /v1/notifications/verify-webhook-signature judges one (fake-paypal-webhooks.ts);
//   `verification` makes that endpoint unavailable (503) or never answer.

export interface FakePayoutItem {
  payout_item_id: string
  transaction_id: string | null
  transaction_status: string
  payout_batch_id: string
  payout_item: {
    recipient_type: string
    amount: { value: string; currency: string }
    note?: string
    receiver: string
    sender_item_id: string
  }
  time_processed: string
}

export interface FakePayoutBatch {
  payout_batch_id: string
  batch_status: string
  time_created: string
  sender_batch_header: { sender_batch_id: string; email_subject?: string; email_message?: string }
  items: FakePayoutItem[]
}

export interface FakePayPal {
  url: string
  batches: Map<string, FakePayoutBatch>
  /** Every request: method and path (with the query). */
  requests: { method: string; path: string }[]
  /** How many access tokens were asked for (POST /v1/oauth2/token). */
  readonly tokenRequests: number
  /** The lifetime of tokens issued from now on, in seconds (PayPal's `expires_in`). */
  tokenLifetimeSeconds: number
  /** Every token issued so far stops working, as when they expire. */
  expireTokens(): void
  /** The next payout POST is processed, then its connection dropped: a run that crashed after sending. */
  dropNextPayoutResponse: boolean
  /** Sets the transaction_status of the items paid to `receiver` (in every batch), like PayPal finishing them. */
  settle(receiver: string, status: string): void
  /** A webhook delivery of `event` to the webhook `webhookId`: its exact body and PayPal's headers. */
  signWebhook(event: object, webhookId?: string): { body: string; headers: Record<string, string> }
  /** How verify-webhook-signature behaves: answers (default), 503 SERVICE_UNAVAILABLE, or no answer at all. */
  verification: 'answer' | 'unavailable' | 'hang'
  /** Every verify-webhook-signature request body that was answered, parsed. */
  verifications: Record<string, unknown>[]
  stop(): Promise<void>
}

const CLIENT_ID = 'paypal-client'
const CLIENT_SECRET = 'paypal-secret'
export const FAKE_PAYPAL_CREDENTIALS = { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }

function paypalId(length = 13) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('')
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': paypalId(12).toLowerCase() })
  res.end(JSON.stringify(body))
}

function error(res: ServerResponse, status: number, name: string, message: string, extra: Record<string, unknown> = {}) {
  send(res, status, {
    name,
    message,
    debug_id: paypalId(12).toLowerCase(),
    information_link: `https://developer.paypal.com/docs/api/payments.payouts-batch/#errors`,
    ...extra,
  })
}

export async function startFakePayPal(): Promise<FakePayPal> {
  const batches = new Map<string, FakePayoutBatch>()
  const bySenderBatchId = new Map<string, string>()
  const items = new Map<string, FakePayoutItem>()
  /** Each issued token and when it expires (epoch ms). */
  const tokens = new Map<string, number>()
  let tokenRequests = 0
  const requests: FakePayPal['requests'] = []
  const fake = {
    dropNextPayoutResponse: false,
    tokenLifetimeSeconds: 32400,
    verification: 'answer',
    verifications: [],
  } as unknown as FakePayPal
  const signer = webhookSigner(() => `${fake.url}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`)

  const batchBody = (batch: FakePayoutBatch, base: string, page = 1, pageSize = 1000) => {
    const pageItems = batch.items.slice((page - 1) * pageSize, page * pageSize)
    const total = batch.items.reduce((sum, i) => sum + Math.round(Number(i.payout_item.amount.value) * 100), 0)
    return {
      batch_header: {
        payout_batch_id: batch.payout_batch_id,
        batch_status: batch.batch_status,
        time_created: batch.time_created,
        sender_batch_header: batch.sender_batch_header,
        amount: { currency: 'USD', value: (total / 100).toFixed(2) },
        fees: { currency: 'USD', value: '0.00' },
      },
      items: pageItems.map((item) => ({
        ...item,
        payout_item_fee: { currency: 'USD', value: '0.00' },
        links: [{ href: `${base}/v1/payments/payouts-item/${item.payout_item_id}`, rel: 'item', method: 'GET' }],
      })),
      links: [
        {
          href: `${base}/v1/payments/payouts/${batch.payout_batch_id}?page=${page}&page_size=${pageSize}`,
          rel: 'self',
          method: 'GET',
        },
      ],
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://paypal.local')
    const base = fake.url
    const method = req.method ?? 'GET'
    requests.push({ method, path: url.pathname + url.search })
    const raw = await readBody(req)

    if (method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`
      if (req.headers.authorization !== expected || new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' })
      }
      tokenRequests += 1
      const token = `A21AA${paypalId(40)}`
      tokens.set(token, Date.now() + fake.tokenLifetimeSeconds * 1000)
      return send(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payouts',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: fake.tokenLifetimeSeconds,
        nonce: `${new Date().toISOString()}${paypalId(8)}`,
      })
    }

    const token = req.headers.authorization?.replace(/^Bearer\s+/, '') ?? ''
    if ((tokens.get(token) ?? 0) <= Date.now())
      return error(
        res,
        401,
        'AUTHENTICATION_FAILURE',
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      )

    if (method === 'POST' && url.pathname === '/v1/payments/payouts') {
      let body: { sender_batch_header?: { sender_batch_id?: string }; items?: FakePayoutItem['payout_item'][] }
      try {
        body = JSON.parse(raw)
      } catch {
        return error(res, 400, 'MALFORMED_REQUEST', 'The request is not well-formed.')
      }
      const senderBatchId = body.sender_batch_header?.sender_batch_id
      if (!senderBatchId || !Array.isArray(body.items) || body.items.length === 0) {
        return error(res, 400, 'VALIDATION_ERROR', 'Invalid request - see details.', {
          details: [{ field: 'items', location: 'body', issue: 'Items and a sender_batch_id are required' }],
        })
      }
      const existing = bySenderBatchId.get(senderBatchId)
      if (existing) {
        return error(res, 400, 'USER_BUSINESS_ERROR', 'User business error.', {
          details: [{ field: 'SENDER_BATCH_ID', location: 'body', issue: `Batch with given sender_batch_id already exists` }],
          links: [{ href: `${base}/v1/payments/payouts/${existing}`, rel: 'self', method: 'GET', encType: 'application/json' }],
        })
      }
      const batch: FakePayoutBatch = {
        payout_batch_id: paypalId(),
        batch_status: 'PENDING',
        time_created: new Date().toISOString(),
        sender_batch_header: body.sender_batch_header as FakePayoutBatch['sender_batch_header'],
        items: [],
      }
      for (const sent of body.items) {
        const item: FakePayoutItem = {
          payout_item_id: paypalId(),
          transaction_id: null,
          transaction_status: 'PENDING',
          payout_batch_id: batch.payout_batch_id,
          payout_item: sent,
          time_processed: new Date().toISOString(),
        }
        batch.items.push(item)
        items.set(item.payout_item_id, item)
      }
      batches.set(batch.payout_batch_id, batch)
      bySenderBatchId.set(senderBatchId, batch.payout_batch_id)
      if (fake.dropNextPayoutResponse) {
        fake.dropNextPayoutResponse = false
        req.socket.destroy()
        return
      }
      const { batch_header, links } = batchBody(batch, base)
      return send(res, 201, {
        batch_header: {
          payout_batch_id: batch_header.payout_batch_id,
          batch_status: 'PENDING',
          sender_batch_header: batch_header.sender_batch_header,
        },
        links,
      })
    }

    if (method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      if (fake.verification === 'hang') return
      if (fake.verification === 'unavailable') {
        return error(res, 503, 'SERVICE_UNAVAILABLE', 'Service Unavailable.')
      }
      return verify(res, raw)
    }

    let match = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(url.pathname)
    if (method === 'GET' && match) {
      const batch = batches.get(match[1])
      if (!batch) return error(res, 404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.')
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
      const pageSize = Math.min(1000, Math.max(1, Number(url.searchParams.get('page_size') ?? 1000) || 1000))
      return send(res, 200, batchBody(batch, base, page, pageSize))
    }

    match = /^\/v1\/payments\/payouts-item\/([^/]+)\/cancel$/.exec(url.pathname)
    if (method === 'POST' && match) {
      const item = items.get(match[1])
      if (!item) return error(res, 404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.')
      if (item.transaction_status !== 'UNCLAIMED') {
        return error(res, 400, 'ITEM_ALREADY_CANCELLED', 'Item can only be cancelled while it is unclaimed.')
      }
      item.transaction_status = 'RETURNED'
      return send(res, 200, { ...item, links: [] })
    }

    return error(res, 404, 'NOT_FOUND', `No route ${method} ${url.pathname}`)
  })
  /** POST /v1/notifications/verify-webhook-signature. */
  function verify(res: ServerResponse, raw: string) {
    let body: Record<string, unknown>
    try {
      body = JSON.parse(raw)
    } catch {
      return error(res, 400, 'MALFORMED_REQUEST', 'The request is not well-formed.')
    }
    const verdict = signer.verify(raw, body)
    if (verdict.status === 400)
      return error(res, 400, verdict.name, 'Invalid request - see details.', { details: verdict.details })
    fake.verifications.push(verdict.request)
    return send(res, 200, { verification_status: verdict.verification_status })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  Object.defineProperty(fake, 'tokenRequests', { get: () => tokenRequests })
  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    batches,
    requests,
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0)
    },
    settle(receiver: string, status: string) {
      for (const item of items.values()) {
        if (item.payout_item.receiver === receiver) {
          item.transaction_status = status
          item.transaction_id = status === 'SUCCESS' ? paypalId(17) : item.transaction_id
        }
      }
      for (const batch of batches.values()) {
        if (batch.items.every((i) => i.transaction_status !== 'PENDING')) batch.batch_status = 'SUCCESS'
      }
    },
    signWebhook: (event: object, webhookId?: string) => signer.sign(event, webhookId),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
  return fake
}
