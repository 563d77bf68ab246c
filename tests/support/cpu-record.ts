import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect } from 'vitest'

// With CPU_RECORD_FILE set (tests/run-all.ts sets it per lane), each test file appends the CPU its
// process spent, from the worker's start to the end of the file's tests: imports, the store it runs
// in-process, its image threads and the tests themselves (process.cpuUsage covers every thread).
// Processes a file spawns (server.js in the drills) are not counted. CI is CPU-bound on two cores,
// so this, not a file's wall time, says what a file costs the run (docs/performance.md).
const file = process.env.CPU_RECORD_FILE
if (file) {
  afterAll(() => {
    const { user, system } = process.cpuUsage()
    const testPath = expect.getState().testPath ?? ''
    const line = {
      file: path.relative(process.cwd(), testPath),
      cpuSeconds: Math.round((user + system) / 1e5) / 10,
      pid: process.pid,
    }
    appendFileSync(file, `${JSON.stringify(line)}\n`)
  })
}
