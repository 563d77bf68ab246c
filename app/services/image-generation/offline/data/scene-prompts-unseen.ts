// Labelled prompts written after the scene parser, to see how it does on prompts it had not met (labels
// as in scene-prompts.ts). Each was scored at first sight and then used to improve it, so none is unseen now; the
// held-out sets are in scene-prompts-held-out.ts.
import { l, type SceneLabel } from './scene-label.ts'

// Written after the parser was first finished, to see how it does on prompts it had not met: 60% subject and
// relation right at first sight. The parser was then improved on the kinds of failure they showed (number words,
// two-word names such as "polar bear", breeds, more roles, "raincoat" as a coat), so these are no longer unseen.
export const SECOND_PROMPTS: SceneLabel[] = [
  l('a hippo riding a unicycle', 'hippo', 'riding', 'unicycle'),
  l('a grandma knitting a scarf by the fire', 'grandma', 'holding', 'scarf'),
  l('a zebra on roller skates in the city', 'zebra', 'riding', 'roller skate', { place: 'city' }),
  l('a duck wearing a raincoat in the rain', 'duck', 'wearing', 'raincoat', { weather: 'rain' }),
  l('a bulldog eating a hot dog', 'bulldog', 'eating', 'hot dog'),
  l('a gorilla playing the drums at night', 'gorilla', 'playing', 'drum', { time: 'night' }),
  l('a llama in a snowstorm', 'llama', 'none', undefined, { weather: 'snow' }),
  l('a vampire bat over a castle at midnight', 'bat', 'above', 'castle', { modifiers: ['vampire'], time: 'night' }),
  l('a mermaid sitting on a rock in the sea', 'mermaid', 'on', 'rock', { place: 'sea' }),
  l('a dolphin jumping over a rainbow', 'dolphin', 'above', 'rainbow'),
  l('a crocodile fighting a lion', 'crocodile', 'fighting', 'lion'),
  l('a parrot holding a map, text: Lost again', 'parrot', 'holding', 'map', { text: 'Lost again' }),
  l('a turtle carrying a house on the beach', 'turtle', 'holding', 'house', { place: 'beach' }),
  l('a bunny in a flower pot', 'bunny', 'in', 'pot'),
  l('a fairy under a mushroom in the forest', 'fairy', 'under', 'mushroom', { place: 'forest' }),
  l('two cats fighting over a fish', 'cat', 'fighting', 'fish'),
  l('a polar bear on an ice floe at dusk', 'polar bear', 'on', 'ice floe', { time: 'dusk' }),
  l('a zombie reading a newspaper', 'zombie', 'reading', 'newspaper'),
  l('a scientist cat holding a test tube', 'cat', 'holding', 'test tube', { modifiers: ['scientist'] }),
  l('a motorbike in the desert at sunset', 'motorbike', 'none', undefined, { place: 'desert', time: 'dusk' }),
  l('a husky pulling a sled in the snow', 'husky', 'beside', 'sled', { weather: 'snow' }),
  l('an elephant with an umbrella in a storm', 'elephant', 'holding', 'umbrella', { weather: 'storm' }),
  l('a cat chasing a butterfly', 'cat', 'chasing', 'butterfly'),
  l('a lion wearing a crown, text: King of the jungle', 'lion', 'wearing', 'crown', { text: 'King of the jungle' }),
  l('a dog on a surfboard at the beach', 'dog', 'riding', 'surfboard', { place: 'beach' }),
  l('a witch cat on a broom at night', 'cat', 'riding', 'broom', { modifiers: ['witch'], time: 'night' }),
  l('a hedgehog under a leaf in the rain', 'hedgehog', 'under', 'leaf', { weather: 'rain' }),
  l('a rocket flying over the moon', 'rocket', 'above', 'moon'),
  l('a goat on a mountain peak', 'goat', 'on', 'mountain'),
  l('a seal playing with a ball', 'seal', 'playing', 'ball'),
]

