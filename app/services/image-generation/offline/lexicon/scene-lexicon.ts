// The words a scene plan knows (scene-plan.ts): nouns with what kind of thing each is and how it is
// pictured, roles and breeds, words that name nothing, and the look-up of a word (singular, compounds,
// the icon set as a fallback).
import type { NounEntry, SubjectKind } from './types.ts'
import { ANIMAL_ICON, BREEDS, CREATURES, ROLES } from './scene-creatures.ts'
import { LOOKALIKES } from './scene-lookalikes.ts'
import { SETTING_WORDS } from './scene-words.ts'
import { iconForWord } from './subjects.ts'

const n = (noun: string, kind: SubjectKind, icon?: string, drawing?: string): NounEntry => ({ noun, kind, icon, drawing })

/** Things the prompt can name, by their words (several words first). Unlisted words fall back to the icon set. */
export const LEXICON: Record<string, NounEntry> = {
  // Several-word names.
  'coffee cup': n('cup', 'container', 'hot-beverage'),
  'coffee mug': n('mug', 'container', 'hot-beverage'),
  'tea cup': n('teacup', 'container', 'teacup-without-handle'),
  'pizza slice': n('pizza', 'thing', 'pizza'),
  'slice of pizza': n('pizza', 'thing', 'pizza'),
  'stack of books': n('book', 'thing', 'books'),
  'pile of books': n('book', 'thing', 'books'),
  'ice cream': n('ice cream', 'thing', 'soft-ice-cream'),
  'hot dog': n('hot dog', 'thing', 'hot-dog'),
  'hot tub': n('hot tub', 'container', 'hot-springs'),
  'rocket ship': n('rocket', 'vehicle', 'rocket'),
  'city skyline': n('city', 'scenery', 'cityscape'),
  skyline: n('city', 'scenery', 'cityscape'),
  'dna helix': n('dna', 'thing', 'dna'),
  'double helix': n('dna', 'thing', 'dna'),
  dna: n('dna', 'thing', 'dna'),
  helix: n('dna', 'thing', 'dna'),
  leaves: n('leaf', 'thing', 'fallen-leaf'),
  unicycle: n('unicycle', 'vehicle', 'bicycle'),
  tricycle: n('tricycle', 'vehicle', 'bicycle'),
  'teddy bear': n('teddy bear', 'creature', 'teddy-bear'),
  'hot air balloon': n('hot air balloon', 'vehicle', undefined, 'hot-air-balloon'),
  'top hat': n('top hat', 'wearable', 'top-hat'),
  'party hat': n('party hat', 'wearable', undefined, 'party-hat'),
  'santa hat': n('santa hat', 'wearable', undefined, 'santa-hat'),
  'christmas hat': n('santa hat', 'wearable', undefined, 'santa-hat'),
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
  spaceship: n('spaceship', 'vehicle', 'rocket'),
  spacecraft: n('spaceship', 'vehicle', 'rocket'),
  starship: n('spaceship', 'vehicle', 'rocket'),
  ...CREATURES,
  // Vehicles and mounts' gear.
  motorbike: n('motorbike', 'vehicle', 'motorcycle'),
  motorcycle: n('motorcycle', 'vehicle', 'motorcycle'),
  bike: n('bike', 'vehicle', 'bicycle'),
  'mountain bike': n('mountain bike', 'vehicle', undefined, 'mountain-bike'),
  mtb: n('mountain bike', 'vehicle', undefined, 'mountain-bike'),
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
  sled: n('sled', 'vehicle', 'sled'),
  'roller skate': n('roller skate', 'vehicle', 'roller-skate'),
  'roller skates': n('roller skate', 'vehicle', 'roller-skate'),
  skates: n('roller skate', 'vehicle', 'roller-skate'),
  'ice skates': n('ice skate', 'vehicle', 'ice-skate'),
  roomba: n('roomba', 'vehicle', undefined, 'robot-vacuum'),
  'robot vacuum': n('robot vacuum', 'vehicle', undefined, 'robot-vacuum'),
  sleigh: n('sleigh', 'vehicle', 'sled'),
  skis: n('skis', 'vehicle', 'skis'),
  snowboard: n('snowboard', 'vehicle', undefined, 'surfboard'),
  truck: n('truck', 'vehicle', 'delivery-truck'),
  van: n('van', 'vehicle', 'minibus'),
  bus: n('bus', 'vehicle', 'bus'),
  train: n('train', 'vehicle', 'locomotive'),
  plane: n('plane', 'vehicle', 'airplane'),
  airplane: n('airplane', 'vehicle', 'airplane'),
  helicopter: n('helicopter', 'vehicle', 'helicopter'),
  kayak: n('kayak', 'container', 'canoe'),
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
  sweater: n('sweater', 'wearable', 'coat'),
  raincoat: n('raincoat', 'wearable', 'coat'),
  jacket: n('jacket', 'wearable', 'coat'),
  cape: n('cape', 'wearable', undefined, 'cape'),
  sombrero: n('sombrero', 'wearable', undefined, 'sombrero'),
  headphones: n('headphones', 'wearable', 'headphone'),
  bandana: n('bandana', 'wearable', 'scarf'),
  beanie: n('beanie', 'wearable', 'billed-cap'),
  cap: n('cap', 'wearable', 'billed-cap'),
  hoodie: n('hoodie', 'wearable', 'coat'),
  tutu: n('tutu', 'wearable', undefined, 'tutu'),
  suit: n('suit', 'wearable', 'necktie'),
  tuxedo: n('tuxedo', 'wearable', 'necktie'),
  mitten: n('mitten', 'container', 'gloves'),
  mittens: n('mitten', 'container', 'gloves'),
  gloves: n('gloves', 'wearable', 'gloves'),
  'boxing glove': n('boxing glove', 'wearable', 'boxing-glove'),
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
  tuba: n('tuba', 'instrument', 'trumpet'),
  ukulele: n('ukulele', 'instrument', 'guitar'),
  cello: n('cello', 'instrument', 'violin'),
  harp: n('harp', 'instrument', 'violin'),
  tambourine: n('tambourine', 'instrument', 'drum'),
  banjo: n('banjo', 'instrument', 'banjo'),
  frisbee: n('frisbee', 'ball', 'flying-disc'),
  bowling: n('bowling ball', 'ball', 'bowling'),
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
  'ice floe': n('ice floe', 'scenery', undefined, 'iceberg'),
  nest: n('nest', 'container', 'nest-with-eggs'),
  pillow: n('pillow', 'thing', undefined, 'pillow'),
  cushion: n('cushion', 'thing', undefined, 'pillow'),
  rock: n('rock', 'scenery', 'rock'),
  cloud: n('cloud', 'scenery', 'cloud'),
  branch: n('branch', 'scenery', undefined, 'branch'),
  swing: n('swing', 'scenery', undefined, 'swing'),
  // A campfire burns beside who sits by it, at its own size: not scenery standing tall behind them.
  campfire: n('campfire', 'thing', 'fire'),
  // Landforms the icon set lacks, by the nearest picture it has.
  cliff: n('cliff', 'scenery', 'rock'),
  hill: n('hill', 'scenery', 'mountain'),
  lake: n('lake', 'scenery', undefined, 'puddle'),
  river: n('river', 'scenery', undefined, 'puddle'),
  pond: n('pond', 'scenery', undefined, 'puddle'),
  road: n('road', 'scenery', undefined, 'road'),
  street: n('road', 'scenery', undefined, 'road'),
  'hot spring': n('hot spring', 'container', 'hot-springs'),
  umbrella: n('umbrella', 'thing', 'umbrella'),
  // Things.
  book: n('book', 'thing', 'open-book'),
  books: n('book', 'thing', 'books'),
  sword: n('sword', 'thing', 'dagger'),
  katana: n('katana', 'thing', 'dagger'),
  knife: n('knife', 'thing', 'kitchen-knife'),
  weights: n('weight', 'thing', undefined, 'dumbbell'),
  ball: n('ball', 'ball', 'volleyball'),
  fries: n('fries', 'thing', 'french-fries'),
  pepper: n('pepper', 'thing', 'hot-pepper'),
  beer: n('beer', 'thing', 'beer-mug'),
  wand: n('wand', 'thing', 'magic-wand'),
  weight: n('weight', 'thing', undefined, 'dumbbell'),
  dumbbell: n('dumbbell', 'thing', undefined, 'dumbbell'),
  barbell: n('barbell', 'thing', undefined, 'dumbbell'),
  boba: n('boba tea', 'thing', 'bubble-tea'),
  'bubble tea': n('bubble tea', 'thing', 'bubble-tea'),
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
  bamboo: n('bamboo', 'thing', undefined, 'bamboo'),
  'baseball bat': n('baseball bat', 'thing', undefined, 'baseball-bat'),
  'cricket bat': n('cricket bat', 'thing', 'cricket-game'),
  'construction crane': n('construction crane', 'scenery', 'building-construction'),
  'tower crane': n('tower crane', 'scenery', 'building-construction'),
  heart: n('heart', 'thing', 'red-heart'),
  flower: n('flower', 'thing', 'blossom'),
  rose: n('rose', 'thing', undefined, 'rose'),
  plant: n('plant', 'thing', 'potted-plant'),
  'watering can': n('watering can', 'thing', undefined, 'watering-can'),
  camera: n('camera', 'thing', 'camera'),
  balloon: n('balloon', 'thing', 'balloon'),
  trident: n('trident', 'thing', 'trident-emblem'),
  cocoa: n('cocoa', 'thing', 'hot-beverage'),
  'fishing rod': n('fishing rod', 'thing', 'fishing-pole'),
  'fishing pole': n('fishing rod', 'thing', 'fishing-pole'),
  'frying pan': n('frying pan', 'thing', 'cooking'),
  'video game': n('video game', 'thing', 'video-game'),
  yarn: n('yarn', 'thing', 'yarn'),
  paintbrush: n('paintbrush', 'thing', 'paintbrush'),
  microphone: n('microphone', 'thing', 'microphone'),
  parachute: n('parachute', 'thing', 'parachute'),
  ...LOOKALIKES,
}

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
    'one two three four five six seven eight nine ten couple pair group lots many pack herd flock swarm pile heap bunch ' +
    'garden park field meadow yard backyard lawn grass sand button ' +
    'above doing does yoga pose posing mad grumpy scary spooky evil chubby fat skinny tall small huge mini ' +
    'science vintage retro tiny giant single lone asleep napping snoozing'
  ).split(' '),
)

