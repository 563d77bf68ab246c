import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'
import { afterAll, expect } from 'vitest'

// With CPU_RECORD_FILE set (tests/run-all.ts sets it per lane), each test file appends the CPU it
// spent, from its worker's start to the end of the file's tests: imports, the store it runs
// in-process and the tests themselves. CI is CPU-bound on two cores, so this, not a file's wall
// time, says what a file costs the run (docs/performance.md).
// - A file in a worker thread (vitest's threads pool, most files) is counted by its thread's CPU:
//   the process's CPU would hold every other file's beside it. Work its store hands to other threads
//   (sharp's libuv threads, the image worker pool) is not counted.
// - A file in a process of its own (the forks pool) is counted by its process's CPU, every thread.
// - Where files share a worker (the unit step runs without isolation), each file is counted from
//   the end of the one before it.
// Processes a file spawns (server.js in the drills) are not counted.
const file = process.env.CPU_RECORD_FILE
const counted = globalThis as { __cpuCounted?: NodeJS.CpuUsage }
const cpuUsage = (since?: NodeJS.CpuUsage) => (isMainThread ? process.cpuUsage(since) : process.threadCpuUsage(since))
if (file) {
  afterAll(() => {
    const { user, system } = cpuUsage(counted.__cpuCounted)
    counted.__cpuCounted = cpuUsage()
    const testPath = expect.getState().testPath ?? ''
    const line = {
      file: path.relative(process.cwd(), testPath),
      cpuSeconds: Math.round((user + system) / 1e5) / 10,
      pid: process.pid,
    }
    appendFileSync(file, `${JSON.stringify(line)}\n`)
  })
}
