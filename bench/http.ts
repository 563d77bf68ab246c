// Plain HTTP for the benches: one fresh connection per request (a kept-alive socket the server has
// closed meanwhile fails with EPIPE), timing of repeated requests, and waiting for a server to answer.
import { request as httpRequest } from 'node:http'

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export function header(answer: Answer, name: string) {
  const value = answer.headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? null)
}

export function get(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  return send(new URL(path, baseUrl), { method: 'GET', headers })
}

export function send(url: URL, { method, headers, body }: { method: string; headers: Record<string, string>; body?: Buffer }) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(url, { method, agent: false, headers: { 'Accept-Encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Until `url` answers 2xx (a minute at most). */
export async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not come up`)
}

/** `run` `times` times one after another: every duration, the last answer, and the median, p95 and p99. */
export async function timed(run: () => Promise<Answer>, times: number) {
  const all: number[] = []
  let last!: Answer
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    last = await run()
    all.push(performance.now() - start)
  }
  const sorted = [...all].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  return { all, last, median: at(0.5), p95: at(0.95), p99: at(0.99) }
}

/** The session cookie of a new visitor with one shirt in the cart (the checkout needs a cart). */
export async function cartCookie(baseUrl: string, designId: number) {
  const body = Buffer.from(new URLSearchParams({ kind: 'community', designId: String(designId), quantity: '1' }).toString())
  const answer = await send(new URL('/cart/add', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
    body,
  })
  const session = [answer.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('__session='))
  if (!session) throw new Error(`POST /cart/add answered ${answer.status} without a session`)
  return session
}
