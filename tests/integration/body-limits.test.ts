import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import sharp from 'sharp'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { signPrintifyPayload } from '../../app/services/fulfilment/webhook-signature.ts'
import { BODY_LIMITS, bodyTooLargeMessage, type BodyKind } from '~/web/body-limits.server.ts'
import { repeatedChunks, streamPost, type StreamedAnswer } from '../support/streaming-post.ts'
import { useTestApp } from '../support/test-app.ts'

// Request bodies are bounded while they stream (ADR 110): a declared Content-Length over the limit is refused
// before a byte is read, a chunked body is cut off past the limit; either way 413 with `Connection: close`.
const MB = 1024 * 1024
const STRIPE_SECRET = 'whsec_body_limits'
const PRINTIFY_SECRET = 'printify_body_limits'
const stripe = new Stripe('sk_test_fake')

const t = useTestApp({
  env: {
    // The webhooks read their bodies only when configured; nothing here reaches a provider.
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    PRINTIFY_WEBHOOK_SECRET: PRINTIFY_SECRET,
    PAYPAL_CLIENT_ID: 'paypal-body-limits',
    PAYPAL_CLIENT_SECRET: 'paypal-body-limits-secret',
    PAYPAL_BASE_URL: 'http://127.0.0.1:9',
  },
})

const BOUNDARY = 'BodyLimitsBoundary'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** A multipart body of many small text fields: each part passes the upload's own checks. */
function* multipartFields(totalBytes: number): Generator<Uint8Array> {
  for (let i = 0, sent = 0; sent < totalBytes; i++) {
    const part = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note${i}"\r\n\r\n${'n'.repeat(1500)}\r\n`)
    sent += part.length
    yield part
  }
}

function* prefixed(prefix: string, rest: Iterable<Uint8Array>): Generator<Uint8Array> {
  yield Buffer.from(prefix)
  yield* rest
}

interface Route {
  path: string
  kind: BodyKind
  contentType: string
  headers?: Record<string, string>
  /** How the refusal reads: JSON for /api and webhooks, a page for a browser's form post. */
  answer: 'json' | 'html'
  /** A body far over the limit, streamed: 256 MB offered, never held by the test. */
  oversized: () => Iterable<Uint8Array>
}

const OFFERED = 256 * MB
const ROUTES: Route[] = [
  {
    path: '/api/orders',
    kind: 'json',
    contentType: 'application/json',
    answer: 'json',
    oversized: () => prefixed('{"stripe_payment_id":"pi_1","padding":"', repeatedChunks(OFFERED / (64 * 1024), 64 * 1024, 0x61)),
  },
  {
    path: '/checkout',
    kind: 'form',
    contentType: 'application/x-www-form-urlencoded',
    answer: 'html',
    oversized: () => prefixed('intent=save-address&name=', repeatedChunks(OFFERED / (64 * 1024), 64 * 1024, 0x61)),
  },
  { path: '/api/upload', kind: 'upload', contentType: MULTIPART, answer: 'json', oversized: () => multipartFields(OFFERED) },
  { path: '/design', kind: 'upload', contentType: MULTIPART, answer: 'html', oversized: () => multipartFields(OFFERED) },
  {
    path: '/api/webhooks/stripe',
    kind: 'webhook',
    contentType: 'application/json',
    headers: { 'Stripe-Signature': 't=1,v1=00' },
    answer: 'json',
    oversized: () => prefixed('{"id":"evt_1","padding":"', repeatedChunks(OFFERED / (64 * 1024), 64 * 1024, 0x61)),
  },
  {
    path: '/api/webhooks/printify',
    kind: 'webhook',
    contentType: 'application/json',
    headers: { 'X-Pfy-Signature': 'sha256=00' },
    answer: 'json',
    oversized: () => prefixed('{"id":"evt_1","padding":"', repeatedChunks(OFFERED / (64 * 1024), 64 * 1024, 0x61)),
  },
  {
    path: '/api/webhooks/paypal',
    kind: 'webhook',
    contentType: 'application/json',
    answer: 'json',
    oversized: () => prefixed('{"id":"WH-1","padding":"', repeatedChunks(OFFERED / (64 * 1024), 64 * 1024, 0x61)),
  },
]

function expectRefusal(answer: StreamedAnswer, route: Route) {
  expect(answer.status).toBe(413)
  expect(answer.headers.connection).toBe('close')
  const message = bodyTooLargeMessage(route.kind)
  if (route.answer === 'json') {
    // Under /api a refusal is a problem (ADR 126); elsewhere JSON callers get { success, message }.
    expect(answer.headers['content-type']).toMatch(/^application\/(problem\+)?json/)
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, message })
    if (route.path.startsWith('/api/')) expect(JSON.parse(answer.body)).toMatchObject({ code: 'body_too_large', status: 413 })
  } else {
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain(message)
  }
}

