import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/app-server.ts'
import { waitFor } from '../support/wait-for.ts'

// The nginx configuration docs/deploy.md gives operators (deploy/nginx/upstream.conf and site.conf), run by nginx itself in
// front of two upstreams that behave as store instances do: a GET an instance refuses with its own 503
// goes to the other, a POST never goes twice, a 503 marks nothing dead, a dead instance is skipped for
// GETs, a burst beyond max_conns is answered 503 at once, and the store sees the visitor's host with
// its port and the forwarded headers.

type Behaviour = 'ok' | 'busy' | 'drop' | 'hold'

interface Upstream {
  port: number
  behaviour: Behaviour
  seen: { method: string; headers: IncomingMessage['headers'] }[]
  server: Server
  /** Answers of requests held ('hold'), sent by calling them. */
  held: (() => void)[]
}

async function upstream(name: string): Promise<Upstream> {
  const state: Upstream = { port: 0, behaviour: 'ok', seen: [], server: createServer(), held: [] }
  state.server.on('request', (req, res) => {
    state.seen.push({ method: req.method ?? '', headers: req.headers })
    req.resume()
    req.on('end', () => {
      if (state.behaviour === 'hold') {
        // A slow page: answered when the test lets it go.
        return state.held.push(() =>
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ from: name })),
        )
      }
      if (state.behaviour === 'busy') {
        // The store under overload: a quick 503 with Retry-After.
        res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' })
        return res.end(JSON.stringify({ status: 'overloaded', from: name }))
      }
      if (state.behaviour === 'drop') return res.socket?.destroy()
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ from: name, headers: req.headers }))
    })
  })
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve))
  state.port = (state.server.address() as AddressInfo).port
  return state
}

describe('deploy/nginx', () => {
  let a: Upstream
  let b: Upstream
  let nginx: ChildProcess
  let url: string
  let port: number

  beforeAll(async () => {
    ;[a, b] = await Promise.all([upstream('a'), upstream('b')])
    port = await freePort()
    url = `http://127.0.0.1:${port}`
    const prefix = mkdtempSync(path.join(tmpdir(), 'shirtsmith-nginx-'))
    mkdirSync(path.join(prefix, 'logs'))
    const deploy = path.resolve(import.meta.dirname, '../../deploy/nginx')
    const site = [readFileSync(path.join(deploy, 'upstream.conf'), 'utf8'), readFileSync(path.join(deploy, 'site.conf'), 'utf8')]
      .join('\n')
      .replace('server 127.0.0.1:3001 max_conns=64', `server 127.0.0.1:${a.port} max_conns=1`)
      .replace('server 127.0.0.1:3002 max_conns=64', `server 127.0.0.1:${b.port} max_conns=1`)
      .replace('listen 80 ', `listen 127.0.0.1:${port} `)
    writeFileSync(path.join(prefix, 'site.conf'), site)
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      [
        'user root;',
        'worker_processes 1;',
        `pid ${prefix}/nginx.pid;`,
        `error_log ${prefix}/logs/error.log;`,
        'events { worker_connections 256; }',
        `http { access_log off; client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; include ${prefix}/site.conf; }`,
      ].join('\n'),
    )
    nginx = spawn('nginx', ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'], { stdio: 'inherit' })
    for (let i = 0; ; i++) {
      try {
        await fetch(url)
        break
      } catch {
        if (i > 100) throw new Error('nginx did not start')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }, 30_000)

  afterAll(async () => {
    nginx?.kill('SIGTERM')
    await Promise.all([a, b].map((u) => u && new Promise((resolve) => u.server.close(resolve))))
  })

  const many = async (count: number, init: RequestInit = {}) => {
    const answers: { status: number; from?: string }[] = []
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${url}/products/1`, init)
      const text = await response.text()
      answers.push({
        status: response.status,
        from: text.startsWith('{') ? (JSON.parse(text) as { from?: string }).from : undefined,
      })
    }
    return answers
  }

  it('sends a GET an instance refuses with its own 503 to the other, never a POST, and keeps sending it traffic once it recovers', async () => {
    b.behaviour = 'busy'
    const gets = await many(12)
    expect(gets.every((x) => x.status === 200 && x.from === 'a')).toBe(true)
    // b saw some of those GETs and answered 503: each went on to a.
    expect(b.seen.some((s) => s.method === 'GET')).toBe(true)
    const postsBefore = a.seen.filter((s) => s.method === 'POST').length + b.seen.filter((s) => s.method === 'POST').length
    const posts = []
    for (let i = 0; i < 6; i++) posts.push((await fetch(`${url}/checkout`, { method: 'POST', body: 'intent=pay' })).status)
    const postsAfter = a.seen.filter((s) => s.method === 'POST').length + b.seen.filter((s) => s.method === 'POST').length
    // Each POST reached one instance once; those b refused answered its 503.
    expect(postsAfter - postsBefore).toBe(6)
    expect(posts.filter((s) => s === 503).length).toBeGreaterThan(0)
    expect(posts.every((s) => s === 200 || s === 503)).toBe(true)
    b.behaviour = 'ok'
    const after = await many(12)
    expect(after.every((x) => x.status === 200)).toBe(true)
    // Not marked dead: the recovered instance is given requests again at once.
    expect(after.some((x) => x.from === 'b')).toBe(true)
  })

  it("answers a request beyond every instance's max_conns with a 503 and Retry-After at once, not a queue", async () => {
    a.behaviour = 'hold'
    b.behaviour = 'hold'
    // One slow request each fills both instances (max_conns=1 here, 64 in the shipped file).
    const slow = [fetch(`${url}/products/1`), fetch(`${url}/products/2`)]
    await waitFor(() => a.held.length + b.held.length === 2, { message: 'both instances hold a request' })
    const started = Date.now()
    const refused = await fetch(`${url}/products/3`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('1')
    expect(await refused.text()).toContain('try again in a moment')
    expect(Date.now() - started).toBeLessThan(1_000)
    a.behaviour = 'ok'
    b.behaviour = 'ok'
    for (const answer of [...a.held.splice(0), ...b.held.splice(0)]) answer()
    expect((await Promise.all(slow)).map((r) => r.status)).toEqual([200, 200])
  })

  it('sends a GET to the other instance when one drops the connection, and never sends a POST twice', async () => {
    b.behaviour = 'drop'
    const gets = await many(8)
    expect(gets.every((x) => x.status === 200 && x.from === 'a')).toBe(true)
    const before = a.seen.filter((s) => s.method === 'POST').length
    const beforeB = b.seen.filter((s) => s.method === 'POST').length
    const posts = []
    for (let i = 0; i < 6; i++) {
      posts.push((await fetch(`${url}/checkout`, { method: 'POST', body: 'intent=pay' })).status)
    }
    const postsAtA = a.seen.filter((s) => s.method === 'POST').length - before
    const postsAtB = b.seen.filter((s) => s.method === 'POST').length - beforeB
    // Each POST reached one instance once: those that b dropped answered 503 (try again), none went on to a.
    expect(postsAtA + postsAtB).toBe(6)
    expect(posts.filter((s) => s === 503).length).toBe(postsAtB)
    b.behaviour = 'ok'
  })

  it('forwards the host with its port, the scheme, the client address and a request id', async () => {
    const response = await fetch(`${url}/`)
    const { headers } = (await response.json()) as { headers: Record<string, string> }
    expect(headers.host).toBe(`127.0.0.1:${port}`)
    expect(headers['x-forwarded-proto']).toBe('http')
    expect(headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
  })
})
