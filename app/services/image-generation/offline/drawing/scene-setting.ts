// The setting of a scene plan drawn behind its subjects (storm clouds, rain and lightning, snow, a night
// sky with moon and stars, a dusk or dawn sky, the moon's cratered ground, bubbles under water…) and the
// requested words lettered on a ribbon across the badge. SVG in the illustration's 1024-unit viewBox.
import type { SceneSetting } from '../plan/types.ts'
import type { Style } from '../../styles.ts'
import { escapeXml, f, mix, type Random } from './svg.ts'

export type SceneKind =
  | 'forest'
  | 'ocean'
  | 'lake'
  | 'space'
  | 'city'
  | 'mountains'
  | 'meadow'
  | 'moon'
  | 'mars'
  | 'underwater'
  | 'beach'
  | 'desert'
  | 'jungle'

/** Places off the Earth (space, the moon, Mars): no day sky there, and the sky is black with stars. */
export function isOffWorld(place: string | undefined): boolean {
  return place === 'space' || place === 'moon' || place === 'mars'
}

/** A style's colours for the sky, three ground layers and the sun. */
export interface Palette {
  sky: [string, string]
  far: string
  mid: string
  near: string
  sun: string
}

const CX = 512
const CY = 470
const R = 400
/** The illustration's viewBox: 1024 units square. */
const SIZE = 1024

/** The backdrop the setting asks for, or the one the prompt's words suggest. */
export function backdropKind(setting: SceneSetting, fallback: SceneKind): SceneKind {
  switch (setting.place) {
    case 'sea':
      return 'ocean'
    case undefined:
      return setting.weather === 'snow' && fallback === 'meadow' ? 'mountains' : fallback
    default:
      return setting.place
  }
}

/** Styles whose colours are their own (a studio, neon, one ink): the setting shows only in its marks. */
const OWN_COLOURS = new Set<Style>(['Studio Lighting', 'Cyberpunk', 'Line Art', 'Minimalist'])

/** The palette recoloured for the time of day, the weather and the place. */
export function settingPalette(p: Palette, setting: SceneSetting, kind: SceneKind, style: Style): Palette {
  if (OWN_COLOURS.has(style)) return p
  let out = { ...p }
  const ground = (far: string, mid: string, near: string) => (out = { ...out, far, mid, near })
  switch (kind) {
    case 'moon':
      out.sky = ['#05060f', '#1b1f3a']
      ground('#6f7380', '#8d919c', '#b3b6bf')
      break
    case 'mars':
      out.sky = ['#2a0f0a', '#8a3b22']
      ground('#8f3f24', '#b4532f', '#d9784a')
      break
    case 'underwater':
      out.sky = ['#0a4f7a', '#3fb3d9']
      ground('#1f7a8c', '#2a9d8f', '#e9c46a')
      break
    case 'beach':
      ground('#3fa7d6', '#7cc6ea', '#f2d49b')
      break
    // Open water is blue in every style that keeps nature's colours (a style's own far, middle and near
    // colours are its land's: green waves read as hills).
    case 'ocean':
      ground('#3d86b8', '#3478a8', '#2a6894')
      break
    // A lake: the far shore's trees, then calm water to the front.
    case 'lake':
      ground(mix(p.far, '#2d6a4f', 0.5), '#5b9cc4', '#4a8bb5')
      break
    case 'desert':
      ground('#e9b872', '#dda15e', '#bc6c25')
      break
    case 'jungle':
      ground('#40916c', '#2d6a4f', '#1b4332')
      break
  }
  if (setting.time === 'dusk') out = { ...out, sky: ['#4b3b7a', '#ff9966'], sun: '#ffb35c' }
  if (setting.time === 'dawn') out = { ...out, sky: ['#8fb8e8', '#ffc4a8'], sun: '#fff0b0' }
  if (setting.weather === 'storm') {
    const dark = (c: string) => mix(c, '#1d2230', 0.45)
    out = { ...out, sky: ['#1f2430', '#55607a'], far: dark(out.far), mid: dark(out.mid), near: dark(out.near) }
  }
  if (setting.weather === 'rain') {
    const grey = (c: string) => mix(c, '#6b7785', 0.3)
    out = { ...out, sky: ['#5f6b7a', '#aeb8c4'], far: grey(out.far), mid: grey(out.mid), near: grey(out.near) }
  }
  if (setting.weather === 'snow') out = { ...out, sky: ['#a9c1da', '#eef3f8'], far: '#e3ecf5', mid: '#cfdbe8', near: '#f7fbff' }
  return out
}

