// The setting of a Hyper-realistic picture (photo-style.ts draws the subjects in it) as a lens would see it when
// focused on the subjects: a sky with soft clouds, the land behind them out of focus (trees and bushes reduced to
// soft blobs of light and dark, bokeh discs where light catches), and the ground they stand on textured and
// squashed as a plane seen at a low angle. The caller blurs the clouds and land with the scenery in one filter;
// textures are vector speckles in patterns, never feTurbulence (see speckles). Pure: strings in, SVG strings out.
import { CX, CY, GROUND, R } from './illustration-scenery.ts'
import type { Palette, SceneKind } from './scene-setting.ts'
import { f, mix, seededRandom, type Random } from './svg.ts'

export interface BackdropInput {
  p: Palette
  night: boolean
  kind: SceneKind
  random: Random
}

/** Where the land behind the subjects meets the sky, roughly (the far scenery layer's top). */
const HORIZON = 650
/** Land with plants on it: its out-of-focus background is foliage. */
const LEAFY: readonly SceneKind[] = ['forest', 'jungle', 'meadow', 'mountains']
/** Where the sky is a day sky over land or sea, clouds can float in it. */
const CLOUDY: readonly SceneKind[] = ['forest', 'jungle', 'meadow', 'mountains', 'ocean', 'lake', 'beach', 'desert', 'city']

/** The top of the textured ground: just behind the subjects' feet; the land beyond is out of focus. */
const GROUND_TOP = GROUND - 45

/**
 * A tile of speckles (vector dots, lighter and darker than mid-grey, so laid over a picture with the overlay blend
 * they lift and sink its tone). Textures are drawn this way, not with feTurbulence: at print size a filter costs
 * many times what its pixels suggest (photo-style.ts), and the noise tiles alone took seconds of a print.
 */
export function speckles(seed: string, tile: number, count: number, size: [number, number], squash = 1, strength = 0.5) {
  const random = seededRandom(seed)
  // Two paths (the darker specks, the lighter ones) of many small ellipses each: one element per tone draws far
  // faster than an element per speck.
  const tones: [string[], string[]] = [[], []]
  for (let i = 0; i < count; i++) {
    const rx = random.between(size[0], size[1])
    const ry = rx * squash
    const x = random.next() * tile
    const y = random.next() * tile
    tones[i % 2].push(`M${f(x - rx)},${f(y)}a${f(rx)},${f(ry)} 0 1,0 ${f(2 * rx)},0a${f(rx)},${f(ry)} 0 1,0 ${f(-2 * rx)},0`)
  }
  return `<path d="${tones[0].join('')}" fill="#000" opacity="${f(strength * 0.7)}"/><path d="${tones[1].join('')}" fill="#fff" opacity="${f(strength * 0.7)}"/>`
}

/**
 * Ground texture: pebbles and tufts, squashed vertically and stretched across, which is how a textured plane
 * looks seen at a low angle.
 */
const GROUND_TILE = 160
const DEFS = `<pattern id="soil" width="${GROUND_TILE}" height="${GROUND_TILE}" patternUnits="userSpaceOnUse" patternTransform="translate(0 ${GROUND_TOP}) scale(1.3 0.5)"><rect width="${GROUND_TILE}" height="${GROUND_TILE}" fill="#808080"/>${speckles('soil', GROUND_TILE, 260, [1.5, 6], 0.7)}</pattern>`

/**
 * The ground in perspective: its texture (overlay: mid-grey changes nothing) squashed as a receding plane is,
 * its top edge lost in the land's own colour; no mask or blur, which would cost seconds at print size.
 */
function ground(p: Palette) {
  return `<rect x="${CX - R}" y="${GROUND_TOP}" width="${2 * R}" height="${CY + R - GROUND_TOP}" fill="url(#soil)" opacity="0.5" style="mix-blend-mode:overlay"/>
  <linearGradient id="ground-edge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.near}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.near}" stop-opacity="0"/></linearGradient>
  <rect x="${CX - R}" y="${GROUND_TOP - 2}" width="${2 * R}" height="34" fill="url(#ground-edge)"/>`
}

/**
 * The land behind the subjects: bushes and trees (or rocks and dunes) as soft blobs a little lighter and darker
 * than the land, along the horizon, drawn before the blur so they melt into it as out-of-focus things do.
 */
function blurredLand(input: BackdropInput) {
  const { p, kind, random } = input
  if (kind === 'space' || kind === 'moon' || kind === 'mars' || kind === 'underwater') return ''
  const leafy = LEAFY.includes(kind)
  const count = leafy ? 16 : 7
  return Array.from({ length: count }, () => {
    const x = CX - R + random.next() * 2 * R
    const y = HORIZON + 10 + random.next() * 90
    const rx = leafy ? 30 + random.next() * 60 : 40 + random.next() * 80
    const ry = leafy ? rx * (0.9 + random.next() * 0.8) : rx * 0.35
    const tone = mix(
      random.next() < 0.5 ? p.mid : p.near,
      random.next() < 0.6 ? '#000000' : '#f3efe0',
      0.1 + random.next() * 0.25,
    )
    return `<ellipse cx="${f(x)}" cy="${f(y - ry * 0.5)}" rx="${f(rx)}" ry="${f(ry)}" fill="${tone}" opacity="0.85"/>`
  }).join('')
}

/** Day clouds: a few heaps of soft ellipses, lit on top and greyer underneath, out of focus like the rest. */
function clouds(input: BackdropInput) {
  const { night, kind, random } = input
  if (night || !CLOUDY.includes(kind)) return ''
  return Array.from({ length: 3 }, (_, i) => {
    const x = CX - R + 120 + i * 270 + random.between(-60, 60)
    const y = CY - 260 + random.between(0, 160)
    const puffs = Array.from({ length: 5 }, () => {
      const dx = random.between(-110, 110)
      const r = random.between(34, 70)
      return `<ellipse cx="${f(x + dx)}" cy="${f(y - r * 0.3)}" rx="${f(r * 1.5)}" ry="${f(r)}"/>`
    }).join('')
    return `<g fill="#b8c0c8" opacity="0.55" transform="translate(0 14)">${puffs}</g><g fill="#fbfaf6" opacity="0.7">${puffs}</g>`
  }).join('')
}

/**
 * Bokeh: points of light behind the subjects (sun through leaves, glints on water, lit windows at night) drawn
 * by the lens as discs brightest at their rim.
 */
function bokeh(input: BackdropInput) {
  const { p, night, kind, random } = input
  if (kind === 'space' || kind === 'moon' || kind === 'mars') return ''
  const warm = night ? ['#ffc97a', '#ffe2a8', '#9fc4ff'] : [p.sun, '#fffaf0', mix(p.mid, '#ffffff', 0.6)]
  const count = night ? (kind === 'city' ? 16 : 9) : 11
  const discs = Array.from({ length: count }, () => {
    const x = CX - R + 40 + random.next() * (2 * R - 80)
    const y = HORIZON - 150 + random.next() * 190
    const r = 9 + random.next() * 22
    const colour = random.pick(warm)
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${colour}" opacity="${f(0.1 + random.next() * 0.16)}"/>`
  }).join('')
  return discs
}

/**
 * The defs and the parts of the setting: clouds and land to be put out of focus with the scenery, bokeh and
 * ground to be drawn over it.
 */
export function photoBackdrop(input: BackdropInput): { defs: string; sky: string; land: string; bokeh: string; ground: string } {
  return {
    defs: DEFS,
    sky: clouds(input),
    land: blurredLand(input),
    bokeh: bokeh(input),
    ground: ground(input.p),
  }
}
