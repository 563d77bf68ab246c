// The creatures a scene plan knows (scene-lexicon.ts looks words up here first): animals and people the icon
// set misses or pictures badly, with the nearest picture it has; roles that dress a creature; breeds; mounts.
import type { NounEntry } from './types.ts'

const c = (noun: string, kind: NounEntry['kind'], icon?: string, drawing?: string): NounEntry => ({ noun, kind, icon, drawing })

/** Creatures by their words. */
export const CREATURES: Record<string, NounEntry> = {
  knight: c('knight', 'creature', undefined, 'knight'),
  corgi: c('corgi', 'creature', 'dog'),
  pug: c('pug', 'creature', 'dog'),
  puppy: c('puppy', 'creature', 'dog'),
  dog: c('dog', 'creature', 'dog'),
  kitten: c('kitten', 'creature', 'cat'),
  cat: c('cat', 'creature', 'cat'),
  dinosaur: c('dinosaur', 'creature', 't-rex'),
  dino: c('dinosaur', 'creature', 't-rex'),
  trex: c('dinosaur', 'creature', 't-rex'),
  skeleton: c('skeleton', 'creature', 'skull'),
  cowboy: c('cowboy', 'creature', 'cowboy-hat-face'),
  bull: c('bull', 'creature', 'ox'),
  wizard: c('wizard', 'creature', 'person-mage'),
  witch: c('witch', 'creature', 'person-mage'),
  girl: c('girl', 'creature', 'girl'),
  boy: c('boy', 'creature', 'boy'),
  chef: c('chef', 'creature', 'cook'),
  camper: c('camper', 'creature', 'person-standing'),
  samurai: c('samurai', 'creature', 'ninja'),
  ninja: c('ninja', 'creature', 'ninja'),
  viking: c('viking', 'creature', 'person-beard'),
  pirate: c('pirate', 'creature', 'person-beard'),
  kraken: c('kraken', 'creature', 'octopus'),
  sheep: c('sheep', 'creature', 'ewe'),
  squirrel: c('squirrel', 'creature', 'chipmunk'),
  goldfish: c('goldfish', 'creature', 'tropical-fish'),
  fish: c('fish', 'creature', 'tropical-fish'),
  bird: c('bird', 'creature', 'bird'),
  boxer: c('boxer', 'creature', 'person-standing'),
  detective: c('detective', 'creature', 'detective'),
  astronaut: c('astronaut', 'creature', 'astronaut'),
  robot: c('robot', 'creature', 'robot'),
  alien: c('alien', 'creature', 'alien'),
  ghost: c('ghost', 'creature', 'ghost'),
  snowman: c('snowman', 'creature', 'snowman-without-snow'),
  dragon: c('dragon', 'creature', 'dragon'),
  bee: c('bee', 'creature', 'honeybee'),
  cowgirl: c('cowgirl', 'creature', 'cowboy-hat-face'),
  kid: c('kid', 'creature', 'child'),
  child: c('child', 'creature', 'child'),
  dad: c('dad', 'creature', 'man'),
  mom: c('mom', 'creature', 'woman'),
  grandma: c('grandma', 'creature', 'old-woman'),
  grandpa: c('grandpa', 'creature', 'old-man'),
  // Animals the icon set lacks, pictured by the nearest animal it has.
  walrus: c('walrus', 'creature', 'seal'),
  capybara: c('capybara', 'creature', 'beaver'),
  axolotl: c('axolotl', 'creature', 'lizard'),
  possum: c('possum', 'creature', 'rat'),
  opossum: c('opossum', 'creature', 'rat'),
  pegasus: c('pegasus', 'creature', 'unicorn'),
  hare: c('hare', 'creature', 'rabbit'),
  bunny: c('bunny', 'creature', 'rabbit'),
  yeti: c('yeti', 'creature', 'gorilla'),
  bigfoot: c('bigfoot', 'creature', 'gorilla'),
  sasquatch: c('sasquatch', 'creature', 'gorilla'),
  ostrich: c('ostrich', 'creature', 'dodo'),
  stingray: c('stingray', 'creature', 'tropical-fish'),
  seahorse: c('seahorse', 'creature', undefined, 'seahorse'),
  starfish: c('starfish', 'creature', undefined, 'starfish'),
  porcupine: c('porcupine', 'creature', 'hedgehog'),
  armadillo: c('armadillo', 'creature', 'hedgehog'),
  mole: c('mole', 'creature', 'rat'),
  wombat: c('wombat', 'creature', 'beaver'),
  clam: c('clam', 'creature', 'oyster'),
  ox: c('ox', 'creature', 'ox'),
  hawk: c('hawk', 'creature', 'eagle'),
  falcon: c('falcon', 'creature', 'eagle'),
  dragonfly: c('dragonfly', 'creature', undefined, 'dragonfly'),
  // The bird: on a shirt a crane is the red-crowned one far more often than the machine ("construction crane" is that).
  crane: c('crane', 'creature', undefined, 'crane-bird'),
  narwhal: c('narwhal', 'creature', 'whale'),
  manatee: c('manatee', 'creature', 'seal'),
  alpaca: c('alpaca', 'creature', 'llama'),
  platypus: c('platypus', 'creature', 'beaver'),
  pony: c('pony', 'creature', 'horse'),
  lamb: c('lamb', 'creature', 'ewe'),
  ram: c('ram', 'creature', 'ram'),
  toucan: c('toucan', 'creature', 'parrot'),
  salmon: c('salmon', 'creature', 'fish'),
  trout: c('trout', 'creature', 'fish'),
  orca: c('orca', 'creature', 'whale'),
  chick: c('chick', 'creature', 'baby-chick'),
  calf: c('calf', 'creature', 'cow'),
  foal: c('foal', 'creature', 'horse'),
  elk: c('elk', 'creature', 'deer'),
  yak: c('yak', 'creature', 'ox'),
  lemur: c('lemur', 'creature', 'monkey'),
  meerkat: c('meerkat', 'creature', 'chipmunk'),
  gerbil: c('gerbil', 'creature', 'hamster'),
  ferret: c('ferret', 'creature', 'otter'),
  weasel: c('weasel', 'creature', 'otter'),
  coyote: c('coyote', 'creature', 'wolf'),
  jackal: c('jackal', 'creature', 'wolf'),
  dingo: c('dingo', 'creature', 'dog'),
  hyena: c('hyena', 'creature', 'dog'),
  panther: c('panther', 'creature', 'leopard'),
  cheetah: c('cheetah', 'creature', 'leopard'),
  cougar: c('cougar', 'creature', 'leopard'),
  lynx: c('lynx', 'creature', 'cat'),
  iguana: c('iguana', 'creature', 'lizard'),
  chameleon: c('chameleon', 'creature', 'lizard'),
  salamander: c('salamander', 'creature', 'lizard'),
  cobra: c('cobra', 'creature', 'snake'),
  wasp: c('wasp', 'creature', 'honeybee'),
  moth: c('moth', 'creature', 'butterfly'),
  firefly: c('firefly', 'creature', 'lady-beetle'),
  griffin: c('griffin', 'creature', 'eagle'),
  gryphon: c('griffin', 'creature', 'eagle'),
  // Dinosaurs by their stance: on two legs as the t-rex, on four as the sauropod; dragons' kin as a dragon.
  raptor: c('raptor', 'creature', 't-rex'),
  velociraptor: c('raptor', 'creature', 't-rex'),
  triceratops: c('triceratops', 'creature', 'sauropod'),
  stegosaurus: c('stegosaurus', 'creature', 'sauropod'),
  brontosaurus: c('brontosaurus', 'creature', 'sauropod'),
  wyvern: c('wyvern', 'creature', 'dragon'),
  hydra: c('hydra', 'creature', 'dragon'),
  mech: c('mech', 'creature', 'robot'),
  // A garden gnome, drawn: the icon set's troll is a grey-green ogre.
  gnome: c('gnome', 'creature', undefined, 'gnome'),
  goblin: c('goblin', 'creature', 'troll'),
  ogre: c('ogre', 'creature', 'troll'),
  // Birds the icon set has no picture of, as a bird.
  ...Object.fromEntries(
    'seagull pelican raven crow magpie robin sparrow woodpecker puffin emu pigeon finch'
      .split(' ')
      .map((w) => [w, c(w, 'creature', 'bird')]),
  ),
  // Long-legged wading birds, as the crane is drawn.
  heron: c('heron', 'creature', undefined, 'crane-bird'),
  stork: c('stork', 'creature', undefined, 'crane-bird'),
}

