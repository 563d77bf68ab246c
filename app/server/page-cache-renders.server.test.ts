import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { admissionControl } from './admission.server.ts'
import { anonymousPageCache, pageCompressionSettled } from './page-cache.server.ts'

let server: Server | undefined
afterEach(async () => {
  await pageCompressionSettled()
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

/**
 * A store whose product pages are rendered only when `release()` is called, each render counted;
 * `shared` says whether the page may be kept for every visitor; `maxInFlight`, admission control's places.
 */
async function start({ shared, maxInFlight }: { shared: boolean; maxInFlight?: number }) {
  const held: (() => void)[] = []
  let renders = 0
  let arrived = 0
  const app = express()
  if (maxInFlight) app.use(admissionControl({ maxInFlight, maxEventLoopDelayMs: 0, retryAfterSeconds: 1 }))
  app.use((_req, res, next) => {
    arrived += 1
    res.locals.cspNonce = Math.random().toString(36).slice(2)
    next()
  })
  app.use(anonymousPageCache({ version: async () => 'v1' }))
  app.get('/products/:id', (req, res) => {
    renders += 1
    held.push(() =>
      res
        .status(200)
        .set('Cache-Control', shared ? 'public, max-age=0, s-maxage=60' : 'private, no-store')
        .type('html')
        .send(`<!doctype html><p nonce="${res.locals.cspNonce as string}">product ${req.params.id}</p>`),
    )
  })
  server = app.listen(0)
  await new Promise((resolve) => server!.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const poll = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return {
    base,
    until: (count: number) => poll(() => held.length >= count),
    /** Resolves once `count` requests in all have reached the cache, and it has looked each up. */
    arrived: async (count: number) => {
      await poll(() => arrived >= count)
      await new Promise((resolve) => setImmediate(resolve))
    },
    renders: () => renders,
    release: () => held.splice(0).forEach((answer) => answer()),
  }
}

describe('the anonymous page cache under a burst', () => {
  it('renders a page once for visitors who ask for it together, and answers each with its own nonce', async () => {
    const store = await start({ shared: true })
    const burst = Array.from({ length: 20 }, () => fetch(`${store.base}/products/7`))
    await store.until(1)
    // All 20 have asked: the other 19 wait for the first render rather than starting their own.
    await store.arrived(20)
    expect(store.renders()).toBe(1)
    store.release()
    const answers = await Promise.all(burst)
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(store.renders()).toBe(1)
    expect(answers.filter((answer) => answer.headers.get('X-Page-Cache') === 'hit')).toHaveLength(19)
    for (const body of bodies) expect(body).toMatch(/^<!doctype html><p nonce="\w+">product 7<\/p>$/)
    // Every visitor's page carries its own nonce, never the first visitor's.
    expect(new Set(bodies).size).toBe(20)
    // Another page is a render of its own.
    const other = fetch(`${store.base}/products/8`)
    await store.until(1)
    store.release()
    expect((await other).status).toBe(200)
    expect(store.renders()).toBe(2)
  })

  it('lets each waiting visitor render its own page when the first answer may not be kept', async () => {
    const store = await start({ shared: false })
    const first = fetch(`${store.base}/products/7`)
    await store.until(1)
    const waiting = [fetch(`${store.base}/products/7`), fetch(`${store.base}/products/7`)]
    await store.arrived(3)
    expect(store.renders()).toBe(1)
    store.release()
    expect((await first).status).toBe(200)
    // The two who waited now render for themselves (nothing was kept for them).
    await store.until(2)
    store.release()
    const answers = await Promise.all(waiting)
    expect(answers.map((answer) => [answer.status, answer.headers.get('X-Page-Cache')])).toEqual([
      [200, 'miss'],
      [200, 'miss'],
    ])
    expect(store.renders()).toBe(3)
  })

  it('does not let the waiters of one render fill admission control: a burst larger than its places is answered whole', async () => {
    const store = await start({ shared: true, maxInFlight: 2 })
    const burst = Array.from({ length: 20 }, () => fetch(`${store.base}/products/7`))
    await store.until(1)
    await store.arrived(20)
    store.release()
    const answers = await Promise.all(burst)
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(store.renders()).toBe(1)
  })

  it('gives a waiter that must render its own page after all a place again, or refuses it when none is free', async () => {
    const store = await start({ shared: false, maxInFlight: 2 })
    const first = fetch(`${store.base}/products/7`)
    await store.until(1)
    const waiters = Array.from({ length: 4 }, () => fetch(`${store.base}/products/7`))
    await store.arrived(5)
    store.release()
    expect((await first).status).toBe(200)
    // Both places are free again (the four each took one to ask, then stepped aside to wait): the first
    // two waiters back take them and render; the other two are refused.
    await store.until(2)
    store.release()
    const statuses = (await Promise.all(waiters)).map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 200, 503, 503])
    expect(store.renders()).toBe(3)
  })
})
