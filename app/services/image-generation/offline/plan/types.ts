// The shape of a scene plan (scene-plan.ts): who is in the picture, how they relate, where and when.
import type { ScenePlace, SceneTime, SceneWeather, SubjectKind } from '../lexicon/types.ts'

export type SceneRelation =
  | 'riding'
  | 'holding'
  | 'on'
  | 'fighting'
  | 'playing'
  | 'reading'
  | 'wearing'
  | 'in'
  | 'under'
  | 'beside'
  | 'eating'
  | 'drinking'
  | 'chasing'
  | 'hugging'
  | 'above'
  | 'none'

export interface PlanSubject {
  /** The subject as the prompt names it, singular ("corgi", "ice cream"). */
  noun: string
  /** The Fluent Emoji icon that pictures it, or null when it is drawn by hand (`drawing`) or not at all. */
  icon: string | null
  /** A hand-drawn picture for things the icon set lacks (a lighthouse, a knight, a surfboard…). */
  drawing?: string
  kind: SubjectKind
  /** Roles and outfits ("astronaut", "pirate") and visible attributes ("steam"). */
  modifiers: string[]
  /** What the subject is made of ("a bicycle made of flowers"): its outline is filled with that picture. */
  material?: { noun: string; icon: string | null; drawing?: string }
  /** A material with no picture of its own that the subject is drawn in ("a golden owl", "made of glass"): gold, glass, wood… */
  finish?: string
  /** How many of a creature the prompt names ("two cats", "ducks", "a wolf pack"), when more than one. */
  count?: number
}

export interface PlanOther extends PlanSubject {
  /** How the main subject relates to this one. */
  relation: SceneRelation
}

export interface SceneSetting {
  weather?: SceneWeather
  time?: SceneTime
  place?: ScenePlace
}

export interface ScenePlan {
  main: PlanSubject | null
  others: PlanOther[]
  /** The main subject's relation to the first other subject ('none' when it is alone). */
  relation: SceneRelation
  setting: SceneSetting
  /** Words to letter into the design, as the shopper typed them. */
  text: string | null
}