function cloud(x: number, y: number, s: number, paint: string) {
  return `<g ${paint}><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.8)}" ry="${f(s * 0.65)}"/><circle cx="${f(x - s * 0.6)}" cy="${f(y - s * 0.35)}" r="${f(s * 0.7)}"/><circle cx="${f(x + s * 0.35)}" cy="${f(y - s * 0.55)}" r="${f(s)}"/></g>`
}

/** A cloud's place and size: x, y, scale. */
type Puffs = [number, number, number]

/**
 * Clouds in one ink (Line Art): the outline of them all together, as a pen would draw it, not of each puff, whose
 * outlines would cross inside the cloud. The line is drawn twice as wide and masked by the clouds' own shape, so
 * only its outer half stays, outside them.
 */
function inkedClouds(clouds: Puffs[], ink: string) {
  const shapes = clouds.map(([x, y, s]) => cloud(x, y, s, '')).join('')
  return `<mask id="cloud-inside" maskUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#fff"/><g fill="#000">${shapes}</g></mask><g mask="url(#cloud-inside)" fill="none" stroke="${ink}" stroke-width="12">${shapes}</g>`
}

/** The setting's marks; `ink` draws them as strokes in one colour (Line Art). */
export function settingMarks(setting: SceneSetting, kind: SceneKind, random: Random, ink: string | null): string {
  const fill = (colour: string, width = 6) =>
    ink ? `fill="none" stroke="${ink}" stroke-width="${width}" stroke-linejoin="round"` : `fill="${colour}"`
  const stroke = (colour: string, width: number) => `stroke="${ink ?? colour}" stroke-width="${width}" stroke-linecap="round"`
  const out: string[] = []
  const night = setting.time === 'night' || (!setting.time && isOffWorld(kind))
  if (night || isOffWorld(kind)) {
    // A crescent moon high on the left and a scatter of stars.
    out.push(
      `<path d="M${CX - 250},${CY - 270} a78,78 0 1 0 70,118 a62,62 0 1 1 -70,-118 Z" ${fill('#fff4c4')}/>`,
      ...Array.from({ length: 26 }, () => {
        const x = CX - R + random.next() * 2 * R
        const y = CY - R + 60 + random.next() * 300
        const r = 2.5 + random.next() * 4
        return `<path d="M${f(x)},${f(y - r * 2)} L${f(x + r * 0.5)},${f(y - r * 0.5)} L${f(x + r * 2)},${f(y)} L${f(x + r * 0.5)},${f(y + r * 0.5)} L${f(x)},${f(y + r * 2)} L${f(x - r * 0.5)},${f(y + r * 0.5)} L${f(x - r * 2)},${f(y)} L${f(x - r * 0.5)},${f(y - r * 0.5)} Z" ${ink ? `fill="${ink}"` : 'fill="#fffbe0"'}/>`
      }),
    )
  }
  if (kind === 'moon') {
    // The Earth in the black sky; craters on the grey ground.
    out.push(
      `<circle cx="${CX + 210}" cy="${CY - 200}" r="58" ${fill('#3d8bd9')}/>`,
      ink
        ? ''
        : `<path d="M${CX + 180},${CY - 230} q30,-10 40,15 q-10,25 -35,15 z M${CX + 220},${CY - 180} q25,0 25,25 q-20,5 -30,-10 z" fill="#5cb85c"/>`,
      ...[
        [CX - 250, 810, 70],
        [CX + 220, 830, 55],
        [CX - 40, 860, 45],
        [CX + 300, 760, 35],
      ].map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.32}" ${fill('#7d818c', 4)}/>`),
    )
  }
  if (kind === 'mars') {
    // Craters on the red ground and a small far sun.
    out.push(
      `<circle cx="${CX + 220}" cy="${CY - 200}" r="26" ${fill('#fff1c9')}/>`,
      ...[
        [CX - 250, 810, 60],
        [CX + 230, 835, 50],
        [CX + 300, 765, 30],
      ].map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.32}" ${fill('#8a3a20', 4)}/>`),
    )
  }
  if (kind === 'space') {
    out.push(
      `<circle cx="${CX + 230}" cy="${CY - 190}" r="50" ${fill('#f4a259')}/><ellipse cx="${CX + 230}" cy="${CY - 190}" rx="92" ry="20" fill="none" ${stroke('#ffe0b3', 10)} transform="rotate(-18 ${CX + 230} ${CY - 190})"/>`,
    )
  }
  if (kind === 'underwater') {
    out.push(
      ...Array.from({ length: 14 }, () => {
        const x = CX - 330 + random.next() * 660
        const y = CY - 300 + random.next() * 420
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(6 + random.next() * 14)}" fill="none" ${stroke('#e6fbff', 4)} opacity="0.85"/>`
      }),
      ...[CX - 320, CX - 270, CX + 280, CX + 330].map(
        (x, i) =>
          `<path d="M${x},880 q-30,-60 0,-120 q30,-60 0,-${120 + i * 20}" fill="none" ${stroke(i % 2 ? '#2e8b57' : '#3fb37f', 16)}/>`,
      ),
    )
  }
  if (kind === 'desert') {
    out.push(
      ...[
        [CX - 300, 700, 0.9],
        [CX + 320, 720, 0.7],
      ].map(
        ([x, y, s]) =>
          `<path d="M${x - 12 * s},${y} v-${110 * s} a12,12 0 0 1 ${24 * s},0 v${110 * s} Z M${x - 12 * s},${y - 50 * s} h-${22 * s} v-${35 * s} a9,9 0 0 1 ${18 * s},0 v${18 * s} h${4 * s} Z M${x + 12 * s},${y - 65 * s} h${22 * s} v-${30 * s} a9,9 0 0 0 -${18 * s},0 v${14 * s} h-${4 * s} Z" ${fill('#4f8f4a', 4)}/>`,
      ),
    )
  }
  if (kind === 'jungle') {
    out.push(
      ...[
        [CX - R + 20, CY - 120, 40],
        [CX - R + 40, CY + 60, 20],
        [CX + R - 20, CY - 80, 140],
        [CX + R - 40, CY + 100, 160],
      ].map(
        ([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="150" ry="48" ${fill('#2d6a4f', 5)} transform="rotate(${a} ${x} ${y})"/>`,
      ),
    )
  }
  if (setting.time === 'sunny') {
    out.push(
      `<g ${stroke('#ffb703', 12)}>${Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * Math.PI * 2
        return `<line x1="${f(CX + 210 + Math.cos(a) * 95)}" y1="${f(CY - 190 + Math.sin(a) * 95)}" x2="${f(CX + 210 + Math.cos(a) * 135)}" y2="${f(CY - 190 + Math.sin(a) * 135)}"/>`
      }).join('')}</g><circle cx="${CX + 210}" cy="${CY - 190}" r="72" ${fill('#ffd23f')}/>`,
    )
  }
  // A low sun on the horizon (not in one ink, where its outline would cut through the subjects).
  if ((setting.time === 'dusk' || setting.time === 'dawn') && !ink) {
    // For dusk, a few birds flying home.
    const colour = setting.time === 'dusk' ? '#ff7b39' : '#ffc36b'
    // A setting sun: its upper half whole, its lower half in thinning bands, so it reads as a sun going down even
    // where no hills hide its lower half (Minimalist, Studio Lighting, Isometric), never as a stray disc.
    const [sx, sy, r] = [CX + 200, CY + 130, 95]
    out.push(
      `<clipPath id="low-sun"><circle cx="${sx}" cy="${sy}" r="${r}"/></clipPath><g clip-path="url(#low-sun)" ${fill(colour)} opacity="0.95"><rect x="${sx - r}" y="${sy - r}" width="${2 * r}" height="${r + 6}"/><rect x="${sx - r}" y="${sy + 22}" width="${2 * r}" height="18"/><rect x="${sx - r}" y="${sy + 54}" width="${2 * r}" height="11"/></g>`,
    )
    if (setting.time === 'dusk')
      out.push(
        `<g fill="none" ${stroke('#2b2240', 6)}>${[
          [CX - 200, CY - 180],
          [CX - 140, CY - 220],
          [CX - 90, CY - 170],
        ]
          .map(([x, y]) => `<path d="M${x - 22},${y - 8} q11,-10 22,4 q11,-14 22,-4"/>`)
          .join('')}</g>`,
      )
  }
  if (setting.weather === 'storm' || setting.weather === 'rain') {
    const storm = setting.weather === 'storm'
    const grey = storm ? '#3b4150' : '#8a95a3'
    const clouds: Puffs[] = [
      [CX - 200, CY - 250, 80],
      [CX + 60, CY - 290, 95],
      [CX + 250, CY - 230, 75],
    ]
    out.push(
      ink
        ? inkedClouds(clouds, ink)
        : clouds.map(([x, y, s], i) => cloud(x, y, s, fill(i === 1 ? mix(grey, '#000000', 0.15) : grey))).join(''),
      `<g ${stroke(storm ? '#cfd8e3' : '#e3ecf5', 6)} opacity="0.8">${Array.from({ length: storm ? 46 : 34 }, () => {
        const x = CX - R + random.next() * 2 * R
        const y = CY - 200 + random.next() * 560
        return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - 14)}" y2="${f(y + 44)}"/>`
      }).join('')}</g>`,
    )
    if (storm)
      out.push(
        // The bolt strikes at the left, clear of the subjects in the middle.
        `<path d="M${CX - 230},${CY - 230} L${CX - 300},${CY - 90} L${CX - 250},${CY - 90} L${CX - 320},${CY + 60} L${CX - 180},${CY - 120} L${CX - 235},${CY - 120} L${CX - 175},${CY - 230} Z" ${fill('#ffe14d', 5)}/>`,
      )
  }
  if (setting.weather === 'snow') {
    out.push(
      ...Array.from({ length: 60 }, () => {
        const x = CX - R + random.next() * 2 * R
        const y = CY - R + 40 + random.next() * 720
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(4 + random.next() * 7)}" ${ink ? `fill="${ink}"` : 'fill="#ffffff"'} opacity="0.95"/>`
      }),
    )
  }
  return out.join('')
}