// Written after those improvements: 45% subject and relation right at first sight. The parser was improved again
// on the kinds of failure they showed (verbs in -ing after a subject, clothes, "in the sun", "hanging from",
// "lantern" no longer an animal because it contains "ant"), so these are no longer unseen either.
export const THIRD_PROMPTS: SceneLabel[] = [
  l('a raccoon riding a shopping cart', 'raccoon', 'riding', 'shopping cart'),
  l('a capybara in a hot spring', 'capybara', 'in', 'hot spring'),
  l('a black cat on a pumpkin at night', 'cat', 'on', 'pumpkin', { time: 'night' }),
  l('a turtle with a backpack', 'turtle', 'wearing', 'backpack'),
  l('a sheep knitting a sweater', 'sheep', 'holding', 'sweater'),
  l('a lion and a lamb at dawn', 'lion', 'beside', 'lamb', { time: 'dawn' }),
  l('a robot watering a plant', 'robot', 'holding', 'watering can'),
  l('a hamster running in a wheel', 'hamster', 'in', 'wheel'),
  l('a dragon sleeping on a pile of gold', 'dragon', 'on', 'gold'),
  l('a bear fishing in a river', 'bear', 'holding', 'fishing rod'),
  l('a cat astronaut planting a flag on mars', 'cat', 'holding', 'flag', { modifiers: ['astronaut'], place: 'mars' }),
  l('a penguin sliding down a hill in the snow', 'penguin', 'on', 'hill', { weather: 'snow' }),
  l('an otter floating on its back at sea', 'otter', 'none', undefined, { place: 'sea' }),
  l('a fox sitting on the moon', 'fox', 'on', 'moon'),
  l('a mouse eating cheese', 'mouse', 'eating', 'cheese'),
  l('a giraffe wearing a scarf in the snow', 'giraffe', 'wearing', 'scarf', { weather: 'snow' }),
  l('an axolotl in a teacup', 'axolotl', 'in', 'teacup'),
  l('a tiger fighting a crocodile in the jungle', 'tiger', 'fighting', 'crocodile', { place: 'jungle' }),
  l('a koala sleeping in a tree', 'koala', 'in', 'tree'),
  l('a dog catching a frisbee on the beach', 'dog', 'playing', 'frisbee', { place: 'beach' }),
  l('a pirate ship in a storm', 'pirate ship', 'none', undefined, { weather: 'storm' }),
  l('a bee on a sunflower', 'bee', 'on', 'sunflower'),
  l('a skeleton playing the guitar in the desert', 'skeleton', 'playing', 'guitar', { place: 'desert' }),
  l('a wolf pack under the northern lights', 'wolf', 'none', undefined, { time: 'night' }),
  l('a cat in a spacesuit in space', 'cat', 'wearing', 'spacesuit', { place: 'space' }),
  l('a bird nest on a branch in the rain', 'nest', 'on', 'branch', { weather: 'rain' }),
  l('a man walking a dog in the city at night', 'man', 'beside', 'dog', { place: 'city', time: 'night' }),
  l('a horse galloping on the beach at sunset', 'horse', 'none', undefined, { place: 'beach', time: 'dusk' }),
  l('an octopus juggling donuts', 'octopus', 'holding', 'donut'),
  l('a frog sitting under a mushroom', 'frog', 'under', 'mushroom'),
  l('a chef pig cooking pancakes', 'pig', 'holding', 'pancake', { modifiers: ['chef'] }),
  l('a camel in a sandstorm', 'camel', 'none', undefined, { place: 'desert' }),
  l('a unicorn jumping over a rainbow', 'unicorn', 'above', 'rainbow'),
  l('a snowman melting in the sun', 'snowman', 'none', undefined, { time: 'sunny' }),
  l('a bat hanging from a branch at night', 'bat', 'under', 'branch', { time: 'night' }),
  l('a knight and a dragon playing chess', 'knight', 'beside', 'dragon'),
  l('an owl holding a lantern, text: Night owl', 'owl', 'holding', 'lantern', { text: 'Night owl' }),
  l('a whale swimming under a boat', 'whale', 'under', 'boat'),
  l('a dinosaur riding a skateboard in the city', 'dinosaur', 'riding', 'skateboard', { place: 'city' }),
  l('a shark wearing sunglasses underwater', 'shark', 'wearing', 'sunglasses', { place: 'underwater' }),
]

