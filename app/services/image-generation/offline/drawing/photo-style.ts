// Hyper-realistic, drawn as a camera would see it (illustration.ts calls it): the setting behind the subjects out
// of focus (photo-scene.ts), the subjects lit by a warm key light from the top left, a cool fill in their shade and
// light bounced up from the ground, with a soft falloff, a matte surface with fine relief and blotches of colour,
// a contact shadow where they stand, natural muted colour with no outlines, and over the whole picture a lens
// vignette and fine grain. Pure: strings in, SVG strings out.
//
// Cost: a print file draws this SVG again at 4500 px, and there a filter costs far more than its pixels suggest
// (one colour matrix on a disc: 0.04 s of CPU at 1024 px, 4.7 s at 4500 px, measured on 29 November). So textures
// are vector speckles in patterns, soft shadows radial gradients, and two filters remain: the setting's defocus
// and the subjects' light.
import { CX, CY, R, SIZE, stars } from './illustration-scenery.ts'
import { photoBackdrop, speckles } from './photo-scene.ts'
import type { Palette, SceneKind } from './scene-setting.ts'
import { f, hexToRgb, mix, seededRandom, type Random } from './svg.ts'

export interface PhotoInput {
  /** The setting's colours (sky, far, mid and near ground, sun). */
  p: Palette
  night: boolean
  /** The sun is in the picture's light (a sunny day, dusk or dawn): its glow warms the top right. */
  sunlit: boolean
  /** The kind of place (what grows behind the subjects, whether clouds or bokeh belong in its sky). */
  kind: SceneKind
  /** The far, middle and near scenery layers, drawn and then put out of focus. */
  layers: string
  /** The setting's marks (weather, moon…), already placed. */
  behind: string
  /** Ellipses under the subjects that stand on the ground. */
  shadow: string
  /** The subjects' markup. */
  art: string
  random: Random
}

/**
 * The subjects as photographed. Toys come from a pillowy relief with a glossy highlight and a dark rim; real
 * things from a broad falloff of light across the whole body, a matte surface, light bounced up from the ground
 * in its colour onto their undersides, and shade only where the body turns away. So: flat fills muted (one
 * matrix: less saturation, a little warmth), times one key light over a low relief (warm where lit; the cool
 * fill is what remains in shade, one colour matrix) plus the bounce, darkened softly at the edges, all from one
 * blur of the subjects' shape. Few primitives: each costs about a second of CPU in a print file.
 */
const subject = (bounce: string) => {
  const { r, g, b } = hexToRgb(bounce)
  const tint = [r, g, b].map((c) => f(c / 255))
  return `<filter id="photo" x="-0.06" y="-0.06" width="1.12" height="1.12" color-interpolation-filters="sRGB">
  <feColorMatrix in="SourceGraphic" type="matrix" values="0.703 0.336 0.0308 0 0.01  0.0989 0.874 0.0474 0 0.005  0.0801 0.305 0.555 0 0  0 0 0 1 0" result="natural"/>
  <feGaussianBlur in="SourceAlpha" stdDeviation="24" result="volume"/>
  <feDiffuseLighting in="volume" surfaceScale="10" diffuseConstant="1.15" lighting-color="#ffffff" result="key"><feDistantLight azimuth="225" elevation="36"/></feDiffuseLighting>
  <feColorMatrix in="key" type="matrix" values="0.9 0 0 0 0.12  0 0.86 0 0 0.14  0 0 0.76 0 0.2  0 0 0 0 1" result="fill"/>
  <feOffset in="volume" dy="-30"/><feComposite in="volume" operator="arithmetic" k2="1" k3="-1"/>
  <feColorMatrix type="matrix" values="0 0 0 ${tint[0]} 0  0 0 0 ${tint[1]} 0  0 0 0 ${tint[2]} 0  0 0 0 1 0" result="bounce"/>
  <feComposite in="fill" in2="bounce" operator="arithmetic" k2="1" k3="0.8" result="light"/>
  <feColorMatrix in="volume" type="matrix" values="0 0 0 0.5 0.5  0 0 0 0.5 0.5  0 0 0 0.5 0.5  0 0 0 0 1" result="occlusion"/>
  <feComposite in="light" operator="arithmetic" k1="1"/><feComposite in="natural" operator="arithmetic" k1="1.25"/>
  <feComposite in2="SourceAlpha" operator="in"/></filter>`
}

/**
 * Textures as tiles of speckles: fine film grain over the whole photograph, and over the subjects a surface of
 * fine relief and broad soft blotches (radial gradients, lighter, darker, warmer, cooler), as no real surface is
 * one flat colour.
 */
