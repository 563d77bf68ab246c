import { connect, createServer, type Server, type Socket } from 'node:net'
import { freePort } from './app-server.ts'

/**
 * A TCP proxy on loopback in front of one upstream (here: PostgreSQL). `cut()` drops every open
 * connection and stops listening, so new connections are refused, as while a database server
 * restarts; `restore()` listens again on the same port. The real server is never touched.
 */
export async function startTcpProxy(upstream: { host: string; port: number }) {
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | null = null
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const target = connect(upstream.port, upstream.host)
        for (const socket of [client, target]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {
            client.destroy()
            target.destroy()
          })
        }
        client.pipe(target)
        target.pipe(client)
      })
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        server = next
        resolve()
      })
    })
  const cut = async () => {
    const closing = server
    server = null
    for (const socket of sockets) socket.destroy()
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()))
  }
  await listen()
  return {
    port,
    /** `url` (a postgres:// URL) rewritten to go through the proxy. */
    through(url: string) {
      const rewritten = new URL(url)
      rewritten.hostname = '127.0.0.1'
      rewritten.port = String(port)
      return rewritten.toString()
    },
    cut,
    restore: listen,
    stop: cut,
  }
}
