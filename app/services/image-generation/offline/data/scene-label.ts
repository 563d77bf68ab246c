// What a labelled scene prompt says the picture must show (scene-prompts.ts, scene-prompts-unseen.ts,
// scene-prompts-held-out.ts), and the shorthand the sets are written in.
import type { SceneTime, SceneWeather, ScenePlace } from '../lexicon/types.ts'
import type { SceneRelation } from '../plan/types.ts'

export interface SceneLabel {
  prompt: string
  main: string
  modifiers?: string[]
  relation: SceneRelation
  object?: string
  weather?: SceneWeather
  time?: SceneTime
  place?: ScenePlace
  text?: string
  /**
   * Pictures the plan must draw (a hand drawing's or an icon's name), where the noun alone does not say what the
   * picture must show: a vintage motorcycle's own shape, a watering can, roses that are not tulips.
   */
  shows?: string[]
  /** Subjects the plan must draw several of ("skull with roses", "watering plants"). */
  several?: string[]
}

type Extra = Omit<SceneLabel, 'prompt' | 'main' | 'relation' | 'object'>
export const l = (prompt: string, main: string, relation: SceneRelation, object?: string, extra: Extra = {}): SceneLabel => ({
  prompt,
  main,
  relation,
  ...(object ? { object } : {}),
  ...extra,
})
