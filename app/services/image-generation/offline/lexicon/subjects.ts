// Which illustrations a prompt asks for: the prompt's words matched to Fluent Emoji Flat icons
// (MIT, Microsoft) through the icons' own names and emojilib's keywords (MIT). Pure and synchronous
// once the icon set is loaded, so it can run in a worker thread.
import { loadIconSet } from '../icon-set.ts'

/** How big a subject is drawn: scenery (trees, buildings, vehicles), a character, or a held object. */
export type SubjectScale = 'large' | 'medium' | 'small'

export interface Subject {
  /** The prompt word that asked for it. */
  word: string
  /** The Fluent Emoji Flat icon name. */
  icon: string
  scale: SubjectScale
}

/** How a subject relates to the one before it in the prompt ("a cat on a motorbike" → 'on'). */
export type Relation = 'on' | 'under' | 'with' | 'beside'

export interface SubjectMatch {
  subjects: Subject[]
  /** relations[i] links subjects[i + 1] to an earlier subject. */
  relations: Relation[]
}

// Words whose best picture is not the icon of the same name, or that emojilib does not know.
const SYNONYMS: Record<string, string> = {
  oak: 'deciduous-tree',
  tree: 'deciduous-tree',
  trees: 'deciduous-tree',
  forest: 'evergreen-tree',
  pine: 'evergreen-tree',
  motorbike: 'motorcycle',
  motorcycle: 'motorcycle',
  bike: 'bicycle',
  book: 'open-book',
  reading: 'open-book',
  novel: 'closed-book',
  coffee: 'hot-beverage',
  tea: 'teacup-without-handle',
  samurai: 'crossed-swords',
  ninja: 'ninja',
  sword: 'crossed-swords',
  dinosaur: 't-rex',
  dino: 't-rex',
  bee: 'honeybee',
  ramen: 'steaming-bowl',
  noodles: 'steaming-bowl',
  ufo: 'flying-saucer',
  headphones: 'headphone',
  music: 'musical-notes',
  surfer: 'person-surfing',
  surfing: 'water-wave',
  cabin: 'house',
  hut: 'house',
  cup: 'hot-beverage',
  mug: 'hot-beverage',
  wave: 'water-wave',
  waves: 'water-wave',
  ocean: 'water-wave',
  sea: 'water-wave',
  mountain: 'snow-capped-mountain',
  mountains: 'snow-capped-mountain',
  volcano: 'volcano',
  moon: 'crescent-moon',
  sun: 'sun',
  star: 'star',
  stars: 'glowing-star',
  cat: 'cat',
  kitten: 'cat',
  dog: 'dog',
  puppy: 'dog',
  astronaut: 'astronaut',
  robot: 'robot',
  whale: 'spouting-whale',
  car: 'automobile',
  house: 'house',
  castle: 'castle',
  rocket: 'rocket',
  flower: 'blossom',
  flowers: 'bouquet',
  rose: 'rose',
  guitar: 'guitar',
  skateboard: 'skateboard',
  pizza: 'pizza',
  dragon: 'dragon',
  owl: 'owl',
  fox: 'fox',
  bear: 'bear',
  wolf: 'wolf',
  heart: 'red-heart',
  love: 'red-heart',
  planet: 'ringed-planet',
  galaxy: 'milky-way',
  city: 'cityscape',
  skyline: 'cityscape',
  camping: 'camping',
  tent: 'camping',
  campfire: 'fire',
  fire: 'fire',
  boat: 'sailboat',
  ship: 'ship',
  island: 'desert-island',
  beach: 'beach-with-umbrella',
  snowman: 'snowman',
  ghost: 'ghost',
  skull: 'skull',
  mushroom: 'mushroom',
  cactus: 'cactus',
  crown: 'crown',
  king: 'crown',
  queen: 'crown',
  wizard: 'mage',
  witch: 'mage',
  mermaid: 'merperson',
  fairy: 'fairy',
  vampire: 'vampire',
  zombie: 'zombie',
  alien: 'alien',
  monster: 'alien-monster',
  penguin: 'penguin',
  frog: 'frog',
  turtle: 'turtle',
  octopus: 'octopus',
  shark: 'shark',
  butterfly: 'butterfly',
  unicorn: 'unicorn',
  horse: 'horse',
  tiger: 'tiger',
  lion: 'lion',
  panda: 'panda',
  koala: 'koala',
  rabbit: 'rabbit',
  bunny: 'rabbit',
  mouse: 'mouse',
  deer: 'deer',
  bird: 'bird',
  eagle: 'eagle',
  duck: 'duck',
  chicken: 'chicken',
  pig: 'pig',
  cow: 'cow',
  sloth: 'sloth',
  camera: 'camera',
  laptop: 'laptop',
  computer: 'laptop',
  gamer: 'video-game',
  controller: 'video-game',
  umbrella: 'umbrella',
  rain: 'cloud-with-rain',
  cloud: 'cloud',
  clouds: 'cloud',
  rainbow: 'rainbow',
  lightning: 'high-voltage',
  taco: 'taco',
  burger: 'hamburger',
  donut: 'doughnut',
  cake: 'birthday-cake',
  ice: 'ice',
  icecream: 'soft-ice-cream',
  avocado: 'avocado',
  balloon: 'balloon',
  train: 'locomotive',
  plane: 'airplane',
  airplane: 'airplane',
  bus: 'bus',
  bicycle: 'bicycle',
  tractor: 'tractor',
  scooter: 'kick-scooter',
  van: 'minibus',
  truck: 'delivery-truck',
  lighthouse: 'tokyo-tower',
  palm: 'palm-tree',
  sunflower: 'sunflower',
  tulip: 'tulip',
  leaf: 'leaf-fluttering-in-wind',
  cherry: 'cherry-blossom',
}