// Written before a third round of improvements, without looking at the lexicon, as shoppers might type them
// (no article, gerunds before the noun, "who is", "while", plurals, possessives, adjectives, quoted text): 70% subject
// and relation right at first sight. The parser was then improved on their kinds of failure (activities that imply a
// thing, two creatures as one, measure words, possessives, look-alike animals), so these are no longer unseen.
export const FOURTH_PROMPTS: SceneLabel[] = [
  l('skateboarding sloth', 'sloth', 'riding', 'skateboard'),
  l('dog riding a bicycle through the city', 'dog', 'riding', 'bicycle', { place: 'city' }),
  l('an astronaut bear floating in space', 'bear', 'none', undefined, { modifiers: ['astronaut'], place: 'space' }),
  l('a cute panda eating bamboo', 'panda', 'eating', 'bamboo'),
  l('a tiny mouse holding a giant strawberry', 'mouse', 'holding', 'strawberry'),
  l('an angry chicken with a sword', 'chicken', 'holding', 'sword'),
  l('a cat who is playing the piano', 'cat', 'playing', 'piano'),
  l('a bear who is riding a motorcycle at night', 'bear', 'riding', 'motorcycle', { time: 'night' }),
  l('a frog playing the banjo while sitting on a log', 'frog', 'playing', 'banjo'),
  l('three ducks in the rain', 'duck', 'none', undefined, { weather: 'rain' }),
  l('a dad grilling burgers, text: Grill Master', 'dad', 'holding', 'burger', { text: 'Grill Master' }),
  l('a firefighter dog holding a hose', 'dog', 'holding', 'hose', { modifiers: ['firefighter'] }),
  l('a ninja raccoon eating pizza', 'raccoon', 'eating', 'pizza', { modifiers: ['ninja'] }),
  l('a pirate parrot on a treasure chest', 'parrot', 'on', 'treasure chest', { modifiers: ['pirate'] }),
  l('a sheep playing soccer in the mountains', 'sheep', 'playing', 'soccer ball', { place: 'mountains' }),
  l('a fox and a rabbit in the forest', 'fox', 'beside', 'rabbit', { place: 'forest' }),
  l('a happy cow jumping over the moon', 'cow', 'above', 'moon'),
  l("grandma's cat sleeping on a pillow", 'cat', 'on', 'pillow'),
  l('a singing hedgehog with a microphone', 'hedgehog', 'holding', 'microphone'),
  l('surfer girl riding a wave at sunrise', 'girl', 'riding', 'wave', { time: 'dawn' }),
  l('a bee drinking coffee, text: But first, coffee', 'bee', 'drinking', 'coffee', { text: 'But first, coffee' }),
  l('an owl reading a book under the stars', 'owl', 'reading', 'book', { time: 'night' }),
  l('a kitten sleeping in a box', 'kitten', 'in', 'box'),
  l('a possum eating a slice of watermelon', 'possum', 'eating', 'watermelon'),
  l('a boy playing basketball at sunset', 'boy', 'playing', 'basketball', { time: 'dusk' }),
  l('a baby elephant with a balloon', 'elephant', 'holding', 'balloon'),
  l('a vintage truck in the desert at sunset', 'truck', 'none', undefined, { place: 'desert', time: 'dusk' }),
  l('a hot air balloon above the clouds', 'hot air balloon', 'above', 'cloud'),
  l('a taco wearing a sombrero', 'taco', 'wearing', 'sombrero'),
  l('a pizza slice riding a surfboard', 'pizza', 'riding', 'surfboard'),
  l('a llama wearing sunglasses, text: No drama llama', 'llama', 'wearing', 'sunglasses', { text: 'No drama llama' }),
  l('a shark in a bathtub', 'shark', 'in', 'bathtub'),
  l('a puppy playing with a ball of yarn', 'puppy', 'playing', 'yarn'),
  l('a golden retriever chasing a tennis ball on the beach', 'golden retriever', 'chasing', 'tennis ball', { place: 'beach' }),
  l('an old man fishing on a lake', 'man', 'holding', 'fishing rod', { place: 'lake' }),
  l('a nurse holding a giant syringe', 'nurse', 'holding', 'syringe'),
  l('a baker bear holding a loaf of bread', 'bear', 'holding', 'bread', { modifiers: ['baker'] }),
  l('a deer in a snowy forest', 'deer', 'none', undefined, { place: 'forest', weather: 'snow' }),
  l('an eagle flying over a lake at dawn', 'eagle', 'above', 'lake', { time: 'dawn' }),
  l('a bunny on a motorcycle, text: Born to be wild', 'bunny', 'riding', 'motorcycle', { text: 'Born to be wild' }),
  l('a dragon guarding a castle', 'dragon', 'beside', 'castle'),
  l('a unicorn eating ice cream', 'unicorn', 'eating', 'ice cream'),
  l('a koala hugging a tree', 'koala', 'hugging', 'tree'),
  l('a school bus in the snow', 'bus', 'none', undefined, { weather: 'snow' }),
  l('a robot walking a dog in the rain', 'robot', 'beside', 'dog', { weather: 'rain' }),
  l('a ghost holding a pumpkin', 'ghost', 'holding', 'pumpkin'),
  l('a monkey eating a banana in the jungle', 'monkey', 'eating', 'banana', { place: 'jungle' }),
  l('a polar bear drinking hot cocoa in the snow', 'polar bear', 'drinking', 'cocoa', { weather: 'snow' }),
  l('a pegasus flying over a rainbow', 'pegasus', 'above', 'rainbow'),
  l('a corgi wearing a party hat', 'corgi', 'wearing', 'party hat'),
  l('cat in a spaceship', 'cat', 'in', 'spaceship'),
  l('a hamster driving a tiny car', 'hamster', 'riding', 'car'),
  l('two squirrels on a branch', 'squirrel', 'on', 'branch'),
  l('a yeti skiing down a mountain', 'yeti', 'on', 'mountain'),
  l('a bulldog lifting a dumbbell, text: Do you even lift?', 'bulldog', 'holding', 'dumbbell', { text: 'Do you even lift?' }),
  l('a lion roaring on a rock at sunset', 'lion', 'on', 'rock', { time: 'dusk' }),
  l('a cowgirl on a horse in the desert', 'cowgirl', 'riding', 'horse', { place: 'desert' }),
  l('a dolphin and a mermaid underwater', 'dolphin', 'beside', 'mermaid', { place: 'underwater' }),
  l('a sleepy cat, "Nope"', 'cat', 'none', undefined, { text: 'Nope' }),
  l('a gorilla boxing a kangaroo', 'gorilla', 'fighting', 'kangaroo'),
]

