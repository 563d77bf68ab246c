// A prompt read as a scene: who is in it (the main subject and the others, with what they are dressed
// or kitted as), how the main subject relates to each other one (riding, holding, fighting…), the
// setting (weather, time of day, place) and any words the shopper asked to have lettered. Pure and
// deterministic; the drawing (scene-draw.ts) shows the plan, and `npm run scenes:score` measures it
// against a labelled set (scene-prompts.ts).
import { MOUNTS, ROLES } from '../lexicon/scene-creatures.ts'
import { ACTIVITIES, ING_NOUNS, plainOrder, readLettering, RELATION_CUES } from './scene-grammar.ts'
import { compoundFor, kindOfIcon, LEXICON, namesNothing, nounFor } from '../lexicon/scene-lexicon.ts'
import { eatenStandIn } from '../lexicon/scene-lookalikes.ts'
import type { NounEntry } from '../lexicon/types.ts'
import type { PlanOther, PlanSubject, ScenePlan, SceneRelation, SceneSetting } from './types.ts'
import { LOOK_PICTURES, LOOKS, MATERIAL_WORDS, PLACE, POSES, TIME, WEATHER } from '../lexicon/scene-words.ts'

type Token = { word: string; used: boolean }

/** Words that place one subject against another, so the subject after them is not the main one. */
const PREPOSITION = / (in|on|under|inside|above|over|at|beside|with|from|behind|into|onto|near|by|down|through|across|while|and) /

function relationBetween(between: string, main: PlanSubject, other: PlanSubject): SceneRelation {
  const found = RELATION_CUES.find(([pattern]) => pattern.test(between))?.[1]
  switch (found) {
    case undefined:
      // Flying or steering a vehicle is riding it ("a dog flying a biplane"); a kite is held (a thing, not a vehicle).
      if (/\b(flying|flies|steering|steers)\b/.test(between) && other.kind === 'vehicle') return 'riding'
      // Doing something unnamed to a small thing ("juggling donuts", "knitting a sweater") is handling it.
      return /\w{3,}ing\b/.test(between) &&
        main.kind === 'creature' &&
        ['thing', 'ball', 'instrument', 'wearable'].includes(other.kind)
        ? 'holding'
        : 'beside'
    case 'on-or-riding':
      return other.kind === 'vehicle' || (MOUNTS.has(other.noun) && main.kind === 'creature') ? 'riding' : 'on'
    case 'in-or-wearing':
      return other.kind === 'wearable' ? 'wearing' : 'in'
    case 'ball-or-holding':
      return other.kind === 'ball' ? 'playing' : 'holding'
    case 'with':
      if (other.kind === 'wearable') return 'wearing'
      if (main.kind !== 'creature' || other.kind === 'creature' || other.kind === 'scenery') return 'beside'
      return 'holding'
    default:
      return found
  }
}

/** How many of a creature the words name: a number word or a group before it, a plural, or a group after it. */
function countOf(words: string[], start: number, end: number, noun: string) {
  const before = words.slice(Math.max(0, start - 2), start).join(' ')
  const number = before.match(
    /\b(two|three|four|five|six|seven|eight|nine|ten|couple|pair|group|family|pack|herd|flock|lots|many|some|several)\b/,
  )
  if (number) return number[1] === 'two' || number[1] === 'couple' || number[1] === 'pair' ? 2 : 3
  const after = words[end] ?? ''
  if (/^(couple|pair|duo|twins)$/.test(after)) return 2
  if (/^(pack|family|herd|flock|squad|gang|band|crew|swarm|colony|trio)$/.test(after)) return 3
  const last = words[end - 1]
  return last !== noun && last.endsWith('s') && !noun.endsWith('s') && !LEXICON[last] ? 2 : 1
}

/** Whether a subject is a person (a role, or pictured as one), who can be what an animal is dressed as. */
function isPerson(subject: PlanSubject) {
  return (
    ROLES.has(subject.noun) ||
    /^(person|man|woman|men|women|people|boy|girl|child|cook|astronaut|detective|teacher|student|scientist|pilot|firefighter|singer|artist|farmer|judge|mechanic|technologist|office-worker|health-worker|guard|superhero|supervillain)(-|$)/.test(
      subject.icon ?? '',
    )
  )
}

/** A subject as the lexicon pictures it, not yet dressed or counted. */
function subjectOf(entry: NounEntry): PlanSubject {
  return { noun: entry.noun, icon: entry.icon ?? null, drawing: entry.drawing, kind: kindOfIcon(entry), modifiers: [] }
}