describe.each(ROUTES)('POST $path ($kind, at most $kind bytes)', (route) => {
  const limit = BODY_LIMITS[route.kind]
  const headers = { 'Content-Type': route.contentType, ...route.headers }

  it('refuses a declared Content-Length over the limit before reading any of it', async () => {
    // Not one byte of the body is sent: the answer can only come from the declared length.
    const answer = await streamPost(`${t.app.url}${route.path}`, { headers, contentLength: limit + 1, holdOpen: true })
    expectRefusal(answer, route)
    expect(answer.sentBytes).toBe(0)
  })

  it('cuts off a chunked body once it passes the limit, without taking the rest', async () => {
    const answer = await streamPost(`${t.app.url}${route.path}`, { headers, chunks: route.oversized() })
    expectRefusal(answer, route)
    // What the client got into its socket before the answer: the limit plus the kernel's buffers,
    // far from the 256 MB it offered.
    expect(answer.sentBytes).toBeGreaterThan(limit)
    expect(answer.sentBytes).toBeLessThan(limit + 32 * MB)
  })
})

describe('POST /oidc/interaction/{uid}/login (the built-in sign-in form)', () => {
  it("cuts off a chunked body past the form's few KB with 413, without reading the rest", async () => {
    const answer = await streamPost(`${t.app.url}/oidc/interaction/some-uid/login`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      chunks: prefixed('username=ada&padding=', repeatedChunks(OFFERED / (64 * 1024), 64 * 1024, 0x61)),
    })
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(answer.sentBytes).toBeLessThan(32 * MB)
  })
})

/** A body of exactly `size` bytes: `template` with its `pad` field filled. */
function paddedJson(size: number, template: (pad: string) => unknown) {
  const empty = JSON.stringify(template('')).length
  const body = JSON.stringify(template('p'.repeat(size - empty)))
  expect(Buffer.byteLength(body)).toBe(size)
  return body
}

/** Posts `body` with its length declared, and again chunked (64 KB at a time): both answers. */
async function postBothWays(path: string, body: Buffer | string, headers: Record<string, string>) {
  const bytes = Buffer.from(body)
  const declared = await streamPost(`${t.app.url}${path}`, { headers, contentLength: bytes.length, chunks: [bytes] })
  const chunked = await postChunked(path, bytes, headers)
  return [declared, chunked]
}

function postChunked(path: string, bytes: Buffer, headers: Record<string, string>) {
  const chunks = Array.from({ length: Math.ceil(bytes.length / (64 * 1024)) }, (_, i) =>
    bytes.subarray(i * 64 * 1024, (i + 1) * 64 * 1024),
  )
  return streamPost(`${t.app.url}${path}`, { headers, chunks })
}

describe('a body of exactly the limit still works', () => {
  it('JSON: /api/orders reads it and answers for the payment it names', async () => {
    const body = paddedJson(BODY_LIMITS.json, (pad) => ({ stripe_payment_id: 'pi_unknown', pad }))
    for (const answer of await postBothWays('/api/orders', body, { 'Content-Type': 'application/json' })) {
      expect(answer.status).toBe(404)
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: 'Payment not found' })
      // Read to its end: the connection stays open for the next request.
      expect(answer.headers.connection).toBe('keep-alive')
    }
  })

  it('form: /checkout reads it and redirects as for any visitor without a cart', async () => {
    const head = 'intent=save-address&name='
    const body = head + 'n'.repeat(BODY_LIMITS.form - head.length)
    for (const answer of await postBothWays('/checkout', body, { 'Content-Type': 'application/x-www-form-urlencoded' })) {
      expect(answer.status).toBe(303)
      expect(answer.headers.connection).toBe('keep-alive')
    }
  })

  it('upload: /api/upload stores an image sent with fields up to the body limit', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
    const imagePart = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="red.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from('\r\n'),
    ])
    const closing = Buffer.from(`--${BOUNDARY}--\r\n`)
    const field = (i: number, length: number) =>
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note${i}"\r\n\r\n`),
        Buffer.alloc(length, 0x6e),
        Buffer.from('\r\n'),
      ])
    // Small fields (each within the upload's 2,000-byte field limit) fill the body to exactly the limit.
    const fields: Buffer[] = []
    let room = BODY_LIMITS.upload - imagePart.length - closing.length
    for (let i = 0; room > 0; i++) {
      const framing = field(i, 0).length
      const length = room - framing <= 1900 ? room - framing : 1500
      fields.push(field(i, length))
      room -= framing + length
    }
    const body = Buffer.concat([...fields, imagePart, closing])
    expect(body.length).toBe(BODY_LIMITS.upload)
    // Chunked: a declared length this large is refused by the upload itself, up front, as a file over
    // 15MB (the upload's own check, with its own message).
    const answer = await postChunked('/api/upload', body, { 'Content-Type': MULTIPART })
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.body).filePath).toBeTruthy()
  })

  it('webhooks: a signed Printify event of 256 KB is applied', async () => {
    const body = paddedJson(BODY_LIMITS.webhook, (pad) => ({
      id: 'evt_body_limits',
      type: 'order:updated',
      resource: { id: 'printify-order-nobody-has', type: 'order', data: { status: 'in-production', pad } },
    }))
    const answers = await postBothWays('/api/webhooks/printify', body, {
      'Content-Type': 'application/json',
      'X-Pfy-Signature': signPrintifyPayload(body, PRINTIFY_SECRET),
    })
    // The second delivery of the same event is recognised as such.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers.map((answer) => JSON.parse(answer.body).outcome)).toEqual(['unknown-order', 'duplicate'])
  })

  it('webhooks: a signed Stripe event of 256 KB is verified and handled', async () => {
    const body = paddedJson(BODY_LIMITS.webhook, (pad) => ({
      id: 'evt_body_limits',
      object: 'event',
      type: 'customer.created',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: null,
      data: { object: { id: 'cus_body_limits', object: 'customer', description: pad } },
    }))
    const answers = await postBothWays('/api/webhooks/stripe', body, {
      'Content-Type': 'application/json',
      'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_SECRET }),
    })
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toMatchObject({ received: true })
    }
  })

  it('webhooks: a PayPal event of 256 KB is read', async () => {
    const body = paddedJson(BODY_LIMITS.webhook, (pad) => ({ id: 'WH-body-limits', event_type: 'CHECKOUT.ORDER.APPROVED', pad }))
    for (const answer of await postBothWays('/api/webhooks/paypal', body, { 'Content-Type': 'application/json' })) {
      expect(answer.status).toBe(400) // read to its end (no 413), then refused: no PAYPAL_WEBHOOK_ID here
      expect(JSON.parse(answer.body).message).toMatch(/PAYPAL_WEBHOOK_ID is not set/)
    }
  })
})

