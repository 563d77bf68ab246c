// Scores the offline generator's scene plans against the labelled prompts (scene-prompts.ts): for each
// prompt, whether the plan found the main subject (and its outfit), the other subject, the relation
// between them, the setting and the words to letter. Each set has a floor just below its figure when the floor was
// set: below it, the run fails (npm test runs this as a step). The frozen held-out set prints its figures only,
// never its misses, so nobody tunes against it. Usage: npm run scenes:score [-- --verbose]
import type { ScenePlan } from '~/services/image-generation/offline/plan/types.ts'
import { planScene } from '~/services/image-generation/offline/plan/scene-plan.ts'
import type { SceneLabel } from '~/services/image-generation/offline/data/scene-label.ts'
import { SCENE_PROMPTS } from '~/services/image-generation/offline/data/scene-prompts.ts'
import {
  HELD_OUT_2_PROMPTS,
  HELD_OUT_3_PROMPTS,
  HELD_OUT_4_PROMPTS,
  HELD_OUT_5_PROMPTS,
  HELD_OUT_PROMPTS,
} from '~/services/image-generation/offline/data/scene-prompts-held-out.ts'
import {
  EIGHTH_PROMPTS,
  FOURTH_PROMPTS,
  NINTH_PROMPTS,
  SECOND_PROMPTS,
  SEVENTH_PROMPTS,
  SIXTH_PROMPTS,
  THIRD_PROMPTS,
} from '~/services/image-generation/offline/data/scene-prompts-unseen.ts'
import { FROZEN_PROMPTS } from '~/services/image-generation/offline/data/scene-prompts-frozen.ts'

export interface SceneScore {
  subject: boolean
  relation: boolean
  setting: boolean
  text: boolean
  /** Every subject named has a picture (an icon or a hand drawing). */
  drawable: boolean
}

/** A subject is named right when the plan's name is the label's, or either is the other's head word ("black cat" and "cat"). */
export function sameSubject(planned: string | undefined, labelled: string | undefined) {
  if (planned === labelled) return true
  if (!planned || !labelled) return false
  return planned.split(' ').at(-1) === labelled || labelled.split(' ').at(-1) === planned
}

export function scoreScene(plan: ScenePlan, label: SceneLabel): SceneScore {
  const main = plan.main
  const mainOk =
    main !== null && sameSubject(main.noun, label.main) && (label.modifiers ?? []).every((m) => main.modifiers.includes(m))
  const objectOk = label.object ? sameSubject(plan.others[0]?.noun, label.object) : true
  // What the picture must show beyond the nouns: the pictures drawn, and the subjects drawn several times.
  const subjects = [main, ...plan.others].filter((s) => s !== null)
  const pictures = subjects.map((s) => s.drawing ?? s.icon)
  const showsOk = (label.shows ?? []).every((picture) => pictures.includes(picture))
  const severalOk = (label.several ?? []).every((noun) => subjects.some((s) => sameSubject(s.noun, noun) && (s.count ?? 1) > 1))
  const relation = plan.relation === label.relation
  const setting = plan.setting.weather === label.weather && plan.setting.time === label.time && plan.setting.place === label.place
  const text = (plan.text ?? '').toLowerCase() === (label.text ?? '').toLowerCase()
  const drawable = [main, ...plan.others].every((s) => !s || s.icon !== null || s.drawing !== undefined)
  return { subject: mainOk && objectOk && showsOk && severalOk, relation, setting, text, drawable }
}

const verbose = process.argv.includes('--verbose')
const MAIN = 'Scene prompts'

let failed = false

