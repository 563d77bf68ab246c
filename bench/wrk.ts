// The bursts again with wrk (a load generator in C), when the machine has it: the bench's own client is
// Node, and on a 2-core machine its CPU, not the store's, set the pace of the 1,000-connection bursts
// (docs/performance.md, 2026-11-30). wrk costs far less a request. It holds its connections for a fixed
// time rather than sending a fixed number of requests, and its percentiles count every answer, 503s
// included (it cannot tell them apart), so its rows are read beside the bursts', not in their place.
import { execFileSync, spawnSync } from 'node:child_process'

/** Whether wrk is installed (Debian: `apt-get install wrk`). */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }
const ms = (text: string) => {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text)
  return match ? Number(match[1]) * UNITS[match[2]!]! : NaN
}

/**
 * `connections` connections held for `seconds` against `url`, wrk on CPU 1 when there are two (the store
 * has CPU 0): the figures of one row.
 */
export function wrkRow(url: string, connections: number, acceptEncoding: string, cpus: number, seconds = 3): string {
  const command = [
    'wrk',
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '--timeout',
    '10s',
    '-H',
    `Accept-Encoding: ${acceptEncoding}`,
    url,
  ]
  const out = execFileSync(cpus > 1 ? 'taskset' : command[0]!, cpus > 1 ? ['-c', '1', ...command] : command.slice(1), {
    encoding: 'utf8',
  })
  const percentile = (p: string) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '')
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0)
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  const [connect, read, write, timeout] = errors ? errors.slice(1).map(Number) : [0, 0, 0, 0]
  return (
    `${requests} answers in ${seconds} s (${Math.round(requests / seconds)}/s), **${non2xx} × 503**; every answer's p50 ${percentile('50').toFixed(0)} ms, ` +
    `p99 **${percentile('99').toFixed(0)} ms**; **${timeout} client timeouts** (10 s), socket errors: connect ${connect}, read ${read}, write ${write}`
  )
}
