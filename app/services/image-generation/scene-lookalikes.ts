// Things the icon set lacks or names by another first (an apple found as a watch, milk as breast-feeding),
// pictured by the nearest icon it has or a hand drawing (scene-drawings.ts). The lexicon (scene-lexicon.ts)
// takes these in with its own entries.
import type { NounEntry } from './scene-lexicon.ts'

const n = (noun: string, kind: NounEntry['kind'], icon?: string, drawing?: string): NounEntry => ({ noun, kind, icon, drawing })

export const LOOKALIKES: Record<string, NounEntry> = {
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
  // Furniture and ground things the icon set lacks, drawn by hand.
  couch: n('couch', 'thing', 'couch-and-lamp'),
  hammock: n('hammock', 'container', undefined, 'hammock'),
  fence: n('fence', 'scenery', undefined, 'fence'),
  bench: n('bench', 'thing', undefined, 'bench'),
  puddle: n('puddle', 'container', undefined, 'puddle'),
  pool: n('pool', 'container', undefined, 'puddle'),
}