// A shopper's tries of 28 November 2026 that the pictures missed or only partly showed (of 25 fresh prompts in all
// ten styles, 15 depicted well): a tuning set for lettering with a subject, vehicles, materials, motion and
// adjectives.
export const SIXTH_PROMPTS: SceneLabel[] = [
  l('two cats in a rocket ship', 'cat', 'in', 'rocket'),
  l('text: Born to Nap, with a sleeping cat', 'cat', 'none', undefined, {
    text: 'Born to Nap',
    modifiers: ['sleeping'],
    shows: ['sleeping-cat'],
  }),
  // A robot holding a watering can and pouring it on plants, not a bouquet.
  l('robot watering plants', 'robot', 'holding', 'watering can', { shows: ['watering-can', 'potted-plant'], several: ['plant'] }),
  l('a bicycle made of flowers', 'bicycle', 'none', undefined, { modifiers: ['made of flowers'] }),
  l('a whale jumping over a city skyline', 'whale', 'above', 'city'),
  // Vintage in its shape: a round headlamp, spoked wheels, a teardrop tank.
  l('vintage motorcycle', 'motorcycle', 'none', undefined, { modifiers: ['vintage'], shows: ['vintage-motorcycle'] }),
  // A mountain bike (fat knobbly tyres, a suspension fork) in the hills, in dusk light.
  l('mountain bike trail at dusk', 'mountain bike', 'none', undefined, {
    place: 'mountains',
    time: 'dusk',
    shows: ['mountain-bike'],
  }),
  l('DNA helix science', 'dna', 'none', undefined),
  // Roses, several, drawn as roses (not tulips).
  l('skull with roses', 'skull', 'beside', 'rose', { shows: ['rose'], several: ['rose'] }),
]

