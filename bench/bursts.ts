// The burst rows of docs/performance.md (issue 39): 200 and 1,000 connections opened at once against
// one instance, each sending a few requests one after another on its kept-alive connection, with and
// without compression, straight to the instance and through the shipped nginx config
// (deploy/nginx/upstream.conf and site.conf, run by the nginx on this machine). A request is timed from
// the moment it is asked for, so the first one on each connection includes the connect (a connection
// the listen queue dropped shows as a retransmitted SYN: a second or more). /healthz on the store's
// own port is probed meanwhile, from another process, as a load balancer would.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../tests/support/app-server.ts'
import { percentile, startProbe } from './load.ts'
import { hasWrk, wrkRow } from './wrk.ts'

interface Setup {
  base: string
  cpus: number
  row: (what: string, figure: string) => void
  /** The page the bursts ask for (an anonymous page, answered from the page cache). */
  page: string
  sizes?: number[]
  /** Requests each connection sends, one after another. */
  perConnection?: number
  /** The server's process: its CPU time over each burst is read from /proc (a figure a shared machine does not skew). */
  serverPid?: number
}

/** A client gives up on a request after this long, as browsers and load balancers do sooner or later. */
const CLIENT_TIMEOUT_MS = 10_000
const ENCODINGS = [
  ['not compressed', 'identity'],
  ['gzip, br', 'gzip, br'],
] as const

export async function burstRows({ base, cpus, row, page, sizes = [200, 1000], perConnection = 5, serverPid }: Setup) {
  const proxy = await startNginx(new URL(base).port)
  try {
    for (const { route, origin, size, label, encoding } of settings(base, proxy.url, sizes)) {
      // Warm: the page cache holds the page and this encoding's copy before the burst. A warm-up
      // refused (a process not yet ready answers 503) would leave the burst a cold start instead.
      const warm = await burst(`${origin}${page}`, 4, 2, encoding)
      if (warm.admitted.length !== 8) throw new Error(`the warm-up of ${origin}${page} was not answered: ${warm.shed} × 503`)
      if (origin === proxy.url) await proxy.timedByNginx() // the warm-up's answers are not the burst's
      const probe = startProbe([`${base}/healthz`], cpus)
      const load = loadavg()[0].toFixed(1)
      const cpuBefore = cpuMs(serverPid)
      // The client is this process (its own core): when it is busy throughout, it, not the server, sets the pace.
      const clientBefore = process.cpuUsage()
      const result = await burst(`${origin}${page}`, size, perConnection, encoding)
      const cpu = cpuMs(serverPid) - cpuBefore
      const clientUsage = process.cpuUsage(clientBefore)
      const clientCpuMs = (clientUsage.user + clientUsage.system) / 1000
      const answered = result.admitted.length + result.shed
      const [health] = await probe.stop()
      const times = health!.times
      const timed = origin === proxy.url ? await proxy.timedByNginx() : ''
      row(
        `burst of ${size} connections × ${perConnection} requests, ${route}, ${label}, \`${page}\``,
        `${result.admitted.length} admitted: p50 ${percentile(result.admitted, 0.5).toFixed(0)} ms, p99 **${percentile(result.admitted, 0.99).toFixed(0)} ms**, max ${Math.max(0, ...result.admitted).toFixed(0)} ms; ` +
          `**${result.shed} × 503** shed; **${result.timeouts} client timeouts** (${CLIENT_TIMEOUT_MS / 1000} s), ${errorText(result.errors)}; ` +
          `first answer on a connection (connect included) p99 ${percentile(result.first, 0.99).toFixed(0)} ms; ` +
          `whole burst ${(result.wallMs / 1000).toFixed(1)} s${serverPid ? `, the server's CPU ${(cpu / 1000).toFixed(2)} s (${(cpu / Math.max(1, answered)).toFixed(2)} ms an answer)` : ''}, the client's ${(clientCpuMs / 1000).toFixed(2)} s; \`/healthz\` on the store's port p99 **${percentile(times, 0.99).toFixed(0)} ms**, max ${Math.max(0, ...times).toFixed(0)} ms over ${times.length} probes (${health!.failed} not 200); load ${load}${timed}`,
      )
    }
    // The same bursts from wrk, whose own CPU is a small part of the machine's (bench/wrk.ts).
    if (hasWrk()) {
      for (const { route, origin, size, label, encoding } of settings(base, proxy.url, sizes)) {
        const figures = wrkRow(`${origin}${page}`, size, encoding, cpus)
        const timed = origin === proxy.url ? await proxy.timedByNginx() : ''
        row(`wrk, ${size} connections for 3 s, ${route}, ${label}, \`${page}\``, `${figures}${timed}`)
      }
    } else row('wrk bursts', 'not run (wrk is not installed)')
  } finally {
    await proxy.stop()
  }
}

