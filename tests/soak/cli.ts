import { parseArgs } from 'node:util'
import { runSoak, summary } from './run.ts'

// npm run soak -- [--minutes N] [--seed S] [--path P --replay-path R] [--shrink-minutes M] [--known a,b] [--quiet]
// --known (or SOAK_KNOWN) names invariants (see RULES in invariants.ts) to record but not stop at.
// Exits 0 when every invariant held, 1 at the first broken one (after shrinking), 2 on a bad argument.

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    seed: { type: 'string' },
    path: { type: 'string' },
    'replay-path': { type: 'string' },
    'shrink-minutes': { type: 'string', default: '15' },
    quiet: { type: 'boolean', default: false },
    known: { type: 'string', default: process.env.SOAK_KNOWN ?? '' },
  },
})
const minutes = Number(values.minutes)
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed)
const shrinkMinutes = Number(values['shrink-minutes'])
if (!(minutes > 0) || !Number.isInteger(seed) || !(shrinkMinutes >= 0)) {
  console.error('usage: npm run soak -- --minutes N --seed S [--path P --replay-path R] [--shrink-minutes M] [--quiet]')
  process.exit(2)
}
console.log(`soak: seed ${seed}, ${minutes} min (replay with --seed ${seed})`)
const result = await runSoak({
  minutes,
  seed,
  path: values.path,
  replayPath: values['replay-path'],
  shrinkMinutes,
  known: values.known.split(',').filter(Boolean),
  log: values.quiet ? () => {} : (line) => console.log(line),
})
console.log(summary(result, minutes))
process.exit(result.ok ? 0 : 1)
