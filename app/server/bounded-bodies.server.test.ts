import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repeatedChunks, streamPost } from '../../tests/support/streaming-post.ts'
import { BODY_LIMITS, bodyTooLargeMessage, isBodyTooLarge } from '~/web/body-limits.server.ts'
import { BodyLimitStream, bodyRefused, bodyStreamOf, boundedBodies } from './bounded-bodies.server.ts'

const MB = 1024 * 1024
const JSON_TYPE = { 'Content-Type': 'application/json' }

/** What the stand-in for Remix saw of each request: bytes read, and how its read ended. */
const seen: { path: string; bytes: number; error?: unknown }[] = []

let server: Server
let url: string
beforeAll(async () => {
  const app = express()
  app.use(boundedBodies())
  // Answers before reading anything (as an authorisation or rate-limit refusal does).
  app.post('/api/early', (_req, res) => {
    res.status(401).json({ message: 'Sign in first' })
  })
  // Reads the body as the Remix handler does, through bodyStreamOf, and answers its size.
  app.post('*', async (req, res) => {
    const entry: (typeof seen)[number] = { path: req.path, bytes: 0 }
    seen.push(entry)
    try {
      for await (const chunk of bodyStreamOf(req)) entry.bytes += (chunk as Buffer).length
      res.json({ bytes: entry.bytes })
    } catch (error) {
      entry.error = error
      if (!bodyRefused(res)) res.status(400).json({ message: 'unreadable' })
    }
  })
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('BodyLimitStream', () => {
  it('passes bytes through up to the limit and fails on the first chunk past it', async () => {
    const stream = new BodyLimitStream(10)
    const out: Buffer[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk))
    const failed = new Promise((resolve) => stream.once('error', resolve))
    stream.write(Buffer.from('0123456789'))
    stream.write(Buffer.from('x'))
    const error = await failed
    expect(isBodyTooLarge(error)).toBe(true)
    expect(Buffer.concat(out).toString()).toBe('0123456789')
  })
})

describe('boundedBodies', () => {
  it('refuses a declared Content-Length over the limit before anything reads the body', async () => {
    const before = seen.length
    const answer = await streamPost(`${url}/api/orders`, {
      headers: JSON_TYPE,
      contentLength: BODY_LIMITS.json + 1,
      holdOpen: true,
    })
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'body_too_large',
      success: false,
      message: bodyTooLargeMessage('json'),
    })
    expect(answer.sentBytes).toBe(0)
    expect(seen.length).toBe(before)
  })

  it('cuts a chunked body off at the limit: the reader fails, the answer is 413 and the rest is not taken', async () => {
    const answer = await streamPost(`${url}/api/orders`, { headers: JSON_TYPE, chunks: repeatedChunks(4096) })
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: bodyTooLargeMessage('json') })
    expect(answer.sentBytes).toBeLessThan(256 * MB)
    const entry = seen.at(-1)!
    expect(entry.bytes).toBeLessThanOrEqual(BODY_LIMITS.json)
    expect(isBodyTooLarge(entry.error)).toBe(true)
  })

  it('answers a browser form post with a short page', async () => {
    const answer = await streamPost(`${url}/checkout`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      chunks: repeatedChunks(64, 64 * 1024, 0x61),
    })
    expect(answer.status).toBe(413)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain(bodyTooLargeMessage('form'))
  })

  it('answers an upload in the upload API words, with its `error` field', async () => {
    const answer = await streamPost(`${url}/api/upload`, {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      contentLength: BODY_LIMITS.upload + 1,
      holdOpen: true,
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'body_too_large',
      success: false,
      message: 'Maximum file size is 15MB',
      error: 'Maximum file size is 15MB',
    })
  })

  it('holds webhooks to their own, smaller limit', async () => {
    const answer = await streamPost(`${url}/api/webhooks/printify`, {
      headers: JSON_TYPE,
      chunks: repeatedChunks(8, 64 * 1024),
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).message).toBe(bodyTooLargeMessage('webhook'))
    expect(seen.at(-1)!.bytes).toBeLessThanOrEqual(BODY_LIMITS.webhook)
  })

  it('lets a body of exactly the limit through, declared or chunked, and keeps the connection', async () => {
    for (const declared of [true, false]) {
      const answer = await streamPost(`${url}/api/orders`, {
        headers: JSON_TYPE,
        chunks: repeatedChunks(16, BODY_LIMITS.json / 16),
        ...(declared ? { contentLength: BODY_LIMITS.json } : {}),
      })
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toEqual({ bytes: BODY_LIMITS.json })
      expect(answer.headers.connection).toBe('keep-alive')
    }
  })

  it('closes the connection when the answer goes out before the body ended, instead of reading the rest', async () => {
    const answer = await streamPost(`${url}/api/early`, { headers: JSON_TYPE, chunks: repeatedChunks(4096) })
    expect(answer.status).toBe(401)
    expect(answer.headers.connection).toBe('close')
    expect(answer.sentBytes).toBeLessThan(64 * MB)
  })

  it('leaves requests without a body alone', async () => {
    const response = await fetch(`${url}/api/orders`, { method: 'POST', headers: JSON_TYPE })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ bytes: 0 })
  })
})