/**
 * What a subject is made of is no subject beside it: "a bicycle made of flowers" is a bicycle with the modifier
 * "made of flowers" and the flowers' picture as its material (up to three words after "made of").
 */
function madeOf(words: string[], found: Array<{ subject: PlanSubject; start: number; end: number }>) {
  for (let i = 0; i + 2 < words.length; i++) {
    if (words[i] !== 'made' || words[i + 1] !== 'of') continue
    const owner = found.filter((other) => other.end <= i).at(-1)
    if (!owner) continue
    const stuff = found.find((other) => other.start >= i + 2 && other.start <= i + 4)
    const end = stuff ? stuff.end : i + 3
    const phrase = words.slice(i + 2, end).filter((w) => !/^(an?|the|;|_)$/.test(w))
    if (!phrase.length) continue
    owner.subject.modifiers.push(`made of ${phrase.join(' ')}`)
    // Made of a material ("made of gold", "made of glass"): drawn in it, as "a golden owl" is.
    const last = phrase.at(-1)!
    const finish = MATERIAL_WORDS[last]
    if (finish) owner.subject.finish = finish
    // A thing the scan read as a setting ("made of stars": starry is a time of day) is looked up by its word.
    const lookedUp = stuff || finish ? null : (nounFor(last) ?? nounFor(last.replace(/s$/, '')))
    const source = finish ? null : (stuff?.subject ?? (lookedUp?.icon || lookedUp?.drawing ? lookedUp : null))
    if (source) {
      const { noun, icon, drawing } = source
      owner.subject.material = { noun, icon: icon ?? null, ...(drawing ? { drawing } : {}) }
    }
    if (stuff) found.splice(found.indexOf(stuff), 1)
  }
}

/**
 * A material word right before a subject is what the subject is made of, not a subject of its own or a kind of it:
 * "a glass apple", "a golden owl", "a balloon dog" (where balloon is a noun too). The word becomes the subject's
 * modifier and its finish, drawn as the material (scene-materials.ts). A word inside a longer name ("ice cream", "crystal ball") stays
 * that name.
 */
function materialsBefore(words: string[], found: Array<{ subject: PlanSubject; start: number; end: number }>) {
  words.forEach((word, i) => {
    if (!MATERIAL_WORDS[word]) return
    const named = found.find((other) => other.start <= i && i < other.end)
    if (named && (named.start !== i || named.end !== i + 1)) return
    const next = found.find((other) => other.start === i + 1)
    if (!next || next.subject.modifiers.includes(word)) return
    next.subject.modifiers.push(word)
    next.subject.finish = MATERIAL_WORDS[word]
    next.start = i
    if (named) found.splice(found.indexOf(named), 1)
  })
}

