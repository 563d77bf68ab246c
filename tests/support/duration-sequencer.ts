import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Runs the longest test files first, from the durations recorded in tests/durations.json.
 *
 * Vitest orders files by the durations of its own last run, kept in node_modules/.vite; a fresh clone
 * (every CI run) has none, and vitest falls back to file size, which says little about time: a
 * 60-second drill could start last and hold its lane a minute after every other file had ended. With
 * the recorded durations the long files start first and the short ones fill in beside them. Files the
 * record does not know yet (new ones) go first, as vitest itself runs unknown files first.
 *
 * The record is refreshed from a run's JSON reports by `npm run test:durations` (tests/durations.ts).
 */
export const DURATIONS_FILE = path.resolve(import.meta.dirname, '..', 'durations.json')

export type Lane = 'PGlite' | 'PostgreSQL'

/** Seconds per test file (relative to the repository), for each database lane. */
type Durations = Partial<Record<Lane, Record<string, number>>>

export function readDurations(file = DURATIONS_FILE): Durations {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Durations) : {}
}

/** Files longest first; unknown files before every known one, in the order given. */
export function longestFirst(files: string[], seconds: Record<string, number>): string[] {
  const known = (file: string) => seconds[file] ?? Number.POSITIVE_INFINITY
  return files
    .map((file, index) => ({ file, index }))
    .sort((a, b) => known(b.file) - known(a.file) || a.index - b.index)
    .map(({ file }) => file)
}

export default class DurationSequencer extends BaseSequencer {
  override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root
    const lane: Lane = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
    const seconds = readDurations()[lane] ?? {}
    const byFile = new Map(specs.map((spec) => [path.relative(root, spec.moduleId), spec]))
    // Unknown files (new, or none recorded) keep vitest's own order among themselves.
    const ordered = await super.sort(specs)
    return longestFirst(
      ordered.map((spec) => path.relative(root, spec.moduleId)),
      seconds,
    ).map((file) => byFile.get(file)!)
  }
}