// Written on 28 November 2026 (evening) beside the sixth set's fixes, as variations on its kinds (a tuning set, not
// held out): what is watered under a can, several of a small thing, a look or pose drawn in the subject's shape,
// a mountain bike, a thing inside a vehicle.
export const SEVENTH_PROMPTS: SceneLabel[] = [
  l('a girl watering flowers', 'girl', 'holding', 'watering can', { shows: ['watering-can'] }),
  l('a frog watering a plant in the rain', 'frog', 'holding', 'watering can', { weather: 'rain', shows: ['watering-can', 'potted-plant'] }),
  l('a heart with roses', 'heart', 'beside', 'rose', { shows: ['rose'], several: ['rose'] }),
  l('a single red rose', 'rose', 'none', undefined, { shows: ['rose'] }),
  l('a vintage motorbike at sunset', 'motorbike', 'none', undefined, { modifiers: ['vintage'], time: 'dusk', shows: ['vintage-motorcycle'] }),
  l('a skeleton riding a retro motorcycle', 'skeleton', 'riding', 'motorcycle', { shows: ['vintage-motorcycle'] }),
  l('a fox riding a mountain bike', 'fox', 'riding', 'mountain bike', { shows: ['mountain-bike'] }),
  l('a cat sleeping on a pillow', 'cat', 'on', 'pillow', { modifiers: ['sleeping'], shows: ['sleeping-cat'] }),
  l('a sleeping cat under the moon', 'cat', 'none', undefined, { modifiers: ['sleeping'], time: 'night', shows: ['sleeping-cat'] }),
  l('three dogs in a rocket', 'dog', 'in', 'rocket'),
]

// Written on 29 November 2026 with the period shapes (a tuning set, not held out): "vintage" and "retro" change the
// shape of the common merch subjects beyond motorcycles, and the old things named by their own word are drawn so.
// What each must show is the drawing in `shows`: a roadster with running boards and a spare wheel, a penny-farthing,
// a twin-lens reflex, a rotary phone, a biplane, a typewriter, a split-screen camper, a cathedral radio, a studio
// microphone on its stand.
export const EIGHTH_PROMPTS: SceneLabel[] = [
  l('vintage car', 'car', 'none', undefined, { modifiers: ['vintage'], shows: ['vintage-car'] }),
  l('a retro car at sunset', 'car', 'none', undefined, { modifiers: ['retro'], time: 'dusk', shows: ['vintage-car'] }),
  l('a fox driving a vintage car', 'fox', 'riding', 'car', { shows: ['vintage-car'] }),
  l('vintage bicycle', 'bicycle', 'none', undefined, { modifiers: ['vintage'], shows: ['penny-farthing'] }),
  l('a bear riding a retro bike', 'bear', 'riding', 'bike', { shows: ['penny-farthing'] }),
  l('a penny-farthing', 'penny-farthing', 'none', undefined, { shows: ['penny-farthing'] }),
  l('vintage camera', 'camera', 'none', undefined, { modifiers: ['vintage'], shows: ['tlr-camera'] }),
  l('a cat holding a vintage camera', 'cat', 'holding', 'camera', { shows: ['tlr-camera'] }),
  l('retro phone', 'phone', 'none', undefined, { modifiers: ['retro'], shows: ['rotary-phone'] }),
  l('a vintage telephone', 'telephone', 'none', undefined, { modifiers: ['vintage'], shows: ['rotary-phone'] }),
  l('a vintage airplane in the clouds', 'airplane', 'in', 'cloud', { modifiers: ['vintage'], shows: ['biplane'] }),
  l('a dog flying a biplane', 'dog', 'riding', 'biplane', { shows: ['biplane'] }),
  l('a vintage typewriter', 'typewriter', 'none', undefined, { modifiers: ['vintage'], shows: ['typewriter'] }),
  l('retro camper van at the beach', 'camper van', 'none', undefined, { modifiers: ['retro'], place: 'beach', shows: ['camper-van'] }),
  l('vintage radio', 'radio', 'none', undefined, { modifiers: ['vintage'], shows: ['cathedral-radio'] }),
  l('a retro microphone', 'microphone', 'none', undefined, { modifiers: ['retro'], shows: ['studio-microphone'] }),
]

