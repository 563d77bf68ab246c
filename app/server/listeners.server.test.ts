import { connect, createServer as createNetServer, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { listenOnPort, type ListenerGroup } from './listeners.server.ts'

const groups: ListenerGroup[] = []
const clients: Socket[] = []
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy()
  for (const group of groups.splice(0)) {
    group.closeAllConnections()
    await new Promise<void>((resolve) => group.close(resolve))
  }
})

async function get(port: number, path = '/') {
  const response = await fetch(`http://127.0.0.1:${port}${path}`)
  return response.text()
}

/** Opens `count` connections at once and counts how many the group accepted by each turn of the loop. */
async function acceptedPerTurn(count: number, listeners: number) {
  let accepted = 0
  const group = await listenOnPort({
    port: 0,
    host: '127.0.0.1',
    backlog: 1024,
    count: listeners,
    listener: (_req, res) => res.end(),
    setUp: (server) => server.on('connection', () => accepted++),
  })
  groups.push(group)
  for (let i = 0; i < count; i++) {
    const client = connect(group.port, '127.0.0.1')
    client.on('error', () => {})
    clients.push(client)
  }
  // Every handshake completes in the kernel while the loop is held here: the connections wait in the
  // listen queues, as a burst does while the loop reads the connections it already has.
  const until = Date.now() + 100
  while (Date.now() < until);
  const byTurn: number[] = []
  await new Promise<void>((resolve) => {
    const turn = () => {
      byTurn.push(accepted)
      if (byTurn.length === 3) resolve()
      else setImmediate(turn)
    }
    setImmediate(turn)
  })
  return byTurn
}

describe('the web port held by several sockets', () => {
  it('answers on one port with the handler of the moment', async () => {
    const group = await listenOnPort({
      port: 0,
      host: '127.0.0.1',
      backlog: 511,
      count: 8,
      listener: (_req, res) => res.end('starting'),
    })
    groups.push(group)
    expect(group.size).toBe(8)
    expect(await get(group.port)).toBe('starting')
    group.answerWith((_req, res) => res.end('ready'))
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(group.port)))
    expect(new Set(answers)).toEqual(new Set(['ready']))
  })

  it('refuses a port something else holds, as a single socket would', async () => {
    const holder = createNetServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const port = (holder.address() as { port: number }).port
    try {
      await expect(
        listenOnPort({ port, host: '127.0.0.1', backlog: 511, count: 8, listener: (_req, res) => res.end() }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' })
    } finally {
      holder.close()
    }
  })

  // The store runs on Linux (the Dockerfile, CI), whose SO_REUSEPORT spreads connections over the sockets.
  it('accepts many waiting connections in one turn of the loop, where one socket accepts one', async () => {
    const single = await acceptedPerTurn(40, 1)
    // libuv accepts one connection per listening socket per turn (libuv/libuv#3696).
    expect(single[0]).toBeLessThanOrEqual(1)
    expect(single[2]).toBeLessThanOrEqual(3)
    const shared = await acceptedPerTurn(40, 32)
    expect(shared[0]).toBeGreaterThan(5)
  })
})
