import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { admissionControl, admissionTicket } from './admission.server.ts'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

/** An app whose /work requests stay open until `release()`; /healthz answers at once. */
async function start(options: { maxInFlight: number; slotMs?: number }) {
  const waiting: (() => void)[] = []
  const app = express()
  app.use(admissionControl({ maxEventLoopDelayMs: 0, retryAfterSeconds: 3, ...options }))
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }))
  app.get('/assets/entry.js', (_req, res) => res.type('js').send('export {}'))
  app.get(['/work', '/api/work'], (_req, res) => {
    waiting.push(() => res.send('done'))
  })
  server = app.listen(0)
  await new Promise((resolve) => server!.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const until = async (count: number) => {
    while (waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return { base, until, release: () => waiting.splice(0).forEach((answer) => answer()) }
}

describe('admission control', () => {
  it('answers 503 with Retry-After once the requests at work reach the limit, and admits again when one ends', async () => {
    const { base, until, release } = await start({ maxInFlight: 2 })
    const held = [fetch(`${base}/work`), fetch(`${base}/work`)]
    await until(2)

    const refused = await fetch(`${base}/work`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('3')
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    const refusedApi = await fetch(`${base}/api/work`)
    expect(refusedApi.status).toBe(503)
    expect(await refusedApi.json()).toMatchObject({ code: 'unavailable', status: 503, error: expect.stringContaining('busy') })
    // The load balancer's probe is never refused, however busy the process; nor are a page's scripts.
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    expect((await fetch(`${base}/assets/entry.js`)).status).toBe(200)

    release()
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200])
    const next = fetch(`${base}/work`)
    await until(1)
    release()
    expect((await next).status).toBe(200)
  })

  it('frees the place of a request still open after its slot time (it waits, it does not work)', async () => {
    const { base, until, release } = await start({ maxInFlight: 1, slotMs: 50 })
    const waiting = fetch(`${base}/work`)
    await until(1)
    expect((await fetch(`${base}/work`)).status).toBe(503)
    await new Promise((resolve) => setTimeout(resolve, 80))
    const admitted = fetch(`${base}/work`)
    await until(2)
    release()
    expect((await Promise.all([waiting, admitted])).map((r) => r.status)).toEqual([200, 200])
  })

  it('a client that hangs up frees its place', async () => {
    const { base, until } = await start({ maxInFlight: 1 })
    const abort = new AbortController()
    const gone = fetch(`${base}/work`, { signal: abort.signal }).catch(() => null)
    await until(1)
    abort.abort()
    await gone
    // Admitted now means held open by the app (this client gives up after 100 ms); refused means 503.
    let admitted = false
    for (let i = 0; i < 50 && !admitted; i++) {
      const answer = await fetch(`${base}/work`, { signal: AbortSignal.timeout(100) }).catch(() => 'held' as const)
      admitted = answer === 'held' || answer.status !== 503
    }
    expect(admitted).toBe(true)
  })

  it("a request waiting on another's work steps aside: its place admits another, and it is refused if none is free when it is back", async () => {
    const waiting: (() => void)[] = []
    const app = express()
    app.use(admissionControl({ maxInFlight: 1, maxEventLoopDelayMs: 0, retryAfterSeconds: 3 }))
    // /wait gives its place up until released, then needs one again to answer; /work answers at once.
    app.get('/wait', (_req, res) => {
      const ticket = admissionTicket(res)!
      expect(ticket.stepAside()).toBe(true)
      waiting.push(() => {
        if (ticket.stepBack()) res.send('rendered')
      })
    })
    app.get('/hold', (_req, res) => {
      waiting.push(() => res.send('held'))
    })
    app.get('/work', (_req, res) => res.send('done'))
    server = app.listen(0)
    await new Promise((resolve) => server!.once('listening', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const until = async (count: number) => {
      while (waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 5))
    }

    // One place: the waiter does not hold it, so another request is admitted while it waits.
    const waiter = fetch(`${base}/wait`)
    await until(1)
    expect((await fetch(`${base}/work`)).status).toBe(200)
    // Back from waiting with a place free: it answers.
    waiting.shift()!()
    expect((await waiter).status).toBe(200)

    // Back from waiting while another holds the one place: refused like any request then.
    const second = fetch(`${base}/wait`)
    await until(1)
    const holder = fetch(`${base}/hold`)
    await until(2)
    waiting.shift()!()
    const refused = await second
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('3')
    waiting.shift()!()
    expect((await holder).status).toBe(200)
    // Every place is free again: nothing leaked by stepping aside and back.
    expect((await fetch(`${base}/work`)).status).toBe(200)
  })
})