// Written on 1 December 2026, before any change for them (a tuning set, not held out), of the four kinds of
// shortfall seen when the frozen set's pictures were looked at (docs/scene-scores.md), in prompts of our own:
// a material the subject is made of, a subject inside a container or vehicle, a word whose picture belongs to
// another sense or to a word inside it, and an action's second party.
export const NINTH_PROMPTS: SceneLabel[] = [
  // Materials: the subject drawn in the material, not with the material's picture beside it.
  l('a heart made of roses', 'heart', 'none', undefined, { modifiers: ['made of roses'] }),
  l('a lion made of leaves', 'lion', 'none', undefined, { modifiers: ['made of leaves'] }),
  l('a skull made of candy', 'skull', 'none', undefined, { modifiers: ['made of candy'] }),
  l('a tree made of books', 'tree', 'none', undefined, { modifiers: ['made of books'] }),
  l('a glass apple', 'apple', 'none', undefined, { modifiers: ['glass'] }),
  l('a golden owl', 'owl', 'none', undefined, { modifiers: ['golden'] }),
  l('a wooden horse', 'horse', 'none', undefined, { modifiers: ['wooden'] }),
  l('a knitted teddy bear', 'teddy bear', 'none', undefined, { modifiers: ['knitted'] }),
  l('an origami fox', 'fox', 'none', undefined, { modifiers: ['origami'] }),
  l('a balloon dog', 'dog', 'none', undefined, { modifiers: ['balloon'] }),
  l('a whale made of stars at night', 'whale', 'none', undefined, { modifiers: ['made of stars'], time: 'night' }),
  l('a crystal skull', 'skull', 'none', undefined, { modifiers: ['crystal'] }),
  // Containers and vehicles: the subject inside, showing above the rim or through the window.
  l('a frog in a mug', 'frog', 'in', 'mug'),
  l('a goldfish in a bowl', 'goldfish', 'in', 'bowl'),
  l('a puppy in a basket', 'puppy', 'in', 'basket'),
  l('a hamster in a jar', 'hamster', 'in', 'jar'),
  l('a duck in a bathtub', 'duck', 'in', 'bathtub'),
  l('a bear in a canoe on a lake', 'bear', 'in', 'canoe', { place: 'lake' }),
  l('a penguin in a coffee cup', 'penguin', 'in', 'coffee cup'),
  l('two kittens in a shopping cart', 'kitten', 'in', 'shopping cart', { several: ['kitten'] }),
  l('a fox in a hot air balloon', 'fox', 'in', 'hot air balloon'),
  l('an octopus in a submarine', 'octopus', 'in', 'submarine'),
  l('a raccoon in a trash can', 'raccoon', 'in', 'trash can'),
  l('a dog in a car', 'dog', 'in', 'car'),
  // A word's own sense, not another's, and not a word inside it.
  l('a vampire bat under the moon', 'bat', 'none', undefined, { time: 'night' }),
  l('a baseball bat and a ball', 'baseball bat', 'beside', 'ball'),
  l('a crane standing in a pond', 'crane', 'in', 'pond'),
  l('a mouse eating cheese', 'mouse', 'eating', 'cheese'),
  l('a computer mouse', 'computer mouse', 'none'),
  l('a seal on a rock', 'seal', 'on', 'rock'),
  l('a starfish on the beach', 'starfish', 'none', undefined, { place: 'beach' }),
  l('a seahorse', 'seahorse', 'none'),
  l('a pineapple wearing sunglasses', 'pineapple', 'wearing', 'sunglasses'),
  l('a dragonfly over a pond', 'dragonfly', 'above', 'pond'),
  l('a hot dog with mustard', 'hot dog', 'none'),
  l('a jellyfish in the deep sea', 'jellyfish', 'none', undefined, { place: 'underwater' }),
  // An action's second party, drawn with it.
  l('a dog chasing a ball', 'dog', 'chasing', 'ball'),
  l('a cat chasing a mouse', 'cat', 'chasing', 'mouse'),
  l('a girl hugging her dog', 'girl', 'hugging', 'dog'),
  l('a bear hugging a tree', 'bear', 'hugging', 'tree'),
  l('a fox chasing butterflies', 'fox', 'chasing', 'butterfly', { several: ['butterfly'] }),
  l('a kid feeding a giraffe', 'kid', 'beside', 'giraffe'),
  l('a knight fighting a dragon', 'knight', 'fighting', 'dragon'),
  l('a cat playing with yarn', 'cat', 'playing', 'yarn'),
  l('a boy walking his dog', 'boy', 'beside', 'dog'),
  l('an astronaut hugging a cat', 'astronaut', 'hugging', 'cat'),
  l('a bulldog chasing a mail truck', 'bulldog', 'chasing', 'mail truck'),
  l('a panda eating bamboo', 'panda', 'eating', 'bamboo'),
]
