import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import { freePort } from './app-server.ts'

/**
 * A tiny load balancer on loopback: requests alternate between the upstreams; an upstream that
 * refuses the connection is skipped (like nginx's proxy_next_upstream error). Records who served what.
 */
export async function startRoundRobinProxy(upstreams: () => number[], port?: number) {
  port ??= await freePort()
  const served: number[] = []
  let next = 0
  const forward = (req: IncomingMessage, body: Buffer, res: import('node:http').ServerResponse, tries: number) => {
    const ports = upstreams()
    const target = ports[next++ % ports.length]
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { ...req.headers, connection: 'close' } },
      (answer) => {
        served.push(target)
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (tries + 1 < ports.length) forward(req, body, res, tries + 1)
      else if (!res.headersSent) res.writeHead(502).end('no upstream')
    })
    upstream.end(body)
  }
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    forward(req, Buffer.concat(chunks), res, 0)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    served,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
