// Things the icon set lacks or names by another first (an apple found as a watch, milk as breast-feeding),
// pictured by the nearest icon it has or a hand drawing (scene-drawings.ts). The lexicon (scene-lexicon.ts)
// takes these in with its own entries.
import type { NounEntry } from './types.ts'

const n = (noun: string, kind: NounEntry['kind'], icon?: string, drawing?: string): NounEntry => ({ noun, kind, icon, drawing })

export const LOOKALIKES: Record<string, NounEntry> = {
  // Old things named by their own word, drawn in their period shapes (scene-drawings-vintage.ts).
  typewriter: n('typewriter', 'thing', undefined, 'typewriter'),
  biplane: n('biplane', 'vehicle', undefined, 'biplane'),
  'penny farthing': n('penny-farthing', 'vehicle', undefined, 'penny-farthing'),
  'penny-farthing': n('penny-farthing', 'vehicle', undefined, 'penny-farthing'),
  'high wheeler': n('penny-farthing', 'vehicle', undefined, 'penny-farthing'),
  'camper van': n('camper van', 'vehicle', undefined, 'camper-van'),
  campervan: n('camper van', 'vehicle', undefined, 'camper-van'),
  'rotary phone': n('rotary phone', 'thing', undefined, 'rotary-phone'),
  'rotary telephone': n('rotary phone', 'thing', undefined, 'rotary-phone'),
  muffin: n('muffin', 'thing', 'cupcake'),
  // Words whose first icon by keyword is another thing (an apple as a watch, milk as breast-feeding).
  apple: n('apple', 'thing', 'red-apple'),
  cherry: n('cherry', 'thing', 'cherries'),
  cherries: n('cherry', 'thing', 'cherries'),
  corn: n('corn', 'thing', 'ear-of-corn'),
  cheese: n('cheese', 'thing', 'cheese-wedge'),
  wine: n('wine', 'thing', 'wine-glass'),
  milk: n('milk', 'thing', 'glass-of-milk'),
  clock: n('clock', 'thing', 'alarm-clock'),
  phone: n('phone', 'thing', 'mobile-phone'),
  bridge: n('bridge', 'scenery', 'bridge-at-night'),
  gift: n('gift', 'thing', 'wrapped-gift'),
  orange: n('orange', 'thing', 'tangerine'),
  gem: n('gem', 'thing', 'gem-stone'),
  gold: n('gold', 'thing', 'coin'),
  baguette: n('baguette', 'thing', 'baguette-bread'),
  beret: n('beret', 'wearable', undefined, 'beret'),
  poncho: n('poncho', 'wearable', 'coat'),
  tiara: n('tiara', 'wearable', 'crown'),
  vest: n('vest', 'wearable', 'safety-vest'),
  'graduation cap': n('graduation cap', 'wearable', 'graduation-cap'),
  mortarboard: n('graduation cap', 'wearable', 'graduation-cap'),
  convertible: n('convertible', 'vehicle', 'automobile'),
  limo: n('limo', 'vehicle', 'automobile'),
  jeep: n('jeep', 'vehicle', 'sport-utility-vehicle'),
  suv: n('suv', 'vehicle', 'sport-utility-vehicle'),
  rv: n('rv', 'vehicle', 'minibus'),
  trampoline: n('trampoline', 'thing', undefined, 'trampoline'),
  headband: n('headband', 'wearable', 'reminder-ribbon'),
  coins: n('coin', 'thing', 'coin'),
  treasure: n('treasure', 'container', undefined, 'treasure-chest'),
  'treasure chest': n('treasure chest', 'container', undefined, 'treasure-chest'),
  diamond: n('diamond', 'thing', 'gem-stone'),
  bow: n('bow', 'thing', 'bow-and-arrow'),
  arrow: n('arrow', 'thing', 'bow-and-arrow'),
  web: n('web', 'scenery', 'spider-web'),
  honeycomb: n('honeycomb', 'thing', 'honey-pot'),
  chocolate: n('chocolate', 'thing', 'chocolate-bar'),
  waterfall: n('waterfall', 'scenery', 'water-wave'),
  paint: n('paint', 'thing', 'artist-palette'),
  lamp: n('lamp', 'thing', 'light-bulb'),
  submarine: n('submarine', 'vehicle', undefined, 'submarine'),
  pho: n('pho', 'thing', 'steaming-bowl'),
  margarita: n('margarita', 'thing', 'cocktail-glass'),
  cola: n('cola', 'thing', 'cup-with-straw'),
  tv: n('tv', 'thing', 'television'),
  canvas: n('canvas', 'thing', 'framed-picture'),
  easel: n('easel', 'thing', 'framed-picture'),
  potion: n('potion', 'thing', 'alembic'),
  flask: n('flask', 'thing', 'test-tube'),
  medal: n('medal', 'thing', 'sports-medal'),
  succulent: n('succulent', 'thing', 'potted-plant'),
  salad: n('salad', 'thing', 'green-salad'),
  cart: n('cart', 'vehicle', 'shopping-cart'),
  asteroid: n('asteroid', 'scenery', 'rock'),
  // Things held, eaten or ridden that the icon set lacks, as the nearest thing it has that does the same.
  orb: n('orb', 'thing', 'crystal-ball'),
  sceptre: n('scepter', 'thing', 'magic-wand'),
  scepter: n('scepter', 'thing', 'magic-wand'),
  staff: n('staff', 'thing', undefined, 'branch'),
  stick: n('stick', 'thing', undefined, 'branch'),
  binoculars: n('binoculars', 'thing', 'telescope'),
  lasso: n('lasso', 'thing', 'knot'),
  mop: n('mop', 'thing', 'broom'),
  quill: n('quill', 'thing', 'feather'),
  journal: n('journal', 'thing', 'notebook'),
  diary: n('diary', 'thing', 'notebook'),
  magazine: n('magazine', 'thing', 'newspaper'),
  tablet: n('tablet', 'thing', 'mobile-phone'),
  popsicle: n('popsicle', 'thing', 'soft-ice-cream'),
  fork: n('fork', 'thing', 'fork-and-knife'),
  plate: n('plate', 'thing', 'fork-and-knife-with-plate'),
  goblet: n('goblet', 'thing', 'wine-glass'),
  chalice: n('chalice', 'thing', 'trophy'),
  grail: n('grail', 'thing', 'trophy'),
  lightbulb: n('lightbulb', 'thing', 'light-bulb'),
  stone: n('stone', 'thing', 'rock'),
  pebble: n('pebble', 'thing', 'rock'),
  crate: n('crate', 'thing', 'package'),
  emerald: n('emerald', 'thing', 'gem-stone'),
  sapphire: n('sapphire', 'thing', 'gem-stone'),
  money: n('money', 'thing', 'money-bag'),
  toy: n('toy', 'thing', 'teddy-bear'),
  lute: n('lute', 'instrument', 'guitar'),
  mandolin: n('mandolin', 'instrument', 'guitar'),
  xylophone: n('xylophone', 'instrument', 'musical-keyboard'),
  jet: n('jet', 'vehicle', 'airplane'),
  raft: n('raft', 'container', 'canoe'),
  jetski: n('jetski', 'vehicle', 'speedboat'),
  segway: n('segway', 'vehicle', 'kick-scooter'),
  snowmobile: n('snowmobile', 'vehicle', 'sled'),
  carousel: n('carousel', 'vehicle', 'carousel-horse'),
  // Furniture and ground things the icon set lacks, drawn by hand.
  couch: n('couch', 'thing', undefined, 'sofa'),
  sofa: n('sofa', 'thing', undefined, 'sofa'),
  table: n('table', 'thing', undefined, 'table'),
  // A band on a shirt plays music; the icon set's first picture for the word is a sticking plaster.
  band: n('band', 'instrument', 'guitar'),
  'rock band': n('rock band', 'instrument', 'guitar'),
  // Someone who plays a sport or an instrument ("a tennis player" is read as "an athlete playing tennis"), drawn whole.
  athlete: n('athlete', 'creature', 'person-standing'),
  // Flowers in a vase are one thing, drawn whole: three flowers standing in the vase, not beside it.
  'vase of flowers': n('vase of flowers', 'thing', undefined, 'vase-of-flowers'),
  'vase with flowers': n('vase of flowers', 'thing', undefined, 'vase-of-flowers'),
  'flowers in a vase': n('vase of flowers', 'thing', undefined, 'vase-of-flowers'),
  'flower vase': n('vase of flowers', 'thing', undefined, 'vase-of-flowers'),
  // A hamster wheel is a wire wheel on a stand, not a cart's wheel ("a hamster running in a wheel").
  'hamster wheel': n('hamster wheel', 'container', undefined, 'hamster-wheel'),
  'exercise wheel': n('hamster wheel', 'container', undefined, 'hamster-wheel'),
  // A landscape is mountains and a lake, not the set's first picture for the word (a city at dusk).
  landscape: n('landscape', 'scenery', 'national-park'),
  scenery: n('landscape', 'scenery', 'national-park'),
  // A cassette is a tape, not a film projector; a compass rose is a compass; the tree of life is a tree.
  cassette: n('cassette', 'thing', 'videocassette'),
  'cassette tape': n('cassette', 'thing', 'videocassette'),
  mixtape: n('cassette', 'thing', 'videocassette'),
  'compass rose': n('compass', 'thing', 'compass'),
  'tree of life': n('tree', 'scenery', 'deciduous-tree'),
  // A beard is worn on the chin (scene-worn.ts), drawn by hand: the icon set has only bearded people.
  beard: n('beard', 'wearable', undefined, 'beard'),
  moustache: n('moustache', 'wearable', undefined, 'moustache'),
  mustache: n('moustache', 'wearable', undefined, 'moustache'),
  // A stage is boards under curtains, not the icon set's first picture for the word (a film camera).
  stage: n('stage', 'thing', undefined, 'stage'),
  // Golf by its flag on the green, not the set's first picture for the word (clapping hands).
  golf: n('golf', 'thing', 'flag-in-hole'),
  'table tennis': n('table tennis', 'thing', 'ping-pong'),
  'ping pong': n('ping pong', 'thing', 'ping-pong'),
  hammock: n('hammock', 'container', undefined, 'hammock'),
  fence: n('fence', 'scenery', undefined, 'fence'),
  bench: n('bench', 'thing', undefined, 'bench'),
  puddle: n('puddle', 'container', undefined, 'puddle'),
  'mud puddle': n('mud puddle', 'container', undefined, 'mud-puddle'),
  mud: n('mud', 'container', undefined, 'mud-puddle'),
  wire: n('wire', 'thing', undefined, 'wire'),
  'power line': n('power line', 'thing', undefined, 'wire'),
  'mushroom house': n('mushroom house', 'scenery', undefined, 'mushroom-house'),
  pool: n('pool', 'container', undefined, 'puddle'),
  'trash can': n('trash can', 'container', 'wastebasket'),
  'garbage can': n('trash can', 'container', 'wastebasket'),
  bin: n('bin', 'container', 'wastebasket'),
  dumpster: n('dumpster', 'container', 'wastebasket'),
}

/** Cue words of eating and drinking, then at most an article and one word ("eating spicy nachos"), just before a word. */
const EATEN =
  /\b(?:(eating|eats|munching|nibbling|devouring|chomping)|drinking|drinks|sipping|sips|slurping)(?: (?:a|an|the|some|his|her|its|their))?(?: [a-z]+)?$/

/**
 * A stand-in for what is eaten or drunk when the icon set has no picture of it ("a bear eating nachos", "a wizard
 * sipping mead"): a plate of food or a drink, which keeps the relation without claiming a particular dish. `before`
 * is the prompt's words before the word; the caller has made sure the word names nothing else.
 */
export function eatenStandIn(word: string, before: string): NounEntry | null {
  const cue = before.match(EATEN)
  if (!cue || word.length < 3 || /(ly|ing)$/.test(word) || /^(alone|together|outside|indoors|again|too|well)$/.test(word))
    return null
  return cue[1] ? n(word, 'thing', 'fork-and-knife-with-plate') : n(word, 'thing', 'cup-with-straw')
}