const SURFACE = 320
const blotches = (() => {
  const random = seededRandom('surface-blotches')
  return Array.from({ length: 16 }, (_, i) => {
    const colour = ['#000', '#fff', '#c86a2a', '#2a5a86'][i % 4]
    // Each blotch whole inside the tile: one cut at the tile's edge would show the tiles as squares.
    const r = random.between(20, 55)
    return `<circle cx="${f(random.between(r, SURFACE - r))}" cy="${f(random.between(r, SURFACE - r))}" r="${f(r)}" fill="url(#blot-${colour.slice(1)})"/>`
  }).join('')
})()
const TEXTURES = `${['000', 'fff', 'c86a2a', '2a5a86'].map((c) => `<radialGradient id="blot-${c}"><stop offset="0" stop-color="#${c}" stop-opacity="0.35"/><stop offset="1" stop-color="#${c}" stop-opacity="0"/></radialGradient>`).join('')}
  <pattern id="surface" width="${SURFACE}" height="${SURFACE}" patternUnits="userSpaceOnUse"><rect width="${SURFACE}" height="${SURFACE}" fill="#808080"/>${blotches}${speckles('surface', SURFACE, 420, [0.7, 1.8], 1, 0.35)}</pattern>`

/** The defs and body of a Hyper-realistic illustration. */
export function photograph(input: PhotoInput): { defs: string; body: string } {
  const { p, night, sunlit, kind, layers, behind, shadow, art, random } = input
  const setting = photoBackdrop({ p, night, kind, random })
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.75" stop-color="${p.sky[1]}"/></linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.28" r="0.55"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.95"/><stop offset="0.35" stop-color="${p.sun}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
    <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.66" stop-color="#f4f1ea" stop-opacity="${night ? 0.06 : 0.18}"/><stop offset="0.8" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
    <radialGradient id="lens" cx="0.5" cy="0.46" r="0.5"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="0.85" stop-color="#000" stop-opacity="0.14"/></radialGradient>
    <linearGradient id="foreground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>
    <radialGradient id="cast"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <radialGradient id="contact"><stop offset="0.4" stop-color="#0b0806" stop-opacity="0.8"/><stop offset="1" stop-color="#0b0806" stop-opacity="0"/></radialGradient>
    <filter id="far" filterUnits="userSpaceOnUse" x="${CX - R}" y="${CY - R}" width="${2 * R}" height="${2 * R}"><feGaussianBlur stdDeviation="18"/></filter>
    ${subject(mix(p.near, '#d8c8a8', 0.35))}${TEXTURES}${setting.defs}`
  // Depth of field: the sky, clouds and land behind the subjects soft; the ground they stand on textured; the
  // subjects sharp. The lens darkens the edge only gently: a strong dark rim read as a glass ball.
  const scene = `<g clip-path="url(#badge)"><rect width="${SIZE}" height="${SIZE}" fill="url(#sky)"/>${sunlit ? `<rect width="${SIZE}" height="${SIZE}" fill="url(#glow)"/>` : ''}${night ? `<g opacity="0.8">${stars(random, 50, '#fffbe8')}</g>` : ''}<g filter="url(#far)">${setting.sky}${layers}${setting.land}</g>${setting.bokeh}<rect width="${SIZE}" height="${SIZE}" fill="url(#haze)"/>${setting.ground}<rect y="${CY + R - 140}" width="${SIZE}" height="140" fill="url(#foreground)"/></g>`
  // Soft shadows as gradients (a blur filter would cost more): one cast away from the light, one dark where the
  // subjects touch the ground.
  const shadows = `<g fill="url(#cast)" transform="translate(40 4) scale(1.2 1.8)" transform-origin="${CX} ${CY + 320}">${shadow}</g><g fill="url(#contact)">${shadow}</g>`
  // One texture over the whole photograph (a second would cost seconds at print size): the film's grain and, on
  // the subjects, their surface's relief and blotches; overlay, so its mid-grey changes nothing.
  const texture = `<circle cx="${CX}" cy="${CY}" r="${R}" fill="url(#surface)" opacity="0.5" style="mix-blend-mode:overlay"/>`
  const vignette = `<circle cx="${CX}" cy="${CY}" r="${R}" fill="url(#lens)"/>`
  return {
    defs,
    body: `${scene}${behind}${vignette}${shadows}<g filter="url(#photo)">${art}</g>${texture}`,
  }
}