/** Whether a word is one that names no subject (an article, a look, a pose, a setting word). */
export const namesNothing = (word: string) => NOT_NOUNS.has(word) || SETTING_WORDS.has(word)

function singular(word: string) {
  if (/(glasses|ss|us|is|chess|series)$/.test(word)) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** The lexicon entry or icon for a word, or null when it names nothing drawable. */
export function nounFor(word: string): NounEntry | null {
  if (LEXICON[word]) return LEXICON[word]
  // Plurals in -ves are of words in -f or -fe (scarves, wolves, knives).
  const fForm = /ves$/.test(word)
    ? [word.replace(/ves$/, 'f'), word.replace(/ves$/, 'fe')].find((w) => LEXICON[w] || iconForWord(w))
    : undefined
  const one = fForm ?? singular(word)
  if (LEXICON[one]) return LEXICON[one]
  if (NOT_NOUNS.has(word) || SETTING_WORDS.has(word) || word.length < 3) return null
  if (BREEDS[one]) return { ...LEXICON[BREEDS[one]], noun: one }
  const icon = iconForWord(fForm ?? word)
  // A person doing something pictures a person: only for words that name one ("surfer", "golfer"), not for a thing
  // named after the activity ("weights", "yoga").
  const person = icon && /^(person|man|woman|people|men|women)-/.test(icon) && !/(er|ist|or|ian)$/.test(one) && !ROLES.has(one)
  if (icon && !person) return { noun: one, icon, kind: 'creature' }
  // A role the icon set has no picture for is a person in its outfit.
  if (ROLES.has(one)) return { noun: one, icon: 'person-standing', kind: 'creature' }
  // A closed compound pictured by its last part: a raincoat as a coat, a bulldog as a dog.
  for (let cut = 2; cut <= one.length - 3; cut++) {
    const tail = one.slice(cut)
    const entry = LEXICON[tail] ?? (tail.length >= 4 && !NOT_NOUNS.has(tail) ? iconEntry(tail) : null)
    // A creature named after a place is another creature: a seahorse is no horse, a starfish no fish.
    if (entry && kindOfIcon(entry) === 'creature' && /^(sea|ocean|water|sky|star|sand|snow|moon|fire)$/.test(one.slice(0, cut)))
      return null
    if (entry) return { ...entry, noun: one }
  }
  return null
}

function iconEntry(word: string): NounEntry | null {
  const icon = iconForWord(word)
  return icon && !/^(person|man|woman|people|men|women)-/.test(icon) ? { noun: word, icon, kind: 'creature' } : null
}

/** Two words the icon set names as one thing ("polar bear", "hot dog", "test tube"). */
export function compoundFor(first: string, second: string): NounEntry | null {
  if (SETTING_WORDS.has(first) || NOT_NOUNS.has(second) || first.length < 3) return null
  const one = singular(second)
  for (const name of [`${first}-${one}`, `${first}-${second}`]) {
    const icon = iconForWord(name)
    if (icon && icon === name) return { noun: `${first} ${one}`, icon, kind: 'creature' }
  }
  return null
}

/** Icons of the icon set that are worn. */
const WORN_ICON =
  /^(kimono|jeans|shorts|socks|womans-boot|hiking-boot|running-shoe|goggles|necktie|dress|bikini|t-shirt|lab-coat|safety-vest|coat|scarf|gloves|billed-cap|top-hat|womans-hat|graduation-cap|rescue-workers-helmet|military-helmet|crown|glasses|sunglasses|backpack|sari|one-piece-swimsuit|womans-clothes|ballet-shoes|high-heeled-shoe|mans-shoe|flat-shoe|thong-sandal)$/

/** Icons of the icon set that are ridden or driven. */
const VEHICLE_ICON =
  /^(automobile|oncoming-automobile|pickup-truck|delivery-truck|articulated-lorry|racing-car|police-car|fire-engine|ambulance|taxi|bus|minibus|trolleybus|tram|locomotive|high-speed-train|bicycle|kick-scooter|motor-scooter|motorcycle|speedboat|motor-boat|airplane|small-airplane|helicopter|tractor)$/

/** Icons of the icon set that are things rather than creatures, for words found through it. */
export function kindOfIcon(entry: NounEntry): SubjectKind {
  if (LEXICON[entry.noun]) return LEXICON[entry.noun].kind
  if (entry.kind !== 'creature' || ROLES.has(entry.noun)) return entry.kind
  const icon = entry.icon ?? ''
  if (/tree|house|building|castle|mountain|volcano|tower|bridge|temple|church|stadium|factory|cityscape|island/.test(icon))
    return 'scenery'
  if (VEHICLE_ICON.test(icon)) return 'vehicle'
  if (WORN_ICON.test(icon)) return 'wearable'
  return icon.split('-').some((part) => ANIMAL_ICON.has(part)) ? 'creature' : 'thing'
}
