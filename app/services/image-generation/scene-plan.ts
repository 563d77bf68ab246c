// A prompt read as a scene: who is in it (the main subject and the others, with what they are dressed
// or kitted as), how the main subject relates to each other one (riding, holding, fighting…), the
// setting (weather, time of day, place) and any words the shopper asked to have lettered. Pure and
// deterministic; the drawing (scene-draw.ts) shows the plan, and `npm run scenes:score` measures it
// against a labelled set (scene-prompts.ts).
import { iconForWord } from './subjects.ts'

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
export type ScenePlace = 'moon' | 'beach' | 'space' | 'forest' | 'city' | 'sea' | 'underwater' | 'desert' | 'mountains' | 'jungle'

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

interface NounEntry {
  noun: string
  icon?: string
  drawing?: string
  kind: SubjectKind
}

const n = (noun: string, kind: SubjectKind, icon?: string, drawing?: string): NounEntry => ({ noun, kind, icon, drawing })

/** Things the prompt can name, by their words (several words first). Unlisted words fall back to the icon set. */
const LEXICON: Record<string, NounEntry> = {
  // Several-word names.
  'coffee cup': n('cup', 'container', 'hot-beverage'),
  'coffee mug': n('mug', 'container', 'hot-beverage'),
  'tea cup': n('teacup', 'container', 'teacup-without-handle'),
  'pizza slice': n('pizza', 'thing', 'pizza'),
  'slice of pizza': n('pizza', 'thing', 'pizza'),
  'stack of books': n('book', 'thing', 'books'),
  'pile of books': n('book', 'thing', 'books'),
  'ice cream': n('ice cream', 'thing', 'soft-ice-cream'),
  'teddy bear': n('teddy bear', 'creature', 'teddy-bear'),
  'hot air balloon': n('hot air balloon', 'vehicle', undefined, 'hot-air-balloon'),
  'top hat': n('top hat', 'wearable', 'top-hat'),
  'party hat': n('party hat', 'wearable', undefined, 'party-hat'),
  'cowboy hat': n('cowboy hat', 'wearable', undefined, 'cowboy-hat'),
  'wizard hat': n('wizard hat', 'wearable', undefined, 'wizard-hat'),
  'bow tie': n('bow tie', 'wearable', undefined, 'bow-tie'),
  'crystal ball': n('crystal ball', 'thing', 'crystal-ball'),
  'lily pad': n('lily pad', 'thing', undefined, 'lily-pad'),
  'palm tree': n('palm tree', 'scenery', 'palm-tree'),
  'pine tree': n('pine tree', 'scenery', 'evergreen-tree'),
  'oak tree': n('tree', 'scenery', 'deciduous-tree'),
  'christmas tree': n('christmas tree', 'scenery', 'christmas-tree'),
  'soccer ball': n('soccer ball', 'ball', 'soccer-ball'),
  'tennis ball': n('tennis ball', 'ball', 'tennis'),
  'mountain goat': n('goat', 'creature', 'goat'),
  'space ship': n('rocket', 'vehicle', 'rocket'),
  // Creatures whose word the icon set misses or pictures badly.
  knight: n('knight', 'creature', undefined, 'knight'),
  corgi: n('corgi', 'creature', 'dog'),
  pug: n('pug', 'creature', 'dog'),
  puppy: n('puppy', 'creature', 'dog'),
  dog: n('dog', 'creature', 'dog'),
  kitten: n('kitten', 'creature', 'cat'),
  cat: n('cat', 'creature', 'cat'),
  dinosaur: n('dinosaur', 'creature', 't-rex'),
  dino: n('dinosaur', 'creature', 't-rex'),
  trex: n('dinosaur', 'creature', 't-rex'),
  skeleton: n('skeleton', 'creature', 'skull'),
  cowboy: n('cowboy', 'creature', 'cowboy-hat-face'),
  bull: n('bull', 'creature', 'ox'),
  wizard: n('wizard', 'creature', 'person-mage'),
  witch: n('witch', 'creature', 'person-mage'),
  girl: n('girl', 'creature', 'girl'),
  boy: n('boy', 'creature', 'boy'),
  chef: n('chef', 'creature', 'cook'),
  camper: n('camper', 'creature', 'person-standing'),
  samurai: n('samurai', 'creature', 'ninja'),
  ninja: n('ninja', 'creature', 'ninja'),
  viking: n('viking', 'creature', 'person-beard'),
  pirate: n('pirate', 'creature', 'person-beard'),
  kraken: n('kraken', 'creature', 'octopus'),
  sheep: n('sheep', 'creature', 'ewe'),
  squirrel: n('squirrel', 'creature', 'chipmunk'),
  goldfish: n('goldfish', 'creature', 'tropical-fish'),
  fish: n('fish', 'creature', 'tropical-fish'),
  bird: n('bird', 'creature', 'bird'),
  boxer: n('boxer', 'creature', 'person-standing'),
  detective: n('detective', 'creature', 'detective'),
  astronaut: n('astronaut', 'creature', 'astronaut'),
  robot: n('robot', 'creature', 'robot'),
  alien: n('alien', 'creature', 'alien'),
  ghost: n('ghost', 'creature', 'ghost'),
  snowman: n('snowman', 'creature', 'snowman-without-snow'),
  dragon: n('dragon', 'creature', 'dragon'),
  bee: n('bee', 'creature', 'honeybee'),
  // Vehicles and mounts' gear.
  motorbike: n('motorbike', 'vehicle', 'motorcycle'),
  motorcycle: n('motorbike', 'vehicle', 'motorcycle'),
  bike: n('bike', 'vehicle', 'bicycle'),
  bicycle: n('bicycle', 'vehicle', 'bicycle'),
  skateboard: n('skateboard', 'vehicle', 'skateboard'),
  surfboard: n('surfboard', 'vehicle', undefined, 'surfboard'),
  scooter: n('scooter', 'vehicle', 'motor-scooter'),
  car: n('car', 'vehicle', 'automobile'),
  tractor: n('tractor', 'vehicle', 'tractor'),
  rocket: n('rocket', 'vehicle', 'rocket'),
  broomstick: n('broomstick', 'vehicle', 'broom'),
  broom: n('broom', 'vehicle', 'broom'),
  wave: n('wave', 'vehicle', 'water-wave'),
  ufo: n('ufo', 'vehicle', 'flying-saucer'),
  boat: n('boat', 'container', 'canoe'),
  canoe: n('canoe', 'container', 'canoe'),
  sailboat: n('sailboat', 'vehicle', 'sailboat'),
  // Worn.
  crown: n('crown', 'wearable', 'crown'),
  sunglasses: n('sunglasses', 'wearable', 'sunglasses'),
  glasses: n('glasses', 'wearable', 'glasses'),
  scarf: n('scarf', 'wearable', 'scarf'),
  hat: n('hat', 'wearable', 'top-hat'),
  backpack: n('backpack', 'wearable', 'backpack'),
  spacesuit: n('spacesuit', 'wearable', undefined, 'helmet-bubble'),
  helmet: n('helmet', 'wearable', 'military-helmet'),
  coat: n('coat', 'wearable', 'coat'),
  raincoat: n('raincoat', 'wearable', 'coat'),
  jacket: n('jacket', 'wearable', 'coat'),
  cape: n('cape', 'wearable', undefined, 'cape'),
  costume: n('costume', 'wearable', undefined, 'cape'),
  // Played.
  basketball: n('basketball', 'ball', 'basketball'),
  soccer: n('soccer ball', 'ball', 'soccer-ball'),
  football: n('football', 'ball', 'american-football'),
  volleyball: n('volleyball', 'ball', 'volleyball'),
  tennis: n('tennis ball', 'ball', 'tennis'),
  baseball: n('baseball', 'ball', 'baseball'),
  hockey: n('hockey', 'instrument', 'ice-hockey'),
  chess: n('chess', 'thing', 'chess-pawn'),
  guitar: n('guitar', 'instrument', 'guitar'),
  drum: n('drum', 'instrument', 'drum'),
  drums: n('drum', 'instrument', 'drum'),
  piano: n('piano', 'instrument', 'musical-keyboard'),
  violin: n('violin', 'instrument', 'violin'),
  saxophone: n('saxophone', 'instrument', 'saxophone'),
  trumpet: n('trumpet', 'instrument', 'trumpet'),
  // Containers.
  cup: n('cup', 'container', 'hot-beverage'),
  mug: n('mug', 'container', 'hot-beverage'),
  teacup: n('teacup', 'container', 'teacup-without-handle'),
  box: n('box', 'container', 'package'),
  basket: n('basket', 'container', 'basket'),
  bathtub: n('bathtub', 'container', 'bathtub'),
  bowl: n('bowl', 'container', undefined, 'fishbowl'),
  // Scenery and surfaces.
  tree: n('tree', 'scenery', 'deciduous-tree'),
  castle: n('castle', 'scenery', 'castle'),
  lighthouse: n('lighthouse', 'scenery', undefined, 'lighthouse'),
  mountain: n('mountain', 'scenery', 'snow-capped-mountain'),
  mountains: n('mountain', 'scenery', 'snow-capped-mountain'),
  rainbow: n('rainbow', 'scenery', 'rainbow'),
  cabin: n('cabin', 'scenery', 'hut'),
  house: n('house', 'scenery', 'house'),
  tent: n('tent', 'scenery', 'tent'),
  farm: n('farm', 'scenery', 'house-with-garden'),
  city: n('city', 'scenery', 'cityscape'),
  cactus: n('cactus', 'scenery', 'cactus'),
  iceberg: n('iceberg', 'scenery', undefined, 'iceberg'),
  rock: n('rock', 'scenery', 'rock'),
  cloud: n('cloud', 'scenery', 'cloud'),
  branch: n('branch', 'scenery', undefined, 'branch'),
  swing: n('swing', 'scenery', undefined, 'swing'),
  campfire: n('campfire', 'scenery', 'fire'),
  umbrella: n('umbrella', 'thing', 'umbrella'),
  // Things.
  book: n('book', 'thing', 'open-book'),
  books: n('book', 'thing', 'books'),
  sword: n('sword', 'thing', 'dagger'),
  lantern: n('lantern', 'thing', 'red-paper-lantern'),
  flag: n('flag', 'thing', 'triangular-flag'),
  sign: n('sign', 'thing', undefined, 'sign'),
  map: n('map', 'thing', 'world-map'),
  newspaper: n('newspaper', 'thing', 'newspaper'),
  coffee: n('coffee', 'thing', 'hot-beverage'),
  tea: n('tea', 'thing', 'teacup-without-handle'),
  cocktail: n('cocktail', 'thing', 'tropical-drink'),
  honey: n('honey', 'thing', 'honey-pot'),
  acorn: n('acorn', 'thing', 'chestnut'),
  seashell: n('seashell', 'thing', 'spiral-shell'),
  shell: n('seashell', 'thing', 'spiral-shell'),
  ramen: n('ramen', 'thing', 'steaming-bowl'),
  noodles: n('ramen', 'thing', 'steaming-bowl'),
  bamboo: n('bamboo', 'thing', 'herb'),
  heart: n('heart', 'thing', 'red-heart'),
  flower: n('flower', 'thing', 'blossom'),
  rose: n('rose', 'thing', 'rose'),
  roses: n('rose', 'thing', 'rose'),
  camera: n('camera', 'thing', 'camera'),
  balloon: n('balloon', 'thing', 'balloon'),
}