/** Every burst's setting: straight to the store and through nginx, each size, compressed and not. */
function* settings(base: string, proxied: string, sizes: number[]) {
  for (const [route, origin] of [
    ['direct', base],
    ['through nginx', proxied],
  ] as const)
    for (const size of sizes) for (const [label, encoding] of ENCODINGS) yield { route, origin, size, label, encoding }
}

/** User + system CPU time of a process so far (ms), from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMs(pid: number | undefined) {
  if (!pid) return 0
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // utime and stime are the 14th and 15th fields; the split above starts at the 3rd.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const errorText = (errors: Map<string, number>) =>
  errors.size ? `errors ${[...errors].map(([code, n]) => `${n} ${code}`).join(', ')}` : 'no connection errors'

interface BurstResult {
  admitted: number[]
  first: number[]
  shed: number
  timeouts: number
  /** Connection errors by code (ECONNRESET, ...). */
  errors: Map<string, number>
  wallMs: number
}

/** `connections` connections opened at once, each sending `perConnection` GETs of `url` in turn. */
async function burst(url: string, connections: number, perConnection: number, acceptEncoding: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
  const result: BurstResult = { admitted: [], first: [], shed: 0, timeouts: 0, errors: new Map(), wallMs: 0 }
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = 0; i < perConnection; i++) {
        const start = performance.now()
        const outcome = await getOnce(url, agent, acceptEncoding)
        const ms = performance.now() - start
        if (outcome === 'timeout') result.timeouts++
        else if (typeof outcome === 'string') result.errors.set(outcome, (result.errors.get(outcome) ?? 0) + 1)
        else {
          if (i === 0) result.first.push(ms)
          if (outcome === 503) result.shed++
          else result.admitted.push(ms)
        }
      }
    }),
  )
  result.wallMs = performance.now() - started
  agent.destroy()
  return result
}

function getOnce(url: string, agent: Agent, acceptEncoding: string) {
  return new Promise<number | string>((resolve) => {
    const req = httpRequest(url, { agent, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
    })
    req.setTimeout(CLIENT_TIMEOUT_MS, () => {
      resolve('timeout')
      req.destroy()
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
    req.end()
  })
}

/** The shipped nginx config in front of the one instance at `port`, as tests/integration/nginx-proxy.test.ts runs it. */
async function startNginx(port: string) {
  const listen = await freePort()
  const prefix = mkdtempSync(path.join(tmpdir(), 'shirtsmith-bench-nginx-'))
  mkdirSync(path.join(prefix, 'logs'))
  const deploy = path.resolve(import.meta.dirname, '../deploy/nginx')
  const site = [readFileSync(path.join(deploy, 'upstream.conf'), 'utf8'), readFileSync(path.join(deploy, 'site.conf'), 'utf8')]
    .join('\n')
    // One instance: the first upstream line names it, the second is dropped.
    .replace(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${port} `)
    .replace(/\n\s*server 127\.0\.0\.1:3002 [^\n]*/, '')
    .replace('listen 80 ', `listen 127.0.0.1:${listen} `)
  writeFileSync(path.join(prefix, 'site.conf'), site)
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'user root;',
      'worker_processes 1;',
      'worker_rlimit_nofile 8192;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log;`,
      'events { worker_connections 4096; }',
      // Each answer's status and time as nginx measured it (from reading the request to sending the last byte):
      // wrk cannot tell nginx's own 503s from the store's answers, nginx can.
      `http { log_format timing '$status $request_time'; access_log ${prefix}/logs/timing.log timing buffer=64k flush=100ms; client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; include ${prefix}/site.conf; }`,
    ].join('\n'),
  )
  const nginx: ChildProcess = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  const url = `http://127.0.0.1:${listen}`
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/healthz`)
      break
    } catch {
      if (i > 100) throw new Error('nginx did not start')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const log = path.join(prefix, 'logs', 'timing.log')
  let readTo = 0
  return {
    url,
    /** The store's answers (200) since the last call, as nginx timed them. */
    timedByNginx: async () => {
      await new Promise((resolve) => setTimeout(resolve, 300)) // nginx flushes its log every 100 ms
      const text = readFileSync(log, 'utf8')
      const lines = text.slice(readTo).split('\n')
      readTo = text.length
      const ms = lines.filter((line) => line.startsWith('200 ')).map((line) => Number(line.slice(4)) * 1000)
      if (!ms.length) return ''
      return `; the store's ${ms.length} answers as nginx timed them: p50 ${percentile(ms, 0.5).toFixed(0)} ms, p99 **${percentile(ms, 0.99).toFixed(0)} ms**`
    },
    stop: async () => {
      if (nginx.exitCode !== null) return
      nginx.kill('SIGTERM')
      await new Promise((resolve) => nginx.once('exit', resolve))
    },
  }
}
