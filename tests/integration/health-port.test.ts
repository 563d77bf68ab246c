import { spawnSync } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { startHealthListener, type HealthListener } from '~/server/health-listener.server.ts'
import { waitFor } from '../support/wait-for.ts'

// The health port (HEALTH_PORT, ADR 140) over HTTP: answered from its own thread, it still tells a
// blocked event loop from a busy one, and readiness follows what the main thread last said.

let listener: HealthListener | null = null
afterEach(async () => {
  await listener?.close()
  listener = null
})

async function get(path: string, method = 'GET') {
  const response = await fetch(`http://127.0.0.1:${listener!.port}${path}`, { method })
  return { status: response.status, body: method === 'HEAD' ? null : ((await response.json()) as { status: string }) }
}

/**
 * Blocks this thread (the health listener's "main loop") for `ms` while a child process asks the
 * health port after `askAfterMs`: what a load balancer sees while the loop is stuck in one callback.
 */
function askWhileBlocked(path: string, askAfterMs: number, ms: number) {
  const script = `setTimeout(async () => {
    const r = await fetch('http://127.0.0.1:${listener!.port}${path}')
    console.log(JSON.stringify({ status: r.status, body: await r.json() }))
    setTimeout(() => {}, ${ms})
  }, ${askAfterMs})`
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 20_000 })
  return JSON.parse(child.stdout) as { status: number; body: { status: string; silentMs?: number } }
}

describe('the health port', () => {
  it('answers /healthz while the loop runs, /readyz only once ready, and 404 elsewhere', async () => {
    listener = await startHealthListener({ port: 0, host: '127.0.0.1', stallMs: 1000 })
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await get('/readyz')).toEqual({ status: 503, body: { status: 'starting' } })
    listener.setState('ready')
    expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ready' } })
    expect((await get('/readyz', 'HEAD')).status).toBe(200)
    expect((await get('/metrics')).status).toBe(404)
    expect((await get('/healthz', 'POST')).status).toBe(405)
  })

  it('answers 503 once the main event loop has been blocked longer than the stall limit, and 200 again after', async () => {
    listener = await startHealthListener({ port: 0, host: '127.0.0.1', stallMs: 300, beatMs: 50 })
    listener.setState('ready')
    expect((await get('/healthz')).status).toBe(200)
    // Asked at least 800 ms into a block (the child's own start-up comes on top): blocked, on both paths.
    const blocked = askWhileBlocked('/healthz', 800, 1000)
    expect(blocked.status).toBe(503)
    expect(blocked.body.status).toBe('event loop blocked')
    expect(blocked.body.silentMs).toBeGreaterThan(300)
    // Once the loop beats again the port says so; only then is the next block a fresh one.
    await waitFor(async () => (await get('/healthz')).status === 200, { timeout: 2_000 })
    expect(askWhileBlocked('/readyz', 800, 1000)).toMatchObject({ status: 503, body: { status: 'event loop blocked' } })
    await waitFor(async () => (await get('/healthz')).status === 200, { timeout: 2_000, message: 'the loop beating again' })
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } })
    expect((await get('/readyz')).status).toBe(200)
  })

  it('follows readiness: the database and storage checks, then draining at once', async () => {
    listener = await startHealthListener({ port: 0, host: '127.0.0.1', stallMs: 1000, beatMs: 20 })
    let problem: 'database unreachable' | 'storage unreachable' | null = 'database unreachable'
    let draining = false
    listener.followReadiness({ isDraining: () => draining, notReady: async () => problem, readyCheckMs: 50 })
    await expect.poll(async () => (await get('/readyz')).body?.status).toBe('database unreachable')
    problem = 'storage unreachable'
    await expect.poll(async () => await get('/readyz')).toEqual({ status: 503, body: { status: 'storage unreachable' } })
    problem = null
    await expect.poll(async () => (await get('/readyz')).status).toBe(200)
    draining = true
    await expect.poll(async () => (await get('/readyz')).body?.status).toBe('draining')
    // Draining is not dead: the process is still alive.
    expect((await get('/healthz')).status).toBe(200)
  })

  it('counts a database check that never answers as unreachable', async () => {
    listener = await startHealthListener({ port: 0, host: '127.0.0.1', stallMs: 1000, beatMs: 20 })
    listener.followReadiness({
      isDraining: () => false,
      notReady: () => new Promise<null>(() => {}),
      readyCheckMs: 50,
      checkTimeoutMs: 100,
    })
    await expect.poll(async () => (await get('/readyz')).body?.status).toBe('database unreachable')
  })

  it('refuses to start on a port already taken, naming it', async () => {
    listener = await startHealthListener({ port: 0, host: '127.0.0.1', stallMs: 1000 })
    await expect(startHealthListener({ port: listener.port, host: '127.0.0.1', stallMs: 1000 })).rejects.toThrow(
      `health port ${listener.port}`,
    )
  })
})