/** Words that dress or kit a creature named beside them ("a corgi astronaut", "a samurai cat"). */
const ROLES = new Set(
  (
    'astronaut samurai ninja wizard witch pirate king queen princess prince chef superhero viking cowboy detective boxer knight ' +
    'vampire scientist doctor nurse firefighter farmer artist painter rockstar ballerina angel devil zombie mummy jester clown ' +
    'sailor captain pilot soldier cop police explorer'
  ).split(' '),
)

/** Breeds are drawn as their animal. */
const BREEDS: Record<string, string> = Object.fromEntries([
  ...'husky bulldog beagle labrador retriever poodle dachshund chihuahua shiba terrier spaniel collie dalmatian greyhound pomeranian schnauzer doberman rottweiler shepherd pitbull samoyed malamute'
    .split(' ')
    .map((breed) => [breed, 'dog']),
  ...'siamese persian tabby calico sphynx'.split(' ').map((breed) => [breed, 'cat']),
])

/** Words that name no subject: articles, look and style words, verbs of pose, and setting words. */
const NOT_NOUNS = new Set(
  (
    'a an the of and or with in on at to for from by is are be my your our their his her its this that these those over ' +
    'under into onto very some neon cute retro vintage cool funny happy sad little big giant tiny old young style design art shirt ' +
    'tee t print logo graphic epic magic magical cosmic dark bright colorful colourful golden silver black white red blue ' +
    'green yellow pink purple orange day beautiful lovely wild mystical full starry sky ' +
    'riding rides ride sitting sits standing stands playing plays holding holds eating eats drinking drinks flying flies ' +
    'beneath below beside next near atop top inside behind front across through while who which made out ' +
    'cozy cosy snowy sunny rainy stormy steam steaming steamy sleepy lazy fluffy wise brave angry smiling glowing face kawaii ' +
    'minimal realistic watercolor watercolour cyberpunk isometric paper line flat studio ghibli anime floating swimming ' +
    'sleeping lying howling guarding hugging chasing fighting battling reading wearing carrying versus vs surfing driving ' +
    'running walking dancing jumping singing perched during up down around against then time hot cold warm ' +
    'one two three four five six seven eight nine ten couple pair group lots many pack herd flock swarm pile heap bunch'
  ).split(' '),
)

