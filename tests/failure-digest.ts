// The lines of a failed step's log that say what failed, printed again at the very end of `npm test`:
// a CI log is often read from its tail, where the step table is, and a failed step's own output may
// have scrolled far above it (another lane's steps print after it).

// eslint-disable-next-line no-control-regex -- colours are escape sequences
const colour = /\u001b\[[0-9;]*m/g

/** Playwright's list reporter: the "N failed" and "N flaky" blocks, each a count then indented test names. */
const playwrightHeading = /^\s+\d+ (failed|flaky)$/
const playwrightTest = /^\s+\[[\w-]+\] › /
/** Vitest: a failed file or test ("FAIL  path > test"), and the first line of each error. */
const vitestFailure = /^\s*(FAIL|×)\s+\S/
const errorLine = /^\s*(\w*Error|Error):|^\s*Test timeout|^\s*expect\(/

/** At most `limit` lines that name the failed tests and their errors, in log order, without repeats. */
export function failureDigest(log: string, limit = 40): string[] {
  const lines = log.replace(colour, '').split('\n')
  const picked: string[] = []
  let inPlaywrightBlock = false
  for (const line of lines) {
    if (playwrightHeading.test(line)) {
      inPlaywrightBlock = true
      picked.push(line.trimEnd())
      continue
    }
    if (inPlaywrightBlock && playwrightTest.test(line)) {
      picked.push(line.trimEnd())
      continue
    }
    inPlaywrightBlock = false
    if (vitestFailure.test(line) || errorLine.test(line)) picked.push(line.trimEnd().slice(0, 300))
  }
  return [...new Set(picked)].slice(0, limit)
}
