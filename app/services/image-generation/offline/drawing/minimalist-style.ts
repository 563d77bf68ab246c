// Minimalist, drawn as flat cut-paper shapes on the shirt itself (illustration.ts calls it): one ground line, each
// subject posterised into three flat tones of its own colour, and a clear gap wherever one subject overlaps
// another, so a knight in front of a dragon reads as two shapes, not one. On a light shirt a subject's lightest
// tone is a pale tint of its own colour rather than near-white, so a white dog does not vanish into the cotton; on a
// dark shirt its darkest tone is a shade of its own colour. A black-and-white subject (a panda, a penguin, a cow) is drawn
// in greys: its black parts already draw its shape, and tinted tones would turn a panda into a brown bear.
// Pure: strings in, SVG strings out.
import { SIZE, toneFilter } from './illustration-scenery.ts'
import { hexToRgb, luminance, mix } from './svg.ts'

/** One colour per subject, back to front (more subjects than colours take them again). */
const ACCENTS = {
  day: ['#c9785b', '#4f8a83', '#d9a441', '#7b6aa8'],
  night: ['#5b6f8f', '#b0707a', '#7f9e8a', '#a48f5e'],
}
const DARK = { day: '#2f3a4a', night: '#243047' }
const LIGHT = { day: '#f2e6d8', night: '#dfe4ec' }
/** A black-and-white subject's white on a light shirt (a grey with no hue, still a shade off the cotton), and its middle tone. */
const PALE_GREY = '#cccccc'
const MID_GREY = '#808890'
/** A black-and-white subject's black on a dark shirt: a grey that still shows on it. */
const DIM_GREY = '#666666'
/** The gap kept round a subject where it overlaps one behind it, in the illustration's units. */
const GAP = 12
// The filters work on the whole picture, not on a subject's own box plus a margin: a subject's gap (its shape
// grown) reaches past its box, and one region serves every filter.
const CANVAS = `filterUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}"`

export interface MinimalistInput {
  /** Each subject's markup, back to front. */
  figures: string[]
  /** Action marks drawn over the subjects (steam, speed lines…). */
  marks: string
  night: boolean
  shirtHex: string
}

/** The subjects' filters (defs) and markup, in the illustration's coordinates. */
export function minimalistSubjects({ figures, marks, night, shirtHex }: MinimalistInput): { defs: string; body: string } {
  const time = night ? 'night' : 'day'
  const lightShirt = luminance(shirtHex) > 0.55
  // A subject's darkest tone is a shade of its own colour on a dark shirt (the slate one would vanish into it), its
  // lightest a tint of its own colour on a light shirt.
  const tones = (accent: string) => [
    lightShirt ? DARK[time] : mix(accent, '#1d1d22', 0.45),
    accent,
    lightShirt ? mix(accent, '#ffffff', 0.4) : LIGHT[time],
  ]
  const greys = lightShirt ? [DARK[time], MID_GREY, PALE_GREY] : [DIM_GREY, MID_GREY, LIGHT[time]]
  const accentOf = (i: number) => ACCENTS[time][i % ACCENTS[time].length]!
  const filters = figures
    .map((figure, i) => toneFilter(`mini${i}`, isBlackAndWhite(figure) ? greys : tones(accentOf(i)), '', CANVAS))
    .join('')
  // A subject's gap: its shape grown by about GAP (a blur of its outline, cut hard, costs far less than
  // feMorphology), painted black into the masks of the subjects behind it.
  const cut = `<filter id="miniCut" ${CANVAS}><feGaussianBlur in="SourceAlpha" stdDeviation="${GAP / 2}"/><feComponentTransfer><feFuncA type="linear" slope="40" intercept="0"/></feComponentTransfer><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 1 0"/></filter>`
  const masks = figures
    .map((_, i) => {
      const inFront = figures.slice(i + 1).join('')
      if (!inFront) return ''
      return `<mask id="miniGap${i}" maskUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#fff"/><g filter="url(#miniCut)">${inFront}</g></mask>`
    })
    .join('')
  const body = figures
    .map((figure, i) => {
      const masked = i < figures.length - 1 ? ` mask="url(#miniGap${i})"` : ''
      return `<g${masked}><g filter="url(#mini${i})">${figure}</g></g>`
    })
    .join('')
  return { defs: `${filters}${cut}${masks}`, body: `${body}<g filter="url(#mini0)">${marks}</g>` }
}

/** A grey with next to no hue: its channels within 24 of each other (of 255). */
const neutral = (hex: string) => {
  const { r, g, b } = hexToRgb(hex)
  return Math.max(r, g, b) - Math.min(r, g, b) <= 24
}

/** Whether a subject's own colours hold both a near-black and a near-white grey, as a panda's or a penguin's do. */
export function isBlackAndWhite(markup: string): boolean {
  const colours = [...markup.matchAll(/(?:fill|stop-color)="(#[0-9a-f]{6}|#[0-9a-f]{3})"/gi)].map(([, hex]) => hex!)
  const greys = colours.filter(neutral)
  return greys.some((hex) => luminance(hex) < 0.2) && greys.some((hex) => luminance(hex) > 0.8)
}