/** Animals that are ridden when a rider is "on" them. */
const MOUNTS = new Set(
  'horse unicorn dragon elephant whale turtle bull dinosaur camel tiger lion bear wolf shark dolphin ostrich'.split(' '),
)

type Token = { word: string; used: boolean }

const QUOTES: Array<[string, string]> = [
  ['"', '"'],
  ['“', '”'],
  ['‘', '’'],
  ["'", "'"],
]

/** The words to letter and the prompt without them. */
export function extractText(prompt: string): { text: string | null; rest: string } {
  const lead = String.raw`(?:,?\s*(?:with\s+(?:the\s+)?(?:words?|text|caption|slogan)|that\s+(?:says|reads)|saying|reading|which\s+says|caption|text|slogan|words?)\s*:?\s*)?`
  for (const [open, close] of QUOTES) {
    // A quote opens after a space or the start (so "don't" is not a quote) and closes before the end or a non-letter.
    const pattern = new RegExp(
      `${lead}(?:^|(?<=[\\s,(:]))${open}([^${close === "'" ? "'" : close}]+?)${close}(?=$|[^A-Za-z])`,
      'i',
    )
    const match = prompt.match(pattern)
    if (match && match[1].trim()) {
      const rest = `${prompt.slice(0, match.index)} ${prompt.slice(match.index! + match[0].length)}`
      return { text: match[1].trim(), rest }
    }
  }
  const labelled = prompt.match(/(?:^|[,;.]|\s)\s*(?:with\s+(?:the\s+)?)?(?:text|caption|slogan|words?)\s*:\s*(.+)$/i)
  if (labelled) return { text: labelled[1].trim().replace(/[.!]$/, ''), rest: prompt.slice(0, labelled.index) }
  const saying = prompt.match(/,?\s*(?:saying|that says|which says)\s+(.+)$/i)
  if (saying) return { text: saying[1].trim(), rest: prompt.slice(0, saying.index) }
  return { text: null, rest: prompt }
}