/** Reads a prompt as a scene plan. */
export function planScene(prompt: string): ScenePlan {
  const { text, rest } = readLettering(prompt)
  const lower = ` ${plainOrder(
    rest
      .toLowerCase()
      .replace(/[,;.!?]+/g, ' ; ')
      // Punctuation parts subjects ("a dog, bone in its mouth" is no dog bone) but names none.
      .replace(/[^a-z' ;-]+/g, ' ')
      .replace(/\s+/g, ' '),
  )} `
  const setting: SceneSetting = {}
  for (const [pattern, weather] of WEATHER) if (!setting.weather && pattern.test(lower)) setting.weather = weather
  for (const [pattern, time] of TIME) if (!setting.time && pattern.test(lower)) setting.time = time
  let sceneText = lower
  for (const [pattern, place] of PLACE) {
    const match = sceneText.match(pattern)
    if (!match) continue
    // "over a city" names an object, not the setting.
    if (
      /\b(over|above)\s+(?:the |an? )?(?:\w+ )?$/.test(
        sceneText.slice(0, match.index! + match[0].length - match[0].split(' ').at(-1)!.length),
      )
    )
      continue
    setting.place ??= place
    // The setting's words are no subject.
    sceneText =
      sceneText.slice(0, match.index) +
      ' ' +
      match[0].replace(/[a-z']+/g, (w) => (/^(the|an?)$/.test(w) ? w : '_')) +
      ' ' +
      sceneText.slice(match.index! + match[0].length)
  }
  // The sun of "in the sun" is the weather, not a subject.
  if (setting.time === 'sunny') sceneText = sceneText.replace(/\b(?:in|under) the (?:hot |bright |summer )?sun\b/g, ' ')
  // "moon" as night's moon ("howling at the moon") names no subject either.
  if (setting.time === 'night') sceneText = sceneText.replace(/\b(?:full |crescent |big )?moon\b/g, '_')

  // "floating on its back" is a pose, not a surface.
  sceneText = sceneText.replace(/\bon (?:its|his|her|their) backs?\b/g, ' ')
  const words = sceneText.split(' ').filter(Boolean)
  const tokens: Token[] = words.map((word) => ({ word, used: false }))
  interface Found {
    subject: PlanSubject
    start: number
    end: number
  }
  const found: Found[] = []
  for (let i = 0; i < tokens.length; i++) {
    let entry: NounEntry | null = null
    let length = 1
    for (const span of [4, 3, 2].filter((span) => i + span <= words.length)) {
      const phrase = words.slice(i, i + span).join(' ')
      if (LEXICON[phrase]) {
        entry = LEXICON[phrase]
        length = span
        break
      }
    }
    if (!entry && i + 1 < words.length) {
      entry = compoundFor(words[i], words[i + 1])
      if (entry) length = 2
    }
    // A word in -ing is what a subject does ("a penguin sliding", "a skateboarding sloth", "a beaver building"), not a
    // thing, unless the lexicon lists it, or it is a thing in -ing ("a building") not right after a subject.
    const doing =
      /ing$/.test(words[i]) && words[i].length >= 5 && !LEXICON[words[i]] && (!ING_NOUNS.has(words[i]) || found.at(-1)?.end === i)
    entry ??= /^[a-z]/.test(words[i]) && !doing ? nounFor(words[i]) : null
    // A thing eaten or drunk that has no picture is stood in for by a plate or a drink, unless it only describes the
    // next word, which names nothing either ("eating spicy nachos").
    const unnamed = (word = '') => /^[a-z]{3,}$/.test(word) && !namesNothing(word) && !LEXICON[word] && !nounFor(word)
    if (!entry && !doing && unnamed(words[i]) && !unnamed(words[i + 1]))
      entry = eatenStandIn(words[i], words.slice(Math.max(0, i - 3), i).join(' '))
    if (!entry) continue
    const subject = subjectOf(entry)
    // Several creatures, or several small things ("skull with roses", "watering plants").
    const count = subject.kind === 'creature' || subject.kind === 'thing' ? countOf(words, i, i + length, entry.noun) : 1
    if (count > 1) subject.count = count
    found.push({ subject, start: i, end: i + length })
    i += length - 1
  }
  materialsBefore(words, found)
  // A noun right before a thing names its kind ("a flower pot", "a bird nest", "a pirate ship"): the thing is the subject.
  for (let k = 0; k + 1 < found.length; k++) {
    const [a, b] = [found[k], found[k + 1]]
    const kindOfB = a.subject.kind === 'creature' && !['creature', 'wearable', 'ball', 'instrument'].includes(b.subject.kind)
    const roleOfB = ROLES.has(a.subject.noun) && b.subject.kind !== 'creature'
    if (b.start === a.end && (ROLES.has(a.subject.noun) ? roleOfB : a.subject.kind !== 'creature' || kindOfB)) {
      b.start = a.start
      found.splice(k, 1)
      k--
    }
  }
  // A role word next to a creature dresses it: "a corgi astronaut", "a samurai cat".
  for (let k = 0; k < found.length; k++) {
    const role = found[k]
    if (!ROLES.has(role.subject.noun)) continue
    const before = found[k - 1]
    const after = found[k + 1]
    const wearer =
      after && after.start === role.end && after.subject.kind === 'creature' && !ROLES.has(after.subject.noun)
        ? after
        : before && before.end === role.start && before.subject.kind === 'creature' && !ROLES.has(before.subject.noun)
          ? before
          : after && after.start === role.end && after.subject.kind === 'creature'
            ? after
            : undefined
    if (!wearer) continue
    wearer.subject.modifiers.push(role.subject.noun)
    wearer.start = Math.min(wearer.start, role.start)
    wearer.end = Math.max(wearer.end, role.end)
    found.splice(k, 1)
    k--
  }
  // A role after "as" dresses the subject before it ("a cat as a pirate", "a dog dressed as an astronaut").
  for (let k = 1; k < found.length; k++) {
    const [before, role] = [found[k - 1], found[k]]
    const gap = words.slice(before.end, role.start).join(' ')
    if (!ROLES.has(role.subject.noun) || !/^as( an?)?$/.test(gap)) continue
    before.subject.modifiers.push(role.subject.noun)
    found.splice(k, 1)
    k--
  }
  // Two creatures side by side name one: the last is the creature, the first what it is ("a robot cat", "a baby
  // elephant"), unless the last is a person and the first is not: then the animal is dressed as the person ("an owl
  // professor", "a cat lawyer").
  for (let k = 0; k + 1 < found.length; k++) {
    const [a, b] = [found[k], found[k + 1]]
    if (b.start !== a.end || a.subject.kind !== 'creature' || b.subject.kind !== 'creature') continue
    const [head, dress] = isPerson(b.subject) && !isPerson(a.subject) ? [a, b] : [b, a]
    head.subject.modifiers.unshift(...dress.subject.modifiers, dress.subject.noun)
    head.start = a.start
    head.end = b.end
    found.splice(found.indexOf(dress), 1)
    k--
  }
  // Attributes that are drawn on the main subject rather than beside it.
  if (/\b(steam|steaming|steamy)\b/.test(sceneText) && found[0]) found[0].subject.modifiers.push('steam')
  // Looks go to the subject the word comes before, within three words ("a vintage red motorcycle").
  words.forEach((word, i) => {
    const next = LOOKS.has(word) ? found.find((other) => other.start > i && other.start <= i + 3) : undefined
    if (next && !next.subject.modifiers.includes(word)) next.subject.modifiers.push(word)
  })
  // A pose right before or after a creature ("a sleeping cat", "a cat asleep").
  words.forEach((word, i) => {
    const pose = POSES[word]
    const posed = pose ? found.find((other) => other.start === i + 1 || other.end === i) : undefined
    if (posed && posed.subject.kind === 'creature' && !posed.subject.modifiers.includes(pose!))
      posed.subject.modifiers.push(pose!)
  })
  // A look or pose with a picture of its own is drawn in that shape.
  for (const { subject } of found) {
    const look = subject.modifiers.find((m) => LOOK_PICTURES[m]?.[subject.icon ?? ''])
    if (look) subject.drawing = LOOK_PICTURES[look][subject.icon ?? '']
  }
  madeOf(words, found)

  // A prompt that opens on a place ("in a teacup, an axolotl") names its main subject second.
  if (found.length > 1 && PREPOSITION.test(` ${words.slice(0, found[0].start).join(' ')} `)) found.push(...found.splice(0, 1))
  const [first, ...rest2] = found
  if (!first) return { main: null, others: [], relation: 'none', setting, text }
  const main = first.subject
  // An activity with no object named after it brings its thing ("a skateboarding sloth", "a bear fishing in a river").
  const implied: Array<Found & { relation: SceneRelation }> = []
  const forced = new Map<Found, SceneRelation>()
  words.forEach((word, i) => {
    const activity = ACTIVITIES[word]
    if (!activity) return
    const next = rest2.find((other) => other.start > i)
    const gap = next ? ` ${words.slice(i + 1, next.start).join(' ')} ` : ''
    if (next && next.start <= i + 3 && !PREPOSITION.test(gap) && !activity.keepsObject) return
    // Riding on a named thing rides that thing ("surfing on a pizza", "skating on a frozen lake").
    if (next && activity.relation === 'riding' && /^ on (?:(?:a|an|the|some|his|her|its|their) )?(?:\w+ )?$/.test(gap)) {
      forced.set(next, 'riding')
      return
    }
    const entry = LEXICON[activity.word] ?? nounFor(activity.word)
    if (!entry || found.some((f) => f.subject.noun === entry.noun)) return
    const at = activity.keepsObject === 'after' && next && next.start <= i + 3 ? next.end : i
    implied.push({ subject: subjectOf(entry), start: at, end: at + 1, relation: activity.relation })
  })
  const ordered: Array<Found & { relation?: SceneRelation }> = [...implied, ...rest2].sort((a, b) => a.start - b.start)
  const others: PlanOther[] = ordered.slice(0, 3).map((other, k) => {
    const told = other.relation ?? forced.get(other)
    if (told) return { ...other.subject, relation: told }
    const previous = k === 0 ? first : ordered[k - 1]
    // The words between this subject and the one before it (or the prompt's start), or between it and the main subject.
    const between = words.slice(previous.end <= other.start ? previous.end : 0, other.start).join(' ')
    let relation = relationBetween(` ${between} `, main, other.subject)
    if (k > 0 && relation === 'beside' && first.end <= other.start)
      relation = relationBetween(` ${words.slice(first.end, other.start).join(' ')} `, main, other.subject)
    return { ...other.subject, relation }
  })
  // What is drunk from the container the subject is in is that container's, not a second cup: "a cat drinking tea in
  // a teacup" is a cat in a teacup.
  const container = others.find((other) => other.relation === 'in' && other.kind === 'container' && other.icon)
  const kept = container ? others.filter((other) => other === container || other.icon !== container.icon) : others
  return { main, others: kept, relation: kept[0]?.relation ?? 'none', setting, text }
}