/** Words that dress or kit a creature named beside them ("a corgi astronaut", "a samurai cat"). */
export const ROLES = new Set(
  (
    'astronaut samurai ninja wizard witch pirate king queen princess prince chef superhero viking cowboy detective boxer knight ' +
    'vampire scientist doctor nurse firefighter farmer artist painter rockstar ballerina angel devil zombie mummy jester clown ' +
    'sailor captain pilot soldier cop police explorer baker gardener mechanic plumber teacher lumberjack hipster gamer dj ' +
    'rapper punk surfer skater hiker fisherman barista lifeguard ranger sheriff gladiator spartan superhero hero elf ' +
    'cyborg mermaid santa'
  ).split(' '),
)

/** Breeds are drawn as their animal. */
export const BREEDS: Record<string, string> = Object.fromEntries([
  ...'husky bulldog beagle labrador retriever poodle dachshund chihuahua shiba terrier spaniel collie dalmatian greyhound pomeranian schnauzer doberman rottweiler shepherd pitbull samoyed malamute'
    .split(' ')
    .map((breed) => [breed, 'dog']),
  ...'siamese persian tabby calico sphynx'.split(' ').map((breed) => [breed, 'cat']),
])

/** Animals that are ridden when a rider is "on" them. */
export const MOUNTS = new Set(
  'horse unicorn dragon elephant whale turtle bull dinosaur camel tiger lion bear wolf shark dolphin ostrich'.split(' '),
)

/** Words of icon names that show a creature (matched against whole parts of the name, so "lantern" has no ant). */
export const ANIMAL_ICON = new Set(
  'cat dog fox bear panda lion tiger wolf owl penguin rabbit sloth rex sauropod frog turtle octopus shark whale elephant monkey koala pig cow mouse hedgehog raccoon giraffe zebra horse unicorn deer bird eagle duck chicken rooster parrot flamingo peacock swan dodo otter beaver badger skunk kangaroo llama camel goat ram ewe ox bison boar hippopotamus rhinoceros gorilla orangutan snail bug ant bee beetle butterfly spider scorpion crab lobster shrimp squid jellyfish seal dolphin fish snake lizard crocodile dragon chipmunk hamster rat bat person man woman girl boy baby mage fairy vampire merperson elf genie zombie ninja cook astronaut detective guard superhero supervillain robot alien ghost snowman teddy chick poodle mammoth worm cricket mosquito fly microbe turkey dove swan hatching scientist pilot firefighter singer artist farmer teacher blackbird blowfish cockroach donkey goose honeybee leopard moose buffalo'.split(
    ' ',
  ),
)
