// Ghibli-inspired, drawn as a painted anime background with cel-shaded subjects (illustration.ts calls it): a deep
// sky with towering cumulus clouds, white where the sun falls on them and blue-grey in their shaded undersides,
// hills laid in brushy washes with a mottled paint texture and a warm glow of sunlight; the subjects in two tones
// (lit, and a hard-edged cool shade on the side away from the sun, as cel animation paints them) with a thin
// warm-brown line round them. Pure: strings in, SVG strings out.
import { clouds, filterBox, SIZE } from './illustration-scenery.ts'
import type { Random } from './svg.ts'

export interface GhibliInput {
  night: boolean
  /** White fair-weather clouds belong in the sky (a daytime sky above ground, not in a storm or under water). */
  fairWeatherSky: boolean
  /** The far, middle and near scenery layers. */
  layers: string
  random: Random
}

/**
 * The subjects cel-shaded: the light on their rounded volume cut into two tones at a hard edge (lit, and a cool
 * violet shade), multiplied into their colours, and a thin warm-brown line drawn round them.
 */
const CEL = `<filter id="cel" ${filterBox} color-interpolation-filters="sRGB">
  <feGaussianBlur in="SourceAlpha" stdDeviation="18" result="volume"/>
  <feDiffuseLighting in="volume" surfaceScale="14" diffuseConstant="1" lighting-color="#ffffff" result="light"><feDistantLight azimuth="225" elevation="40"/></feDiffuseLighting>
  <feComponentTransfer in="light" result="tones"><feFuncR type="discrete" tableValues="0.72 0.72 0.72 1 1"/><feFuncG type="discrete" tableValues="0.74 0.74 0.74 1 1"/><feFuncB type="discrete" tableValues="0.88 0.88 0.88 1 1"/></feComponentTransfer>
  <feComposite in="SourceGraphic" in2="tones" operator="arithmetic" k1="1" result="shaded"/>
  <feComposite in="shaded" in2="SourceAlpha" operator="in" result="painted"/>
  <feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feComponentTransfer result="fat"><feFuncA type="linear" slope="20" intercept="0"/></feComponentTransfer><feFlood flood-color="#4a2f22"/><feComposite in2="fat" operator="in" result="line"/>
  <feMerge><feMergeNode in="line"/><feMergeNode in="painted"/></feMerge><feGaussianBlur stdDeviation="0.5"/></filter>`

/** Paint on the land: a mottled wash over it, drawn once on a tile that repeats seamlessly. */
const WASH = `<filter id="wash-noise" x="0" y="0" width="256" height="256" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="2" seed="8" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0.55 0.55  0 0 0 0.5 0.6  0 0 0 0.35 0.72  0 0 0 0 1"/></filter>
  <pattern id="wash" width="256" height="256" patternUnits="userSpaceOnUse"><rect width="256" height="256" filter="url(#wash-noise)"/></pattern>`

export function ghibli(input: GhibliInput): { defs: string; sky: string; land: string } {
  const { night, fairWeatherSky, layers, random } = input
  const defs = `${CEL}${WASH}<filter id="cloud" ${filterBox}><feGaussianBlur stdDeviation="2.5"/></filter>
    <radialGradient id="sunlight" cx="0.25" cy="0.2" r="0.6"><stop offset="0" stop-color="#fff6d8" stop-opacity="${night ? 0 : 0.7}"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient>`
  // The same clouds twice: first their shaded undersides, a little lower, then their sunlit tops.
  const cumulus = fairWeatherSky ? clouds(random, '#ffffff', 1) : ''
  const sky = `<rect width="${SIZE}" height="${SIZE}" fill="url(#sunlight)"/>${
    cumulus
      ? `<g filter="url(#cloud)"><g transform="translate(4 16)">${cumulus.replace(/#ffffff/g, night ? '#6f7aa6' : '#b4c3dc')}</g>${cumulus}</g>`
      : ''
  }`
  return {
    defs,
    sky,
    land: `${layers}<g style="mix-blend-mode:multiply" opacity="0.6">${layers.replace(/fill="[^"]*"/g, 'fill="url(#wash)"')}</g>`,
  }
}
