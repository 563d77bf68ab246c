import type { Server } from 'node:http'

/**
 * How long the store keeps an idle kept-alive connection open: longer than the proxy in front keeps
 * its idle connections to the store (nginx's upstream `keepalive_timeout`, 60 s in deploy/nginx), so
 * the proxy always closes an idle connection first. With Node's default of 5 s the store would close
 * connections the proxy still counts as open, and a request the proxy sends on one just as it closes
 * fails with a reset (a 502 for a POST, which the proxy does not retry). A client that keeps its own
 * idle connections (a browser, undici) closes them sooner still, so it does not meet a closed one
 * either, even when its timers run late on a busy machine.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

/** Sets the store's idle keep-alive timeout on an HTTP server (the store's port, and the tests' stores). */
export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
}
