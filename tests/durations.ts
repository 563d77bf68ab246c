// `npm run test:durations`: records how long each vitest file took in the last `npm test`, per
// database lane, in tests/durations.json, from the JSON reports tests/run-all.ts has each lane write
// (test-results/vitest-<lane>.json). tests/support/duration-sequencer.ts starts the longest files first
// from it. Files missing from a report keep their recorded time (a lane that ran only some files).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DURATIONS_FILE, readDurations, type Lane } from './support/duration-sequencer.ts'

interface JsonReport {
  testResults: { name: string; startTime: number; endTime: number }[]
}

const root = path.resolve(import.meta.dirname, '..')
const durations = readDurations()
for (const lane of ['PGlite', 'PostgreSQL'] as const satisfies Lane[]) {
  const report = path.join(root, 'test-results', `vitest-${lane}.json`)
  if (!existsSync(report)) continue
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as JsonReport
  const seconds = { ...durations[lane] }
  for (const result of testResults) {
    seconds[path.relative(root, result.name)] = Math.round((result.endTime - result.startTime) / 100) / 10
  }
  // Sorted by name, so a refresh changes only the lines of files whose time changed.
  durations[lane] = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${lane}: ${testResults.length} files from ${path.relative(root, report)}`)
}
writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations, null, 2)}\n`)
