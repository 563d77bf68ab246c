// The lexicon's words: what sort of thing a word names, its picture, and the setting's words.
export type SceneWeather = 'storm' | 'rain' | 'snow'
export type SceneTime = 'dusk' | 'night' | 'dawn' | 'sunny'
export type ScenePlace =
  'moon' | 'mars' | 'beach' | 'space' | 'forest' | 'city' | 'sea' | 'lake' | 'underwater' | 'desert' | 'mountains' | 'jungle'

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

/** A word's picture: an icon of the set, or a hand drawing, and the kind of subject it is. */
export interface NounEntry {
  noun: string
  icon?: string
  drawing?: string
  kind: SubjectKind
}
