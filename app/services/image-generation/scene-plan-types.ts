// The shape of a scene plan (scene-plan.ts): who is in the picture, how they relate, where and when.
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
export type SceneWeather = 'storm' | 'rain' | 'snow'
export type SceneTime = 'dusk' | 'night' | 'dawn' | 'sunny'
export type ScenePlace =
  'moon' | 'mars' | 'beach' | 'space' | 'forest' | 'city' | 'sea' | 'underwater' | 'desert' | 'mountains' | 'jungle'

/** What sort of thing a subject is, which decides how a relation is drawn. */
export type SubjectKind =
  | 'creature' // an animal or a person: has a body, faces a way, can hold, ride, fight
  | 'vehicle' // ridden: the rider sits on top
  | 'wearable' // worn on the head or neck
  | 'ball' // a sport's ball: played above the player
  | 'instrument' // played at the player's front
  | 'container' // the subject sits inside it
  | 'scenery' // large: trees, buildings, mountains
  | 'thing' // anything else small enough to hold

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

/** A word's picture: an icon of the set, or a hand drawing, and the kind of subject it is. */
export interface NounEntry {
  noun: string
  icon?: string
  drawing?: string
  kind: SubjectKind
}
