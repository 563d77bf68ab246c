import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { isOutcomeWrite, outcomeRetryDelayMs } from './outcome-writes.ts'

// pg-boss's own statements, from the installed version: an upgrade that rewords them fails here.
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string) => string> & {
  fetchNextJob: (schema: string) => (options: { includeMetadata: boolean; priority: boolean }) => string
}

describe('the outcome writes pg-boss makes without awaiting them', () => {
  it('are its completeJobs and failJobsById statements, nothing else', () => {
    expect(isOutcomeWrite(plans.completeJobs('pgboss'))).toBe(true)
    expect(isOutcomeWrite(plans.failJobsById('pgboss'))).toBe(true)
    // Maintenance's expiry is awaited inside a try (its failure is an 'error' event), and fetches
    // and sends must fail at once.
    expect(isOutcomeWrite(plans.failJobsByTimeout('pgboss'))).toBe(false)
    expect(isOutcomeWrite(plans.fetchNextJob('pgboss')({ includeMetadata: true, priority: true }))).toBe(false)
    expect(isOutcomeWrite(plans.insertJob('pgboss'))).toBe(false)
    expect(isOutcomeWrite(plans.cancelJobs('pgboss'))).toBe(false)
  })

  it('are tried again after 1, 2, 4 s, then every 5 s', () => {
    expect([0, 1, 2, 3, 10].map(outcomeRetryDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000])
  })
})