const WEATHER: Array<[RegExp, SceneWeather]> = [
  [/\b(snowstorm|blizzard|snow|snowy|snowing|snowfall|snowflakes?)\b/, 'snow'],
  [/\b(storm|stormy|thunderstorm|thunder|lightning|tempest|hurricane|thundery)\b/, 'storm'],
  [/\b(rain|rainy|raining|drizzle|downpour|rainstorm)\b/, 'rain'],
]
const TIME: Array<[RegExp, SceneTime]> = [
  [/\b(dusk|sunset|twilight|evening|golden hour)\b/, 'dusk'],
  [/\b(dawn|sunrise|daybreak|early morning)\b/, 'dawn'],
  [
    /\b(night|nighttime|midnight|moonlit|moonlight|starry|starlit|under the stars|northern lights|aurora|(?:at|to|under|beneath) (?:the|a) (?:full |crescent |big )?moon|full moon)\b/,
    'night',
  ],
  [/\b(sunny|sunshine|sunlit|summer day|bright day|(?:in|under) the (?:hot |bright |summer )?sun)\b/, 'sunny'],
]
// A place is the setting when it follows a preposition of place ("in the forest", "at sea"); after "over" it is
// an object ("a balloon over a city").
const PLACE: Array<[RegExp, ScenePlace]> = [
  [/\b(?:on|to) the moon\b|\blunar\b|\bmoon surface\b/, 'moon'],
  [/\b(underwater|under ?water|under the (?:sea|ocean|waves)|undersea|coral reef|deep sea)\b/, 'underwater'],
  [/\b(?:in|into|through) (?:outer |deep )?space\b|\bouter space\b|\bgalaxy\b|\bcosmos\b/, 'space'],
  [/\b(?:at|on|in|by|across|of) (?:the |an? )?(?:\w+ )?(?:sea|ocean|seas)\b|\bat sea\b/, 'sea'],
  [/\bbeach\b|\bseaside\b|\bshore\b/, 'beach'],
  [/\b(?:in|into|through|across|of) (?:the |an? )?(?:\w+ )?(?:\w+ )?(?:forest|woods|woodland)\b/, 'forest'],
  [/\b(?:in|into|through|across|of) (?:the |an? )?(?:\w+ )?(?:city|street|streets|downtown|town)\b|\burban\b/, 'city'],
  [/\b(?:in|into|through|across|of) (?:the |an? )?(?:\w+ )?desert\b|\bdunes\b|\bsandstorm\b/, 'desert'],
  [/\b(?:in|into|through|across|among) (?:the |an? )?(?:\w+ )?(?:mountains|alps|hills|peaks)\b/, 'mountains'],
  [/\b(?:in|into|through|across) (?:the |an? )?(?:\w+ )?(?:jungle|rainforest)\b/, 'jungle'],
]
/** Setting words that never name a subject once the setting has been read. */
const SETTING_WORDS = new Set(
  (
    'storm stormy thunderstorm thunder lightning tempest hurricane rain rainy raining drizzle downpour rainstorm snow snowy ' +
    'snowing snowfall snowstorm blizzard snowflake snowflakes dusk sunset twilight evening dawn sunrise daybreak morning night ' +
    'nighttime midnight moonlit moonlight starry starlit stars sunny sunshine sunlit summer underwater undersea reef coral ' +
    'space outer galaxy cosmos lunar beach seaside shore forest woods woodland desert dunes jungle rainforest alps hills peaks ' +
    'street streets downtown urban sea ocean seas hour northern lights aurora sandstorm'
  ).split(' '),
)

