// How a prompt's words relate its subjects (scene-plan.ts): the cue words of each relation, activities
// whose gerund implies a thing ("skateboarding" a skateboard), measure words that stand before the thing
// they measure ("a slice of pizza"), and the rewrites that put shoppers' phrasings into plain order.
import { ROLES } from '../lexicon/scene-creatures.ts'
import { nounFor } from '../lexicon/scene-lexicon.ts'
import { extractText } from '../lexicon/scene-words.ts'
import type { SceneRelation } from './types.ts'

export type RelationCue = SceneRelation | 'on-or-riding' | 'with' | 'in-or-wearing' | 'ball-or-holding'

/** Cue words, most specific first: the first pattern found between two subjects names their relation. */
export const RELATION_CUES: Array<[RegExp, RelationCue]> = [
  [/\b(fighting|fights|fight|battling|battles|battle|versus|vs|against|attacking|attacks|duel\w*|boxing|punching)\b/, 'fighting'],
  [/\b(chasing|chases|chase|hunting|running after|racing after|stalking)\b/, 'chasing'],
  [/\b(hugging|hugs|hug|cuddling|cuddles|embracing)\b/, 'hugging'],
  // Being carried off by something puts the subject under it ("abducted by a ufo", "carried by an eagle").
  [/\b(abducted|beamed up|lifted|carried|snatched|picked up) by\b/, 'under'],
  [/\b(abducting|abducts|beaming up)\b/, 'above'],
  [/\b(riding|rides|ride|rode|surfing|surfs|skating|skateboarding|driving|drives|piloting|astride|on the back of)\b/, 'riding'],
  [/\b(playing|plays|play)\b/, 'playing'],
  // Catching or kicking a ball is playing with it; catching a fish is holding it.
  [/\b(catching|catches|throwing|throws|kicking|kicks|tossing|dribbling|fetching|bouncing)\b/, 'ball-or-holding'],
  [/\b(reading|reads)\b/, 'reading'],
  [/\b(eating|eats|munching|nibbling|biting|devouring|licking|chomping)\b/, 'eating'],
  [/\b(drinking|drinks|sipping|sips|slurping)\b/, 'drinking'],
  [/\b(wearing|wears|dressed in|sporting|dressed as)\b/, 'wearing'],
  [/\b(holding|holds|carrying|carries|clutching|grabbing|waving|brandishing|wielding|lifting|swinging)\b/, 'holding'],
  [
    /\b(flying over|flying above|soaring over|hovering over|floating over|floating above|jumping over|leaping over|over|above)\b/,
    'above',
  ],
  [/\b(under|beneath|below|underneath|hanging from|hangs from|dangling from)\b/, 'under'],
  // Going over or along a surface is being on it ("crossing the road", "climbing a tree", "sliding down a hill").
  [/\b(crossing|crosses|climbing|climbs|sliding down|skiing down|rolling down|walking on|standing on|sitting on)\b/, 'on'],
  [/\b(next to|beside|near|by|alongside|guarding|pulling|pulls|pushing|towing|dragging|walking|and)\b/, 'beside'],
  [/\b(on top of|on|atop|onto|upon)\b/, 'on-or-riding'],
  [/\b(in|inside|within|into)\b/, 'in-or-wearing'],
  [/\bwith\b/, 'with'],
]

/**
 * Activities whose gerund names the thing they are done with. When the prompt names no object right after the
 * gerund ("a skateboarding sloth", "a bear fishing in a river"), the thing is added with this relation.
 */
export const ACTIVITIES: Record<
  string,
  // keepsObject: the thing comes even when the object is named, first (the can that waters the plants) or after it
  // (the yarn a sweater is knitted from).
  { word: string; relation: SceneRelation; keepsObject?: 'first' | 'after' }