/** Prints a set's figures (and its misses, unless `hidden`); fails the run when subject and relation fall below `floor`. */
function report(title: string, set: SceneLabel[], floor: number, hidden = false) {
  const totals = { subject: 0, relation: 0, setting: 0, text: 0, drawable: 0, subjectAndRelation: 0, all: 0 }
  const misses: string[] = []
  for (const label of set) {
    const plan = planScene(label.prompt)
    const score = scoreScene(plan, label)
    for (const key of ['subject', 'relation', 'setting', 'text', 'drawable'] as const) if (score[key]) totals[key]++
    if (score.subject && score.relation) totals.subjectAndRelation++
    const all = score.subject && score.relation && score.setting && score.text
    if (all) totals.all++
    if (!all || verbose) {
      const got = [
        `${plan.main?.modifiers.length ? `${plan.main.modifiers.join('+')} ` : ''}${plan.main?.noun ?? '∅'}`,
        plan.relation,
        plan.others[0]?.noun ?? '',
        JSON.stringify(plan.setting),
        plan.text ? `"${plan.text}"` : '',
      ]
        .filter(Boolean)
        .join(' | ')
      const wrong = (Object.keys(score) as Array<keyof SceneScore>).filter((k) => !score[k])
      misses.push(
        `${all ? '  ok ' : 'MISS '}${label.prompt}\n       got: ${got}${wrong.length ? `\n       wrong: ${wrong.join(', ')}` : ''}`,
      )
    }
  }
  const pct = (k: number) => `${((100 * k) / set.length).toFixed(1)}%`
  if (misses.length && !hidden) console.log(misses.join('\n'))
  console.log(`\n${title}: ${set.length} labelled prompts`)
  const below = totals.subjectAndRelation / set.length < floor
  if (below) failed = true
  console.log(
    `subject and relation correct: ${pct(totals.subjectAndRelation)} (floor ${(100 * floor).toFixed(1)}%${below ? ': BELOW THE FLOOR' : ''})`,
  )
  console.log(
    `subject ${pct(totals.subject)} · relation ${pct(totals.relation)} · setting ${pct(totals.setting)} · text ${pct(totals.text)}`,
  )
  console.log(`everything correct: ${pct(totals.all)} · every subject has a picture: ${pct(totals.drawable)}`)
  return totals.subjectAndRelation / set.length
}

report(MAIN, SCENE_PROMPTS, 0.99)
console.log('')
report('Second set (60% at first sight, then the parser improved on its kinds of failure)', SECOND_PROMPTS, 0.99)
console.log('')
report('Third set (45% at first sight, then the parser improved on its kinds of failure)', THIRD_PROMPTS, 0.97)
console.log('')
report('First held-out set (65% when scored once, then its kinds of failure used for tuning)', HELD_OUT_PROMPTS, 0.94)
console.log('')
report('Fourth set (70% at first sight, then the parser improved on its kinds of failure)', FOURTH_PROMPTS, 0.96)
console.log('')
report('Second held-out set (80% when scored once, then its kinds of failure used for tuning)', HELD_OUT_2_PROMPTS, 0.92)
console.log('')
report('Third held-out set (75% when scored once, then its kinds of failure used for tuning)', HELD_OUT_3_PROMPTS, 0.99)
console.log('')
report('Fourth held-out set (76.7% when scored once, then its kinds of failure used for tuning)', HELD_OUT_4_PROMPTS, 0.96)
console.log('')
report('Fifth held-out set (93.3% when scored once; one miss, "upside down", fixed after)', HELD_OUT_5_PROMPTS, 0.96)
console.log('')
report("Sixth set (a shopper's misses of 28 November, 22.2% before that day's tuning; a tuning set)", SIXTH_PROMPTS, 0.99)
console.log('')
report('Seventh set (variations on the sixth, written with its fixes; a tuning set)', SEVENTH_PROMPTS, 0.99)
console.log('')
report('Eighth set (vintage and retro in their period shapes, written with them; a tuning set)', EIGHTH_PROMPTS, 0.99)
console.log('')
report(
  'Ninth set (materials, containers, word senses, second parties; 85.4% before their changes; a tuning set)',
  NINTH_PROMPTS,
  0.99,
)
console.log('')
report(
  'FROZEN held-out set (200, written before the tuning of 28 November: 53.5% then, scored once; figures only)',
  FROZEN_PROMPTS,
  0.86,
  true,
)
if (failed) process.exitCode = 1
