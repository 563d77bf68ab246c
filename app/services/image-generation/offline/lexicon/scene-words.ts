// The words of a prompt that are not subjects: the words to letter (quoted or after "text:"), and the
// weather, time of day and place of the setting, with the setting words that never name a subject.
import type { ScenePlace, SceneTime, SceneWeather } from './types.ts'

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
  if (labelled) {
    // "text: Born to Nap, with a sleeping cat": the words end at ", with"; what follows is the picture.
    const [words, picture] = labelled[1].split(/\s*,\s*(?:with|and|plus|featuring)\s+/i, 2)
    const rest = `${prompt.slice(0, labelled.index)}${picture ? ` ${prompt.slice(0, labelled.index).trim() ? 'with ' : ''}${picture}` : ''}`
    return { text: words.trim().replace(/[.!]$/, ''), rest }
  }
  // "a dog with text I love my human", "a cat with the words Nope": unquoted words to the end.
  const withWords = prompt.match(/,?\s*with\s+(?:the\s+)?(?:text|words?|caption|slogan|lettering)\s+(.+)$/i)
  if (withWords) return { text: withWords[1].trim().replace(/[.!]$/, ''), rest: prompt.slice(0, withWords.index) }
  const saying = prompt.match(/,?\s*(?:saying|that says|which says)\s+(.+)$/i)
  if (saying) return { text: saying[1].trim(), rest: prompt.slice(0, saying.index) }
  return { text: null, rest: prompt }
}