> = {
  // Watering brings the can even when what is watered is named ("a robot watering plants").
  watering: { word: 'watering can', relation: 'holding', keepsObject: 'first' },
  skateboarding: { word: 'skateboard', relation: 'riding' },
  surfing: { word: 'surfboard', relation: 'riding' },
  skiing: { word: 'skis', relation: 'riding' },
  iceskating: { word: 'ice skates', relation: 'riding' },
  rollerskating: { word: 'roller skates', relation: 'riding' },
  skating: { word: 'ice skates', relation: 'riding' },
  snowboarding: { word: 'snowboard', relation: 'riding' },
  sledding: { word: 'sled', relation: 'riding' },
  sledging: { word: 'sled', relation: 'riding' },
  cycling: { word: 'bicycle', relation: 'riding' },
  biking: { word: 'bicycle', relation: 'riding' },
  sailing: { word: 'sailboat', relation: 'riding' },
  kayaking: { word: 'canoe', relation: 'in' },
  canoeing: { word: 'canoe', relation: 'in' },
  rowing: { word: 'boat', relation: 'in' },
  fishing: { word: 'fishing rod', relation: 'holding' },
  // Knitting shows the yarn even when what is knitted is named ("a sheep knitting a sweater").
  knitting: { word: 'yarn', relation: 'holding', keepsObject: 'after' },
  painting: { word: 'paintbrush', relation: 'holding' },
  singing: { word: 'microphone', relation: 'holding' },
  cooking: { word: 'frying pan', relation: 'holding' },
  boxing: { word: 'boxing glove', relation: 'wearing' },
  camping: { word: 'tent', relation: 'beside' },
  gaming: { word: 'video game', relation: 'holding' },
  skydiving: { word: 'parachute', relation: 'under' },
  bowling: { word: 'bowling', relation: 'playing' },
  reading: { word: 'book', relation: 'reading' },
}

/** Words in -ing that are things, not doings (other -ing words never name a subject unless the lexicon lists them). */
export const ING_NOUNS = new Set(
  'building pudding dumpling earring wedding stocking string ceiling sling spring ring king wing swing icing'.split(' '),
)

/** Measure words: "a slice of pizza" pictures the pizza, "a ball of yarn" the yarn. */
const MEASURE =
  /\b(?:slices?|pieces?|loaf|loaves|balls?|piles?|stacks?|heaps?|bunch(?:es)?|bags?|plates?|jars?|buckets?|fields?|handfuls?|bits?|scoops?|cans?|bottles?|glass(?:es)?|cups?|mugs?|bowls?|boxes?|baskets?|sacks?|pots?) of\b/g

/**
 * Puts shoppers' phrasings into plain order: "a pizza-eating dinosaur" as "a dinosaur eating pizza", "a cat who is
 * riding" as "a cat riding", "grandma's cat" as "cat" (the owner is not pictured), "a ball of yarn" as "yarn".
 */