// Words that describe the look or the scene rather than a subject to draw.
const NOT_SUBJECTS = new Set(
  (
    'a an the of and or with in on at to for from by is are be my your our their his her its this that these those over ' +
    'under into very some neon cute retro vintage cool funny happy sad little big giant tiny old young style design art shirt ' +
    'tee t print logo graphic epic magic magical cosmic dark bright colorful colourful golden silver black white red blue ' +
    'green yellow pink purple orange night day sunset sunrise dusk dawn evening morning beautiful lovely wild mystical ' +
    'riding rides ride sitting sits standing stands playing plays holding holds eating eats drinking drinks flying flies ' +
    'under beneath below beside next near atop top inside behind front across through while who which that made out ' +
    'cozy cosy snowy sunny rainy stormy steam steamy sleepy lazy tiny fluffy wise brave angry smiling glowing face kawaii minimal realistic watercolor watercolour cyberpunk isometric paper line flat studio ghibli anime'
  ).split(' '),
)

const RELATION_WORDS: Array<[RegExp, Relation]> = [
  [/\b(on|riding|rides|ride|surfing|atop|astride|aboard|driving|drives|sitting on|standing on)\b/, 'on'],
  [/\b(under|beneath|below|underneath|in front of|inside|in)\b/, 'under'],
  [/\b(with|reading|holding|holds|eating|eats|drinking|playing|hugging|and his|and her|carrying)\b/, 'with'],
]

const LARGE_WORDS =
  /tree|house|castle|mountain|volcano|motorcycle|automobile|bicycle|ship|sailboat|locomotive|airplane|bus|truck|tractor|rocket|cityscape|island|camping|rainbow|building|tower|planet|milky|scooter|minibus|umbrella|beach|moon|sun$|wave|cloud|fire/
const SMALL_CATEGORIES = new Set(['Objects', 'Food & Drink', 'Activities', 'Symbols'])

function singular(word: string) {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.endsWith('es') && /(ch|sh|x|s)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

/** The icon for one word, or null: a curated synonym, an icon named after it, or an emojilib keyword. */
export function iconForWord(word: string): string | null {
  const { set, keywords, category } = loadIconSet()
  const lower = word.toLowerCase()
  // A plural in -ses is of a word in -s ("buses") or in -se ("horses", "houses"): both are tried.
  const candidates = [lower, singular(lower), ...(/[^s]ses$/.test(lower) ? [lower.slice(0, -1)] : [])]
  for (const candidate of candidates) {
    const synonym = SYNONYMS[candidate]
    if (synonym && set.icons[synonym]) return synonym
  }
  if (NOT_SUBJECTS.has(lower) || lower.length < 3) return null
  for (const candidate of candidates) {
    const found = (keywords.get(candidate) ?? []).filter((icon) => {
      const group = category.get(icon)
      return group !== 'Flags' && group !== 'Smileys & Emotion' && !/^(keycap|flag|regional)/.test(icon)
    })
    if (found.length) return found[0]
  }
  return null
}

function scaleOf(icon: string): SubjectScale {
  if (LARGE_WORDS.test(icon)) return 'large'
  return SMALL_CATEGORIES.has(loadIconSet().category.get(icon) ?? '') ? 'small' : 'medium'
}

/** Up to three subjects of the prompt, in its order, and how each relates to the one before it. */
export function matchSubjects(prompt: string, max = 3): SubjectMatch {
  const text = prompt.toLowerCase()
  const tokens = [...text.matchAll(/[a-z]+/g)]
  const subjects: Subject[] = []
  const positions: number[] = []
  for (const token of tokens) {
    if (subjects.length === max) break
    const icon = iconForWord(token[0])
    if (!icon || subjects.some((s) => s.icon === icon)) continue
    subjects.push({ word: token[0], icon, scale: scaleOf(icon) })
    positions.push(token.index ?? 0)
  }
  const relations = subjects.slice(1).map((_, i): Relation => {
    const between = text.slice(positions[i], positions[i + 1] + subjects[i + 1].word.length)
    return RELATION_WORDS.find(([pattern]) => pattern.test(between))?.[1] ?? 'beside'
  })
  return { subjects, relations }
}