/** The words to letter on a ribbon across the bottom of the badge: one or two lines, sized to fit. */
export function textBanner(text: string, style: Style, shirtHex: string, p: Palette): string {
  const words = text.trim().split(/\s+/)
  let lines = [words.join(' ')]
  if (lines[0].length > 16 && words.length > 1) {
    // Two lines, split where they come out most even.
    let best = 1
    for (let k = 1; k < words.length; k++) {
      const a = words.slice(0, k).join(' ').length
      const b = words.slice(k).join(' ').length
      const bestA = words.slice(0, best).join(' ').length
      const bestB = words.slice(best).join(' ').length
      if (Math.max(a, b) < Math.max(bestA, bestB)) best = k
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')]
  }
  const longest = Math.max(...lines.map((line) => line.length))
  // DejaVu Sans Bold's letters average about 0.68 em; the ribbon's face is 660 units wide.
  const size = Math.min(lines.length > 1 ? 62 : 80, 640 / (0.68 * Math.max(longest, 4)))
  const height = lines.length * size * 1.12 + 36
  const top = 905 - height
  const left = CX - 360
  const right = CX + 360
  const lineArt = style === 'Line Art'
  const neon = style === 'Cyberpunk'
  const ink = lineArt ? (parseInt(shirtHex.slice(1, 3), 16) > 140 ? '#1d1d22' : '#f5f3ee') : '#1f2330'
  // In Line Art the ribbon is the shirt's own colour, so lines behind it stop at its edge.
  const face = lineArt ? shirtHex : neon ? '#0a0016' : '#fffaf0'
  const fold = lineArt ? shirtHex : neon ? '#3a0a5e' : mix(p.near, '#000000', 0.15)
  const edge = lineArt ? ink : neon ? '#ff2bd6' : '#1f2330'
  const letters = lineArt ? ink : neon ? '#00e5ff' : '#1f2330'
  const tail = (x: number, d: number) =>
    `<path d="M${x},${f(top + 24)} L${x + d * 90},${f(top + 24)} L${x + d * 60},${f(top + 24 + height / 2)} L${x + d * 90},${f(top + 24 + height)} L${x},${f(top + 24 + height)} Z" fill="${fold}" stroke="${edge}" stroke-width="6" stroke-linejoin="round"/>`
  const rows = lines
    .map(
      (line, i) =>
        `<text x="${CX}" y="${f(top + 18 + size * 0.92 + i * size * 1.12)}" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${f(size)}" fill="${letters}">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<g>${tail(left + 20, -1)}${tail(right - 20, 1)}<rect x="${left}" y="${f(top)}" width="${right - left}" height="${f(height)}" rx="10" fill="${face}" stroke="${edge}" stroke-width="6"/>${rows}</g>`
}
