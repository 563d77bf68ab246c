import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net'

/**
 * The web process's port, held by several listening sockets at once (ADR 185).
 *
 * Node's event loop accepts one connection per listening socket per turn of the loop (libuv stopped
 * accepting in a loop in 2022, libuv/libuv#3696). A turn that reads a thousand busy connections takes
 * 10–20 ms, so a burst of new connections waits in the kernel's listen queue at 50–100 a second: of
 * 1,000 connections opened at once the last waited seconds and some clients timed out, while the
 * connections already in hand were answered in milliseconds. With `count` sockets bound to the same
 * port (SO_REUSEPORT, Linux), the kernel spreads new connections over them and each turn accepts up to
 * `count`. One `http.Server` answers every connection; the other sockets hand theirs to it (its
 * 'connection' event, which Node documents for this).
 */
export interface ListenerGroup {
  /** The port every socket listens on (the one the kernel chose when PORT is 0). */
  readonly port: number
  /** How many sockets hold the port: `count` on Linux, 1 where the kernel cannot share a port. */
  readonly size: number
  /** Answers every request, on every socket, with `listener` from now on. */
  answerWith(listener: RequestListener): void
  /** Stops accepting on every socket; `done` runs once every connection has closed. */
  close(done: () => void): void
  closeIdleConnections(): void
  closeAllConnections(): void
}

export interface ListenOptions {
  port: number
  host?: string
  backlog: number
  /** Sockets to bind the port with (ACCEPT_LISTENERS). */
  count: number
  /** The first request handler (the store answers "starting" until its app is ready). */
  listener: RequestListener
  /** Called on the HTTP server before it listens (timeouts, `checkContinue`). */
  setUp?: (server: Server) => void
}

export async function listenOnPort(options: ListenOptions): Promise<ListenerGroup> {
  let answer: RequestListener = options.listener
  const server = createServer((req: IncomingMessage, res: ServerResponse) => answer(req, res))
  options.setUp?.(server)
  // Only Linux's SO_REUSEPORT spreads connections over the sockets that share a port.
  const count = process.platform === 'linux' ? Math.max(1, options.count) : 1
  const { port, host, backlog } = options

  // The other sockets only accept: each hands its connections to the one HTTP server, which then
  // tracks every connection (idle ones close on shutdown whichever socket accepted them).
  const acceptors: NetServer[] = []
  if (count === 1) {
    await listen(server, { port, host, backlog })
  } else {
    // Sockets that share a port do not see each other's owners: another process of the same user
    // listening with SO_REUSEPORT would silently take part of the connections. A plain bind first
    // makes a port already in use fail as it always has (EADDRINUSE).
    if (port !== 0) await probeFree(port, host)
    await listen(server, { port, host, backlog, reusePort: true })
    const bound = (server.address() as AddressInfo).port
    for (let i = 1; i < count; i++) {
      const acceptor = createNetServer((socket) => server.emit('connection', socket))
      try {
        await listen(acceptor, { port: bound, host, backlog, reusePort: true })
      } catch {
        break // out of file descriptors: the sockets bound so far hold the port
      }
      acceptors.push(acceptor)
    }
  }
  return {
    port: (server.address() as AddressInfo).port,
    size: 1 + acceptors.length,
    answerWith(listener) {
      answer = listener
    },
    close(done) {
      // Each socket's callback runs once the connections it accepted have closed.
      let open = 1 + acceptors.length
      const closed = () => --open === 0 && done()
      for (const acceptor of acceptors) acceptor.close(closed)
      server.close(closed)
    },
    closeIdleConnections: () => server.closeIdleConnections(),
    closeAllConnections: () => server.closeAllConnections(),
  }
}

function listen(
  server: NetServer,
  options: { port: number; host?: string; backlog: number; reusePort?: boolean },
): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options, () => {
      server.removeListener('error', reject)
      resolve()
    })
  })
}

/** Binds `port` without sharing it and lets it go: rejects with EADDRINUSE when anything holds it. */
function probeFree(port: number, host: string | undefined): Promise<void> {
  const probe = createNetServer()
  return new Promise((resolve, reject) => {
    probe.once('error', reject)
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()))
  })
}
