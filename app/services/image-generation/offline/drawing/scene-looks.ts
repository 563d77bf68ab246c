// How a subject's looks and material are drawn: tiny and giant change its size about its feet, vintage and retro
// its colours (sepia; a few warm flat tones), and what it is made of is drawn in its shape (scene-materials.ts).
import type { Figure } from './scene-figure.ts'
import { inMaterial } from './scene-materials.ts'
import { f } from './svg.ts'

const SCALE: Record<string, number> = { tiny: 0.6, giant: 1.3 }

const TONES: Record<string, string> = {
  // Sepia, as an old photograph.
  vintage: `<feColorMatrix type="matrix" values="0.39 0.77 0.19 0 0  0.35 0.69 0.17 0 0  0.27 0.53 0.13 0 0  0 0 0 1 0"/>`,
  // Warm, a few flat tones, as seventies print.
  retro: `<feColorMatrix type="matrix" values="1 0.15 0 0 0.05  0.1 0.85 0 0 0.02  0 0.1 0.6 0 0  0 0 0 1 0"/><feComponentTransfer><feFuncR type="discrete" tableValues="0.2 0.55 0.85 1"/><feFuncG type="discrete" tableValues="0.15 0.45 0.7 0.9"/><feFuncB type="discrete" tableValues="0.15 0.3 0.5 0.7"/></feComponentTransfer>`,
}

/** The figure's markup (with what it wears) in its looks and material. */
export function withLooks(fig: Figure, markup: string, prefix: string) {
  const looks = fig.subject.modifiers
  const tone = looks.find((look) => TONES[look])
  let body = markup
  if (tone)
    body = `<filter id="${prefix}look" x="-0.1" y="-0.1" width="1.2" height="1.2">${TONES[tone]}</filter><g filter="url(#${prefix}look)">${body}</g>`
  body = inMaterial(fig, body, prefix)
  const scale = looks.map((look) => SCALE[look]).find(Boolean)
  if (scale)
    body = `<g transform="translate(${f(fig.x)} ${f(fig.bottom)}) scale(${scale}) translate(${f(-fig.x)} ${f(-fig.bottom)})">${body}</g>`
  return body
}
