// Hyper-realistic, drawn as a camera would see it (illustration.ts calls it): the scene behind the subjects out
// of focus, the subjects lit by a warm key light from the top left and a weaker cool fill from the right with a
// soft falloff into shade, their surfaces given a fine material texture and a specular sheen, ambient occlusion
// at their edges and a contact shadow where they stand, natural colour (muted, no flat fills, no outlines), and
// over the whole picture a lens vignette, a film tone curve and fine grain. Pure: strings in, SVG strings out.
import { CX, CY, filterBox, GROUND, R, SIZE, stars } from './illustration-scenery.ts'
import type { Palette } from './scene-setting.ts'
import type { Random } from './svg.ts'

export interface PhotoInput {
  /** The setting's colours (sky, far, mid and near ground, sun). */
  p: Palette
  night: boolean
  /** The sun is in the picture's light (a sunny day, dusk or dawn): its glow warms the top right. */
  sunlit: boolean
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
 * The subjects as photographed: flat fills softened into continuous tone and muted, then multiplied by the
 * light that falls on their rounded volume (key plus fill), a fine surface texture (a bump map of noise lit by
 * the key), a specular highlight on the lit side, and shade gathering at their edges (ambient occlusion).
 */
const SUBJECT = `<filter id="photo" ${filterBox} color-interpolation-filters="sRGB">
  <feGaussianBlur in="SourceGraphic" stdDeviation="2.5" result="blurred"/><feComposite in="blurred" in2="SourceGraphic" operator="arithmetic" k2="0.6" k3="0.4" result="toned"/>
  <feColorMatrix in="toned" type="saturate" values="0.68"/><feColorMatrix type="matrix" values="1.02 0.04 0 0 0.01  0.02 0.98 0.02 0 0.005  0 0.05 0.9 0 0  0 0 0 1 0" result="natural"/>
  <feGaussianBlur in="SourceAlpha" stdDeviation="22" result="edges"/><feGaussianBlur in="SourceAlpha" stdDeviation="60" result="broad"/><feComposite in="edges" in2="broad" operator="arithmetic" k2="0.55" k3="0.6" result="volume"/>
  <feDiffuseLighting in="volume" surfaceScale="16" diffuseConstant="1.05" lighting-color="#fff0da" result="key"><feDistantLight azimuth="225" elevation="42"/></feDiffuseLighting>
  <feDiffuseLighting in="volume" surfaceScale="16" diffuseConstant="0.45" lighting-color="#a9bcd6" result="fill"><feDistantLight azimuth="330" elevation="30"/></feDiffuseLighting>
  <feComposite in="key" in2="fill" operator="arithmetic" k2="0.82" k3="0.5" result="light"/>
  <feComposite in="natural" in2="light" operator="arithmetic" k1="1.4" result="textured"/>
  <feGaussianBlur in="SourceAlpha" stdDeviation="6" result="relief"/>
  <feSpecularLighting in="relief" surfaceScale="6" specularConstant="0.8" specularExponent="26" lighting-color="#fff8ee" result="spec"><feDistantLight azimuth="225" elevation="48"/></feSpecularLighting>
  <feComposite in="spec" in2="SourceAlpha" operator="in" result="shine"/>
  <feGaussianBlur in="SourceAlpha" stdDeviation="10"/><feComposite in="SourceAlpha" operator="arithmetic" k2="-1" k3="1" result="rim"/>
  <feFlood flood-color="#1a120c" flood-opacity="0.6"/><feComposite in2="rim" operator="in" result="occlusion"/>
  <feMerge result="lit"><feMergeNode in="textured"/><feMergeNode in="occlusion"/></feMerge>
  <feOffset in="SourceAlpha" dx="-5" dy="7" result="lower"/><feComposite in="SourceAlpha" in2="lower" operator="out" result="topEdge"/><feGaussianBlur in="topEdge" stdDeviation="3" result="rimSoft"/><feFlood flood-color="#fff4e2" flood-opacity="0.5"/><feComposite in2="rimSoft" operator="in" result="backlight"/>
  <feMerge result="rimmed"><feMergeNode in="lit"/><feMergeNode in="backlight"/></feMerge><feComposite in="shine" in2="rimmed" operator="arithmetic" k2="0.4" k3="1"/>
  <feComposite in2="SourceAlpha" operator="in"/><feGaussianBlur stdDeviation="0.6"/></filter>`

/**
 * The whole picture as a print of a photograph: a gentle film curve (lifted blacks, rolled-off highlights),
 * the lens's vignette, and fine monochrome grain, only where the picture has paint (the shirt stays clear).
 */
const FILM = `<filter id="film" x="${CX - R - 40}" y="${CY - R - 40}" width="${2 * R + 80}" height="${SIZE - (CY - R - 40)}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
  <feComponentTransfer><feFuncR type="table" tableValues="0.04 0.2 0.47 0.74 0.93"/><feFuncG type="table" tableValues="0.035 0.19 0.46 0.73 0.92"/><feFuncB type="table" tableValues="0.05 0.2 0.45 0.7 0.88"/></feComponentTransfer></filter>`

/**
 * Noise is drawn once on a small tile that repeats seamlessly (a pattern), not over the whole picture: fine grain
 * (mid-grey on average, so laid over the picture it changes no tone), and a material's bump texture lit by the key.
 */
const TILE = 128
const NOISE = `<filter id="grain-noise" x="0" y="0" width="${TILE}" height="${TILE}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="1" seed="3" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0 0 0 0 1"/></filter>
  <pattern id="grain" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse"><rect width="${TILE}" height="${TILE}" filter="url(#grain-noise)"/></pattern>
  <filter id="bump-noise" x="0" y="0" width="${TILE}" height="${TILE}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.6" numOctaves="2" seed="11" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0.33 0.33 0.33 0 0"/><feDiffuseLighting surfaceScale="1.6" diffuseConstant="1" lighting-color="#ffffff"><feDistantLight azimuth="225" elevation="55"/></feDiffuseLighting><feColorMatrix type="matrix" values="1.5 0 0 0 -0.73  0 1.5 0 0 -0.73  0 0 1.5 0 -0.73  0 0 0 0 1"/></filter>
  <pattern id="bumps" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse"><rect width="${TILE}" height="${TILE}" filter="url(#bump-noise)"/></pattern>
  <filter id="white" ${filterBox}><feFlood flood-color="#fff"/><feComposite in2="SourceAlpha" operator="in"/></filter>`

/** The defs and body of a Hyper-realistic illustration. */
export function photograph(input: PhotoInput): { defs: string; body: string } {
  const { p, night, sunlit, layers, behind, shadow, art, random } = input
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.75" stop-color="${p.sky[1]}"/></linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.28" r="0.55"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.95"/><stop offset="0.35" stop-color="${p.sun}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
    <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.66" stop-color="#f4f1ea" stop-opacity="${night ? 0.08 : 0.3}"/><stop offset="0.8" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
    <radialGradient id="lens" cx="0.5" cy="0.46" r="0.5"><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
    <linearGradient id="foreground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
    <filter id="far" ${filterBox}><feGaussianBlur stdDeviation="16"/></filter><filter id="near" ${filterBox}><feGaussianBlur stdDeviation="9"/></filter>
    <filter id="cast" ${filterBox}><feGaussianBlur stdDeviation="16"/></filter><filter id="contact" ${filterBox}><feGaussianBlur stdDeviation="3.5"/></filter>
    <linearGradient id="falloff" gradientUnits="userSpaceOnUse" x1="0" y1="${GROUND - 520}" x2="0" y2="${GROUND}"><stop offset="0" stop-color="#000"/><stop offset="0.55" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient>
    <mask id="lower" maskUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="url(#falloff)"/></mask>
    <filter id="shade" ${filterBox}><feFlood flood-color="#120c08" flood-opacity="0.38"/><feComposite in2="SourceAlpha" operator="in"/></filter>
    <mask id="subjects" maskUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}"><g filter="url(#white)">${art}</g></mask>
    ${SUBJECT}${FILM}${NOISE}`
  // Depth of field: the sky and far scenery very soft, the ground nearer the subjects less so; the subjects sharp.
  const scene = `<g clip-path="url(#badge)"><rect width="${SIZE}" height="${SIZE}" fill="url(#sky)"/>${sunlit ? `<rect width="${SIZE}" height="${SIZE}" fill="url(#glow)"/>` : ''}${night ? `<g filter="url(#near)" opacity="0.9">${stars(random, 50, '#fffbe8')}</g>` : ''}<g filter="url(#far)">${layers}</g><rect width="${SIZE}" height="${SIZE}" fill="url(#haze)"/><rect y="${GROUND - 60}" width="${SIZE}" height="${SIZE - GROUND + 60}" fill="url(#foreground)"/></g>`
  const shadows = `<g fill="#000" opacity="0.45" filter="url(#cast)" transform="translate(40 0)">${shadow}</g><g fill="#0b0806" opacity="0.75" filter="url(#contact)" transform="translate(0 ${GROUND}) scale(1 0.4) translate(0 ${-GROUND})">${shadow}</g>`
  // The material's texture over the subjects only, and the film's grain over the whole photograph (overlay: grey
  // changes nothing, lighter and darker specks lift and sink the tone).
  const texture = `<rect width="${SIZE}" height="${SIZE}" fill="url(#bumps)" mask="url(#subjects)" opacity="0.55" style="mix-blend-mode:overlay"/>`
  const grain = `<circle cx="${CX}" cy="${CY}" r="${R}" fill="url(#grain)" opacity="0.3" style="mix-blend-mode:overlay"/>`
  const vignette = `<circle cx="${CX}" cy="${CY}" r="${R}" fill="url(#lens)"/>`
  return {
    defs,
    body: `<g filter="url(#film)">${scene}${behind}${vignette}${shadows}<g filter="url(#photo)">${art}</g><g mask="url(#lower)"><g filter="url(#shade)">${art}</g></g>${texture}</g>${grain}`,
  }
}
