import { describe, expect, it } from 'vitest'
import { runSoak, summary } from '../soak/run.ts'

// A seeded soak of the store as it lives (tests/soak, docs/soak.md): two web processes and a worker
// on PostgreSQL, shoppers who come back and buy again, creators, the operator, and processes killed
// and the database cut at random points, with the invariants read after every step. Needs the
// production build (`npm run build`). SOAK_MINUTES sets its length (2 by default, 3 at most here), SOAK_SEED picks the
// run, SOAK_KNOWN names invariants to record without failing; a failure prints the seed and the sequence to replay with `npm run soak`.
const MINUTES = Math.min(3, Number(process.env.SOAK_MINUTES ?? 2))
const SEED = Number(process.env.SOAK_SEED ?? 20261128)
// Invariants known broken on a branch (fixed on another), recorded and reported but not failing the run.
const KNOWN = (process.env.SOAK_KNOWN ?? '').split(',').filter(Boolean)

describe('soak: the store open a while', () => {
  it(
    `keeps every invariant through ${MINUTES} min of seeded shopping, operating and faults`,
    { timeout: (MINUTES + 6) * 60_000 },
    async () => {
      const lines: string[] = []
      const result = await runSoak({
        minutes: MINUTES,
        seed: SEED,
        shrinkMinutes: 0,
        known: KNOWN,
        log: (line) => lines.push(line),
      })
      const report = summary(result, MINUTES)
      console.log(report)
      expect(result.ok, `${report}\n${lines.slice(-80).join('\n')}`).toBe(true)
    },
  )
})