export const WEATHER: Array<[RegExp, SceneWeather]> = [
  [/\b(snowstorm|blizzard|snow|snowy|snowing|snowfall|snowflakes?)\b/, 'snow'],
  [/\b(storm|stormy|thunderstorm|thunder|lightning|tempest|hurricane|thundery)\b/, 'storm'],
  [/\b(rain|rainy|raining|drizzle|downpour|rainstorm)\b/, 'rain'],
]
export const TIME: Array<[RegExp, SceneTime]> = [
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
export const PLACE: Array<[RegExp, ScenePlace]> = [
  [/\b(?:on|to) the moon\b|\blunar\b|\bmoon surface\b/, 'moon'],
  [/\b(?:on|to) mars\b|\bmartian\b|\bred planet\b/, 'mars'],
  [/\b(underwater|under ?water|under the (?:sea|ocean|waves)|undersea|coral reef|deep sea)\b/, 'underwater'],
  [/\b(?:in|into|through) (?:outer |deep )?space\b|\bouter space\b|\bgalaxy\b|\bcosmos\b/, 'space'],
  [/\b(?:at|on|in|by|across|of) (?:the |an? )?(?:\w+ )?(?:sea|ocean|seas)\b|\bat sea\b/, 'sea'],
  [/\bbeach\b|\bseaside\b|\bshore\b/, 'beach'],
  // On a lake, a pond or a river is on its water ("a boat on a lake"): the lake is the setting. Beside or in one
  // ("a tent beside a lake", "a flamingo standing in a pond") the water is a thing in the picture.
  [/\b(?:on|across) (?:the |an? )?(?:\w+ )?(?:lake|pond|river)\b/, 'lake'],
  [/\b(?:in|into|through|across|of) (?:the |an? )?(?:\w+ )?(?:\w+ )?(?:forest|woods|woodland)\b/, 'forest'],
  [/\b(?:in|into|through|across|of) (?:the |an? )?(?:\w+ )?(?:city|street|streets|downtown|town)\b|\burban\b/, 'city'],
  [/\b(?:in|into|through|across|of) (?:the |an? )?(?:\w+ )?desert\b|\bdunes\b|\bsandstorm\b/, 'desert'],
  [/\b(?:in|into|through|across|among) (?:the |an? )?(?:\w+ )?(?:mountains|alps|hills|peaks)\b/, 'mountains'],
  [/\b(?:in|into|through|across) (?:the |an? )?(?:\w+ )?(?:jungle|rainforest)\b/, 'jungle'],
  // A place word before the subject ("a space cat", "a jungle tiger") sets the scene there.
  ...(['space', 'jungle', 'desert', 'forest', 'city', 'moon', 'mars'] as const).map((place): [RegExp, ScenePlace] => [
    new RegExp(`(?:^| a| an| the) ${place}(?= [a-z]{3,})`),
    place,
  ]),
  // A trail ridden or hiked is in the hills ("mountain bike trail at dusk"); the bike before it stays a subject.
  [/(?<=\b(?:bike|biking|hiking|mountain|dirt|ski) )trails?\b/, 'mountains'],
]
/** Setting words that never name a subject once the setting has been read. */
export const SETTING_WORDS = new Set(
  (
    'storm stormy thunderstorm thunder lightning tempest hurricane rain rainy raining drizzle downpour rainstorm snow snowy ' +
    'snowing snowfall snowstorm blizzard snowflake snowflakes dusk sunset twilight evening dawn sunrise daybreak morning night ' +
    'nighttime midnight moonlit moonlight starry starlit stars sunny sunshine sunlit summer underwater undersea reef coral ' +
    'space outer galaxy cosmos lunar beach seaside shore forest woods woodland desert dunes jungle rainforest alps hills peaks ' +
    'street streets downtown urban sea ocean seas hour northern lights aurora sandstorm mars martian'
  ).split(' '),
)

/** Looks the picture shows on the subject the word comes before ("a vintage motorcycle", "a giant donut"). */
export const LOOKS = new Set(['vintage', 'retro', 'tiny', 'giant'])

/**
 * Materials named by the word right before a subject ("a glass apple", "a golden owl", "a knitted teddy bear", "a
 * balloon dog"), by the material drawn (scene-looks.ts): the subject is drawn in it, not with it beside. Also what
 * follows "made of" ("a heart made of gold").
 */
export const MATERIAL_WORDS: Record<string, string> = {
  glass: 'glass',
  crystal: 'glass',
  golden: 'gold',
  gold: 'gold',
  silver: 'silver',
  chrome: 'silver',
  wooden: 'wood',
  wood: 'wood',
  knitted: 'knit',
  knit: 'knit',
  crochet: 'knit',
  crocheted: 'knit',
  woolen: 'knit',
  woollen: 'knit',
  wool: 'knit',
  yarn: 'knit',
  origami: 'paper',
  balloon: 'balloon',
  marble: 'stone',
  stone: 'stone',
  ice: 'ice',
  icy: 'ice',
  chocolate: 'chocolate',
}

/** Words of pose right before or after a creature ("a sleeping cat", "a cat asleep"): a modifier of it. */
export const POSES: Record<string, string> = {
  sleeping: 'sleeping',
  asleep: 'sleeping',
  napping: 'sleeping',
  snoozing: 'sleeping',
}

/**
 * Pictures that show a look or pose in the subject's shape, by the look and the subject's icon: a vintage
 * motorcycle has a round headlamp, spoked wheels and a teardrop tank, a vintage car is a roadster with running
 * boards, a vintage bicycle a penny-farthing, a retro phone a rotary one, a vintage aeroplane a biplane; a
 * sleeping cat lies curled up.
 */
const PERIOD_SHAPES: Record<string, string> = {
  motorcycle: 'vintage-motorcycle',
  automobile: 'vintage-car',
  'racing-car': 'vintage-car',
  bicycle: 'penny-farthing',
  camera: 'tlr-camera',
  'camera-with-flash': 'tlr-camera',
  telephone: 'rotary-phone',
  'telephone-receiver': 'rotary-phone',
  'mobile-phone': 'rotary-phone',
  airplane: 'biplane',
  'small-airplane': 'biplane',
  minibus: 'camper-van',
  radio: 'cathedral-radio',
  microphone: 'studio-microphone',
}
export const LOOK_PICTURES: Record<string, Record<string, string>> = {
  vintage: PERIOD_SHAPES,
  retro: PERIOD_SHAPES,
  sleeping: { cat: 'sleeping-cat' },
}