export function plainOrder(text: string): string {
  return (
    text
      .replace(/\b(ice|roller)[ -]skat(ing|e|es)\b/g, (_, kind: string, end: string) =>
        end === 'ing' ? `${kind}skating` : `${kind} skates`,
      )
      // "a tennis player", "a guitar player": someone playing it, drawn whole (a basketball player has a picture of its own).
      .replace(
        /\b(table tennis|ping pong|water polo|tennis|golf|hockey|soccer|football|baseball|softball|cricket|badminton|volleyball|rugby|lacrosse|chess|bowling|guitar|bass|drums?|piano|violin|cello|saxophone|sax|trumpet|flute|banjo|accordion|harp|ukulele) players?\b/g,
        'athlete playing $1',
      )
      .replace(
        /\b(guitar|drumm|pian|violin|cell|harp|flut|trumpet|saxophon|banj|bass)(?:ist|er)s?\b/g,
        (_, root: string) =>
          `athlete playing ${{ drumm: 'drum', pian: 'piano', cell: 'cello', flut: 'flute', saxophon: 'saxophone', banj: 'banjo' }[root] ?? root}`,
      )
      .replace(/\bholding hands with\b/g, 'beside')
      .replace(/\bholding hands\b/g, ' ')
      .replace(/\bupside[ -]down\b/g, ' ')
      // "with a fish in its beak" is holding it, "with a hat on its head" wearing it; the body part is not drawn.
      .replace(
        /\bwith ((?:(?:a|an|the|some) )?[a-z]+(?: [a-z]+)?) in (?:its|his|her|their) (?:beak|mouth|paws?|hands?|arms|claws|jaws)\b/g,
        'holding $1',
      )
      .replace(/\bwith ((?:(?:a|an|the|some) )?[a-z]+(?: [a-z]+)?) on (?:its|his|her|their) head\b/g, 'wearing $1')
      .replace(/\b(?:in|on) (?:its|his|her|their) (?:beak|mouth|paws?|hands?|arms|claws|jaws|head)\b/g, ' ')
      // A space suit is the spacesuit the lexicon knows; a fisherman is someone fishing (the icon set's first picture
      // for the word is an anchor).
      .replace(/\bspace suits?\b/g, 'spacesuit')
      .replace(/\bfisherm[ae]n\b/g, 'man fishing')
      // "a desert landscape", "a mountain view": the place is what is pictured (its scene and its emblem), not a
      // landscape in it.
      .replace(/\b(mountain|desert|forest|jungle|beach|ocean|sea)s? (?:landscape|scenery|view|vista)\b/g, (_, place: string) =>
        place === 'mountain' ? 'in the mountains' : `in the ${place}`,
      )
      // Running or spinning in a wheel is in a hamster wheel ("a hamster running in a wheel").
      .replace(/\b(running|spinning|jogging|racing) (in|on) (a|the|its|his|her) wheel\b/g, '$1 $2 $3 hamster wheel')
      // "dressed as a pirate", "in a pirate costume": the role dresses the subject ("a dog as an astronaut").
      .replace(/\b(?:dressed up|dressed|disguised|costumed) as\b/g, 'as')
      .replace(/\b(?:in|wearing) (?:a |an )?([a-z]+) (?:costume|outfit|uniform|suit)\b/g, (whole, role: string) =>
        ROLES.has(role) ? `as ${role}` : whole,
      )
      // "doing yoga", "doing a handstand": a pose, not a thing.
      .replace(/\bdoing (?:(?:a|an|some|the) )?[a-z]+\b/g, ' ')
      .replace(/\b([a-z]+)-([a-z]+ing) ([a-z]+)\b/g, '$3 $2 $1')
      .replace(/\b(?:who|that|which)(?: is| are|'s)?\b(?= [a-z]+ing\b)/g, ' ')
      .replace(/\b(?:who|that|which) (?:is|are|'s)\b/g, ' ')
      .replace(/\b[a-z]+'s (?=[a-z])/g, ' ')
      .replace(/'/g, ' ')
      .replace(MEASURE, ' ')
      .replace(/\s+/g, ' ')
  )
}

/** Words that make a capitalised phrase a slogan rather than a name ("World's Best Teacher", "Born to Nap"). */
const SLOGAN_WORDS =
  /^(?:best|ever|world'?s|worlds|proud|official|certified|born|just|keep|live|love|loves|i|my|is|are|to|you|we|let's|don't|be|stay|good|vibes|only|life|mode|squad|club|crew|since|number|no\.?|one|#1)$/i
const SMALL_WORDS = /^(?:of|the|a|an|to|and|in|on|for|is|my|at|&)$/

/**
 * The words to letter and the picture. Besides what `extractText` reads (quotes, "text:", "with the words"),
 * an unquoted slogan in capitals at the start, before "with" or a comma and a picture in lower case: "Best Dad
 * Ever with a fishing rod" letters "Best Dad Ever" and draws a fishing rod. Three or more words, at least two of
 * them capitalised (two will do in block capitals), read as a slogan, unless they end on something the
 * lexicon pictures and hold no slogan word: "Cute Red Panda with bamboo" is a panda, "Space Cat with a laser" a cat.
 */
export function readLettering(prompt: string): { text: string | null; rest: string } {
  const read = extractText(prompt)
  if (read.text !== null) return read
  const match = prompt.match(
    /^\s*([A-Z0-9#][^,]*?)[!.]?\s*(?:,\s*(?:with\s+)?|\s+with\s+)(?=(?:an?|the|some|two|three|[a-z]+)\b)(.+)$/,
  )
  if (!match) return read
  const words = match[1].split(/\s+/)
  const capitalised = words.filter((word) => /^[A-Z0-9#]/.test(word))
  const allCaps = words.every((word) => SMALL_WORDS.test(word) || word === word.toUpperCase())
  const shape =
    words.every((word) => /^[A-Z0-9#]/.test(word) || SMALL_WORDS.test(word)) &&
    (allCaps ? capitalised.length >= 2 : words.length >= 3 && capitalised.length >= 2)
  if (!shape) return read
  const last = words
    .at(-1)!
    .toLowerCase()
    .replace(/[^a-z']/g, '')
  if (nounFor(last) && !words.some((word) => SLOGAN_WORDS.test(word))) return read
  return { text: match[1].trim(), rest: match[2] }
}
