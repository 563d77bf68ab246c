import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { WorkerPool } from './pool.server.ts'

// A built (plain JavaScript) entry speaking the pool's protocol: every task answers twice its argument.
const entry = path.join(mkdtempSync(path.join(tmpdir(), 'pool-')), 'double-worker.js')
writeFileSync(
  entry,
  "const { parentPort } = require('node:worker_threads')\n" +
    'parentPort.on("message", ({ id, args }) => parentPort.postMessage({ id, ok: true, value: args[0] * 2 }))\n',
)

const pools: WorkerPool[] = []
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()))
})

function makePool(options: { idleExitMs?: number } = {}) {
  const pool = new WorkerPool({ entry, size: 1, ...options })
  pools.push(pool)
  return pool
}

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('WorkerPool', () => {
  it('runs a built JavaScript entry in a thread, no TypeScript loader involved', async () => {
    const pool = makePool()
    expect(await pool.run<number>('double', [21])).toBe(42)
    expect([...pool.completedByThread.values()]).toEqual([1])
  })

  it('ends an idle thread after idleExitMs and starts a new one for the next task', async () => {
    const pool = makePool({ idleExitMs: 50 })
    expect(await pool.run<number>('double', [1])).toBe(2)
    expect(pool.threads).toBe(1)
    await waitFor(() => pool.threads === 0)
    expect(await pool.run<number>('double', [2])).toBe(4)
    // Two threads did the two tasks: the first had exited.
    expect(pool.completedByThread.size).toBe(2)
  })

  it('keeps a thread that gets work before its idle time runs out', async () => {
    const pool = makePool({ idleExitMs: 60_000 })
    for (let i = 0; i < 3; i++) await pool.run('double', [i])
    expect(pool.threads).toBe(1)
    expect([...pool.completedByThread.values()]).toEqual([3])
  })
})