function singular(word: string) {
  if (/(glasses|ss|us|is|chess|series)$/.test(word)) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** The lexicon entry or icon for a word, or null when it names nothing drawable. */
function nounFor(word: string): NounEntry | null {
  if (LEXICON[word]) return LEXICON[word]
  const one = singular(word)
  if (LEXICON[one]) return LEXICON[one]
  if (NOT_NOUNS.has(word) || SETTING_WORDS.has(word) || word.length < 3) return null
  if (BREEDS[one]) return { ...LEXICON[BREEDS[one]], noun: one }
  const icon = iconForWord(word)
  if (icon) return { noun: one, icon, kind: 'creature' }
  // A closed compound pictured by its last part: a raincoat as a coat, a bulldog as a dog.
  for (let cut = 2; cut <= one.length - 3; cut++) {
    const tail = one.slice(cut)
    const entry = LEXICON[tail] ?? (tail.length >= 4 && !NOT_NOUNS.has(tail) ? iconEntry(tail) : null)
    if (entry) return { ...entry, noun: one }
  }
  return null
}

function iconEntry(word: string): NounEntry | null {
  const icon = iconForWord(word)
  return icon ? { noun: word, icon, kind: 'creature' } : null
}

/** Two words the icon set names as one thing ("polar bear", "hot dog", "test tube"). */
function compoundFor(first: string, second: string): NounEntry | null {
  if (SETTING_WORDS.has(first) || NOT_NOUNS.has(second) || first.length < 3) return null
  const one = singular(second)
  for (const name of [`${first}-${one}`, `${first}-${second}`]) {
    const icon = iconForWord(name)
    if (icon && icon === name) return { noun: `${first} ${one}`, icon, kind: 'creature' }
  }
  return null
}

/** Icons of the icon set that are things rather than creatures, for words found through it. */
function kindOfIcon(entry: NounEntry): SubjectKind {
  if (entry.kind !== 'creature' || LEXICON[entry.noun]) return entry.kind
  return /tree|house|building|castle|mountain|volcano|tower|bridge|temple|church|stadium|factory|cityscape/.test(entry.icon ?? '')
    ? 'scenery'
    : (entry.icon ?? '').split('-').some((part) => ANIMAL_ICON.has(part))
      ? 'creature'
      : 'thing'
}
/** Words of icon names that show a creature (matched against whole parts of the name, so "lantern" has no ant). */
const ANIMAL_ICON = new Set(
  'cat dog fox bear panda lion tiger wolf owl penguin rabbit sloth rex sauropod frog turtle octopus shark whale elephant monkey koala pig cow mouse hedgehog raccoon giraffe zebra horse unicorn deer bird eagle duck chicken rooster parrot flamingo peacock swan dodo otter beaver badger skunk kangaroo llama camel goat ram ewe ox bison boar hippopotamus rhinoceros gorilla orangutan snail bug ant bee beetle butterfly spider scorpion crab lobster shrimp squid jellyfish seal dolphin fish snake lizard crocodile dragon chipmunk hamster rat bat person man woman girl boy baby mage fairy vampire merperson elf genie zombie ninja cook astronaut detective guard superhero supervillain robot alien ghost snowman teddy chick poodle mammoth worm cricket mosquito fly microbe turkey dove swan hatching scientist pilot firefighter singer artist farmer teacher'.split(
    ' ',
  ),
)

const RELATION_CUES: Array<[RegExp, SceneRelation | 'on-or-riding' | 'with' | 'in-or-wearing']> = [
  [/\b(fighting|fights|fight|battling|battles|battle|versus|vs|against|attacking|attacks|duel\w*|boxing)\b/, 'fighting'],
  [/\b(chasing|chases|chase|hunting|running after)\b/, 'chasing'],
  [/\b(hugging|hugs|hug|cuddling|cuddles|embracing)\b/, 'hugging'],
  [/\b(riding|rides|ride|rode|surfing|surfs|skating|skateboarding|driving|drives|piloting|astride|on the back of)\b/, 'riding'],
  [/\b(playing|plays|play)\b/, 'playing'],
  [/\b(reading|reads)\b/, 'reading'],
  [/\b(eating|eats|munching|nibbling|biting|devouring)\b/, 'eating'],
  [/\b(drinking|drinks|sipping|sips)\b/, 'drinking'],
  [/\b(wearing|wears|dressed in|sporting)\b/, 'wearing'],
  [/\b(holding|holds|carrying|carries|clutching|grabbing|waving|brandishing|wielding)\b/, 'holding'],
  [/\b(flying over|flying above|soaring over|hovering over|floating over|floating above|over|above)\b/, 'above'],
  [/\b(under|beneath|below|underneath|hanging from|hangs from|dangling from)\b/, 'under'],
  [/\b(next to|beside|near|by|alongside|guarding|and)\b/, 'beside'],
  [/\b(on top of|on|atop|onto|upon)\b/, 'on-or-riding'],
  [/\b(in|inside|within|into)\b/, 'in-or-wearing'],
  [/\bwith\b/, 'with'],
]

function relationBetween(between: string, main: PlanSubject, other: PlanSubject): SceneRelation {
  const found = RELATION_CUES.find(([pattern]) => pattern.test(between))?.[1]
  switch (found) {
    case undefined:
      // Doing something unnamed to a small thing ("juggling donuts", "knitting a sweater") is handling it.
      return /\w{3,}ing\b/.test(between) && main.kind === 'creature' && ['thing', 'ball', 'instrument'].includes(other.kind)
        ? 'holding'
        : 'beside'
    case 'on-or-riding':
      return other.kind === 'vehicle' || (MOUNTS.has(other.noun) && main.kind === 'creature') ? 'riding' : 'on'
    case 'in-or-wearing':
      return other.kind === 'wearable' ? 'wearing' : 'in'
    case 'with':
      if (other.kind === 'wearable') return 'wearing'
      if (main.kind !== 'creature' || other.kind === 'creature' || other.kind === 'scenery') return 'beside'
      return 'holding'
    default:
      return found
  }
}

/** Reads a prompt as a scene plan. */
export function planScene(prompt: string): ScenePlan {
  const { text, rest } = extractText(prompt)
  const lower = ` ${rest
    .toLowerCase()
    .replace(/[^a-z' -]+/g, ' ')
    .replace(/\s+/g, ' ')} `
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
      match[0].replace(/[a-z']+/g, (w) => (/^(on|to|in|at|into|through|across|by|of|among|the|an?|under)$/.test(w) ? w : '_')) +
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
    for (const span of [4, 3, 2]) {
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
    // A word in -ing right after a subject is what it does ("a penguin sliding", "a bear fishing"), not a thing.
    const doing = /ing$/.test(words[i]) && words[i].length >= 6 && found.at(-1)?.end === i
    entry ??= /^[a-z]/.test(words[i]) && !doing ? nounFor(words[i]) : null
    if (!entry) continue
    found.push({
      subject: { noun: entry.noun, icon: entry.icon ?? null, drawing: entry.drawing, kind: kindOfIcon(entry), modifiers: [] },
      start: i,
      end: i + length,
    })
    i += length - 1
  }
  // A noun right before a thing names its kind ("a flower pot", "a bird nest", "a pirate ship"): the thing is the subject.
  for (let k = 0; k + 1 < found.length; k++) {
    const [a, b] = [found[k], found[k + 1]]
    const kindOfB = a.subject.kind === 'creature' && !['creature', 'wearable', 'ball', 'instrument'].includes(b.subject.kind)
    const roleOfB = ROLES.has(a.subject.noun) && !['creature', 'wearable'].includes(b.subject.kind)
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
  // Attributes that are drawn on the main subject rather than beside it.
  if (/\b(steam|steaming|steamy)\b/.test(sceneText) && found[0]) found[0].subject.modifiers.push('steam')

  const [first, ...rest2] = found
  if (!first) return { main: null, others: [], relation: 'none', setting, text }
  const main = first.subject
  const others: PlanOther[] = rest2.slice(0, 3).map((other, k) => {
    const previous = k === 0 ? first : rest2[k - 1]
    // The words between this subject and the one before it, or between it and the main subject.
    const between = words.slice(previous.end, other.start).join(' ')
    let relation = relationBetween(` ${between} `, main, other.subject)
    if (k > 0 && relation === 'beside')
      relation = relationBetween(` ${words.slice(first.end, other.start).join(' ')} `, main, other.subject)
    return { ...other.subject, relation }
  })
  return { main, others, relation: others[0]?.relation ?? 'none', setting, text }
}
