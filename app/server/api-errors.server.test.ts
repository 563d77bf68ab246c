import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorProblems } from './api-errors.server.ts'

// An error passed to Express under /api leaves as a problem, not Express's HTML error page.
let server: ReturnType<ReturnType<typeof express>['listen']>
let base = ''

beforeAll(async () => {
  const app = express()
  app.get('/api/broken', (_req, _res, next) => next(new Error('boom')))
  app.get('/api/database-gone', (_req, _res, next) =>
    next(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
  )
  app.get('/page', (_req, _res, next) => next(new Error('boom')))
  app.use(apiErrorProblems())
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve())
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('apiErrorProblems', () => {
  it('answers an /api error as a 500 problem', async () => {
    const answer = await fetch(`${base}/api/broken`)
    expect(answer.status).toBe(500)
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    expect(await answer.json()).toMatchObject({ status: 500, code: 'internal_error' })
  })

  it('answers a lost database under /api as a 503 problem with Retry-After', async () => {
    const answer = await fetch(`${base}/api/database-gone`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Retry-After')).toBe('5')
    expect(await answer.json()).toMatchObject({ status: 503, code: 'unavailable' })
  })

  it('leaves other paths to Express', async () => {
    const answer = await fetch(`${base}/page`)
    expect(answer.status).toBe(500)
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/)
  })
})
