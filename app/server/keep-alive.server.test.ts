import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { KEEP_ALIVE_TIMEOUT_MS, keepIdleConnectionsOpen } from './keep-alive.server.ts'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

/** Sends one GET on `socket` and resolves with the status line of its answer. */
function get(socket: ReturnType<typeof connect>): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('data', (chunk) => resolve(chunk.toString().split('\r\n')[0]!))
    socket.once('close', () => reject(new Error('the store closed the connection')))
    socket.write('GET / HTTP/1.1\r\nHost: store\r\n\r\n')
  })
}

describe('idle kept-alive connections', () => {
  it('are kept open past Node’s default 5 s, so a proxy that reuses one after 6 s is answered', async () => {
    server = createServer((_req, res) => res.end('ok'))
    keepIdleConnectionsOpen(server)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1')
    expect(await get(socket)).toBe('HTTP/1.1 200 OK')
    // Idle for longer than Node's default keep-alive timeout (5 s), shorter than the store's: the time
    // itself is what is tested.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(await get(socket)).toBe('HTTP/1.1 200 OK')
    socket.destroy()
  }, 20_000)

  it('outlast the shipped proxies’ idle connections to the instances', () => {
    for (const file of ['deploy/nginx/upstream.conf', 'deploy/compose/upstream.conf']) {
      const timeout = /keepalive_timeout (\d+)s;/.exec(readFileSync(file, 'utf8'))
      expect(timeout, file).not.toBeNull()
      expect(Number(timeout![1]) * 1000, file).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS)
    }
  })
})