/** The resident set size of a process, from /proc (the store runs in this test's own process). */
function residentBytes(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'))
  if (!line) throw new Error(`no VmRSS in /proc/${pid}/status`)
  return Number(line.replace(/\D+/g, '')) * 1024
}

describe('Expect: 100-continue', () => {
  /** Starts a POST that waits for 100 Continue before its body: what the server answered first, and how it ended. */
  function expectContinue(path: string, length: number) {
    return new Promise<{ continued: boolean; status: number }>((resolve, reject) => {
      let continued = false
      const req = httpRequest(`${t.app.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(length), Expect: '100-continue' },
      })
      req.on('continue', () => {
        continued = true
        req.end('{}'.padEnd(length, ' '))
      })
      req.on('response', (res) => {
        res.resume()
        resolve({ continued, status: res.statusCode ?? 0 })
        req.destroy()
      })
      req.on('error', reject)
      req.flushHeaders()
    })
  }

  it('refuses a body declared over the limit before the client sends it (no 100 Continue)', async () => {
    expect(await expectContinue('/api/orders', 300 * MB)).toEqual({ continued: false, status: 413 })
  })

  it('tells a client whose body is within the limit to go on, and reads it', async () => {
    const answer = await expectContinue('/api/orders', 64)
    expect(answer.continued).toBe(true)
    expect(answer.status).not.toBe(413)
  })
})

describe('memory', () => {
  it('20 parallel 256 MB chunked bodies leave the server within 64 MB of where it was', async () => {
    // useTestApp runs the store in this process (tests/support/app-server.ts), so its pid is ours.
    const pid = process.pid
    const send = () =>
      streamPost(`${t.app.url}/api/orders`, {
        headers: { 'Content-Type': 'application/json' },
        chunks: prefixed('{"stripe_payment_id":"pi_1","padding":"', repeatedChunks(OFFERED / (64 * 1024), 64 * 1024, 0x61)),
      })
    // One round first, so what is measured is the requests and not the first use of the code paths.
    await Promise.all([send(), send()])
    const before = residentBytes(pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 5)
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: 20 }, send))
    const ms = Math.round(performance.now() - started)
    clearInterval(sampler)
    const after = residentBytes(pid)
    peak = Math.max(peak, after)
    const offered = (20 * OFFERED) / MB
    const sent = Math.round(answers.reduce((sum, answer) => sum + answer.sentBytes, 0) / MB)
    console.log(
      `20 × 256 MB offered (${offered} MB): all answered in ${ms} ms after ${sent} MB; ` +
        `RSS ${Math.round(before / MB)} → peak ${Math.round(peak / MB)} → ${Math.round(after / MB)} MB`,
    )
    expect(peak - before).toBeLessThan(64 * MB)
    expect(after - before).toBeLessThan(64 * MB)
    for (const answer of answers) expect(answer.status).toBe(413)
    expect(ms).toBeLessThan(15_000)
  }, 60_000)
})
