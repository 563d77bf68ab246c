import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendWebhook } from './sender.server.ts'

let server: Server
let base = ''
const received: { headers: Record<string, unknown>; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 2000)
      if (req.url === '/moved') return res.writeHead(301, { Location: '/ok' }).end()
      res.writeHead(req.url === '/busy' ? 503 : 204, req.url === '/busy' ? { 'Retry-After': '7' } : {}).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const attempt = (path: string, extra: { allowPrivate?: boolean; timeoutMs?: number } = {}) => ({
  url: `${base}${path}`,
  body: '{"type":"order.paid"}',
  headers: { 'webhook-id': 'msg_1' },
  timeoutMs: extra.timeoutMs ?? 5000,
  allowPrivate: extra.allowPrivate ?? true,
})

describe('sendWebhook', () => {
  it('posts the body as JSON with the given headers and answers the status', async () => {
    expect(await sendWebhook(attempt('/ok'))).toEqual({ status: 204, retryAfterSeconds: null })
    expect(received.at(-1)).toMatchObject({
      body: '{"type":"order.paid"}',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
    })
  })
  it('does not follow redirects and reads Retry-After', async () => {
    expect((await sendWebhook(attempt('/moved'))).status).toBe(301)
    expect(await sendWebhook(attempt('/busy'))).toEqual({ status: 503, retryAfterSeconds: 7 })
  })
  it('gives up after the timeout', async () => {
    await expect(sendWebhook(attempt('/slow', { timeoutMs: 200 }))).rejects.toThrow(/timed out after 200 ms/)
  })
  it('refuses loopback and private addresses unless allowed, by literal and by name', async () => {
    await expect(sendWebhook(attempt('/ok', { allowPrivate: false }))).rejects.toThrow(/not a public address/)
    const byName = { ...attempt('/ok', { allowPrivate: false }), url: base.replace('127.0.0.1', 'localhost') + '/ok' }
    await expect(sendWebhook(byName)).rejects.toThrow(/non-public address/)
  })
})
