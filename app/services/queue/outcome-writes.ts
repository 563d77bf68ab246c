/**
 * pg-boss's writes of a job's outcome (its completeJobs and failJobsById statements). pg-boss 10.4
 * makes them after a handler returns or throws without awaiting them (manager.js, watch), so one that
 * fails because the database is away would be an unhandled rejection, which ends the process.
 */
const OUTCOME_WRITE =
  /^\s*WITH\s+(results AS \(\s*UPDATE \S+\.job\s+SET completed_on = now\(\)|deleted_jobs AS \(\s*DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN)/

export function isOutcomeWrite(text: string): boolean {
  return OUTCOME_WRITE.test(text)
}

/** Waits between tries of an outcome write while the database is away: 1, 2, 4, then every 5 s. */
export const outcomeRetryDelayMs = (tries: number) => Math.min(5000, 1000 * 2 ** tries)
