// The pieces an offline illustration (illustration.ts) is built from: the picture's geometry, the scene
// a prompt suggests, each style's day and night palette, scenery layers (ridges, peaks, skyline, waves,
// trees, stars, clouds) and the SVG filters the styles draw with. Pure.
import type { Style } from '../../styles.ts'
import type { Palette, SceneKind } from './scene-setting.ts'
import { f, type Random } from './svg.ts'

export const SIZE = 1024
export const CX = 512
export const CY = 470
export const R = 400
/** Where the subjects stand. */
export const GROUND = 790

const SCENE_WORDS: Record<'space' | 'ocean' | 'city' | 'mountains' | 'forest', RegExp> = {
  space: /\b(space|galaxy|planet|astronaut|cosmic|universe|rocket|alien|ufo|stars?)\b/,
  ocean: /\b(ocean|sea|waves?|surf\w*|beach|island|sail\w*|boat|whale|shark|dolphin|octopus|mermaid|fish)\b/,
  city: /\b(city|street|neon|cyberpunk|tokyo|skyline|urban|motorbike|motorcycle|car|robot|downtown)\b/,
  mountains: /\b(mountains?|hik\w*|alps|snow\w*|peak|volcano|cabin|ski\w*)\b/,
  forest: /\b(forest|woods?|trees?|oak|pine|camp\w*|fox|bear|deer|owl|wolf)\b/,
}

export function sceneFor(prompt: string): { kind: SceneKind; night: boolean } {
  const text = prompt.toLowerCase()
  const kind = (Object.keys(SCENE_WORDS) as Array<keyof typeof SCENE_WORDS>).find((k) => SCENE_WORDS[k].test(text)) ?? 'meadow'
  const night = /\b(night|moon\w*|stars?|neon|midnight|galaxy|space|cyberpunk)\b/.test(text)
  return { kind, night }
}

export const PALETTES: Record<Style, { day: Palette; night: Palette }> = {
  'Ghibli-inspired': {
    day: { sky: ['#7cc3ee', '#fdf0d2'], far: '#a7d5a0', mid: '#71b46d', near: '#3f8a4f', sun: '#fff6cf' },
    night: { sky: ['#2b3f78', '#8c7fb8'], far: '#4f6d8f', mid: '#39597a', near: '#223f5c', sun: '#fff4c4' },
  },
  'Hyper-realistic': {
    day: { sky: ['#4d7eb2', '#e6e4dc'], far: '#93a2a6', mid: '#6f7d5c', near: '#4d5738', sun: '#fff1cf' },
    night: { sky: ['#040813', '#1d2d4c'], far: '#22304a', mid: '#161f2e', near: '#0c121b', sun: '#f4f1e3' },
  },
  'Studio Lighting': {
    day: { sky: ['#2b2b33', '#0d0d12'], far: '#3a3a44', mid: '#26262e', near: '#17171c', sun: '#ffffff' },
    night: { sky: ['#2b2b33', '#0d0d12'], far: '#3a3a44', mid: '#26262e', near: '#17171c', sun: '#ffffff' },
  },
  Minimalist: {
    day: { sky: ['#f2e6d8', '#f2e6d8'], far: '#d9c4ae', mid: '#c9785b', near: '#2f3a4a', sun: '#e9a15b' },
    night: { sky: ['#dfe4ec', '#dfe4ec'], far: '#b7c2d3', mid: '#5b6f8f', near: '#243047', sun: '#f0c674' },
  },
  Isometric: {
    day: { sky: ['#cfe8ff', '#cfe8ff'], far: '#8fd18a', mid: '#5fae5b', near: '#8a5a3b', sun: '#ffd166' },
    night: { sky: ['#2b3560', '#2b3560'], far: '#5b7fa6', mid: '#3e6088', near: '#473a5c', sun: '#f6f0c4' },
  },
  'Flat Design': {
    day: { sky: ['#ffcf5c', '#ffcf5c'], far: '#f7a541', mid: '#e4572e', near: '#29335c', sun: '#fff3d6' },
    night: { sky: ['#3d5a98', '#3d5a98'], far: '#2f4a80', mid: '#253b66', near: '#1a2a4a', sun: '#ffe29a' },
  },
  Watercolor: {
    day: { sky: ['#9fd0f0', '#fbe3cf'], far: '#b9d7b0', mid: '#8bbf94', near: '#5f9c84', sun: '#ffd59e' },
    night: { sky: ['#5d6fb0', '#c0a6d8'], far: '#7d8fbf', mid: '#5f73a8', near: '#46598c', sun: '#fff1c9' },
  },
  Cyberpunk: {
    day: { sky: ['#12002b', '#3a0a5e'], far: '#ff2bd6', mid: '#00e5ff', near: '#0a0016', sun: '#ff3ea5' },
    night: { sky: ['#12002b', '#3a0a5e'], far: '#ff2bd6', mid: '#00e5ff', near: '#0a0016', sun: '#ff3ea5' },
  },
  'Paper Cut-Out': {
    day: { sky: ['#bfe3f2', '#bfe3f2'], far: '#9fd3a8', mid: '#64b883', near: '#2f8f6b', sun: '#ffcf56' },
    night: { sky: ['#34396e', '#34396e'], far: '#4b5a9a', mid: '#3a4a86', near: '#26336a', sun: '#f7e7a1' },
  },
  'Line Art': {
    day: { sky: ['#ffffff', '#ffffff'], far: '#000000', mid: '#000000', near: '#000000', sun: '#000000' },
    night: { sky: ['#ffffff', '#ffffff'], far: '#000000', mid: '#000000', near: '#000000', sun: '#000000' },
  },
}

/** Rolling ground that ends at the badge's bottom. */
function ridge(random: Random, y: number, amplitude: number, bumps: number) {
  const step = (2 * R + 200) / bumps
  let d = `M${CX - R - 100},${y}`
  for (let i = 0; i < bumps; i++) {
    const x = CX - R - 100 + step * (i + 1)
    const cy = y + (random.next() - 0.5) * 2 * amplitude
    d += ` Q${f(x - step / 2)},${f(cy)} ${f(x)},${f(y + (random.next() - 0.5) * amplitude * 0.6)}`
  }
  return `${d} L${CX + R + 100},${SIZE} L${CX - R - 100},${SIZE} Z`
}

function peaks(random: Random, y: number, height: number, count: number) {
  const step = (2 * R + 200) / count
  let d = `M${CX - R - 100},${y}`
  for (let i = 0; i < count; i++) {
    const x0 = CX - R - 100 + step * i
    d += ` L${f(x0 + step / 2 + (random.next() - 0.5) * step * 0.3)},${f(y - height * (0.6 + random.next() * 0.5))} L${f(x0 + step)},${f(y)}`
  }
  return `${d} L${CX + R + 100},${SIZE} L${CX - R - 100},${SIZE} Z`
}

export function skyline(random: Random, y: number, height: number) {
  let d = `M${CX - R - 60},${y}`
  let x = CX - R - 60
  while (x < CX + R + 60) {
    const w = 40 + random.next() * 60
    const h = height * (0.35 + random.next() * 0.65)
    d += ` L${f(x)},${f(y - h)} L${f(x + w)},${f(y - h)} L${f(x + w)},${f(y)}`
    x += w + 6
  }
  return `${d} L${f(x)},${SIZE} L${CX - R - 60},${SIZE} Z`
}

function waves(random: Random, y: number, amplitude: number) {
  let d = `M${CX - R - 100},${y}`
  for (let x = CX - R - 100; x < CX + R + 100; x += 80) {
    d += ` q20,${f(-amplitude * (0.7 + random.next() * 0.6))} 40,0 t40,0`
  }
  return `${d} L${CX + R + 100},${SIZE} L${CX - R - 100},${SIZE} Z`
}

/** The scene's far, middle and near layers for its kind. */
export function sceneLayers(kind: SceneKind, random: Random): [string, string, string] {
  switch (kind) {
    case 'mountains':
      return [peaks(random, 640, 300, 3), peaks(random, 700, 180, 5), ridge(random, 770, 20, 3)]
    case 'ocean':
      return [waves(random, 640, 16), waves(random, 700, 22), waves(random, 770, 26)]
    case 'city':
      return [skyline(random, 680, 300), skyline(random, 730, 160), ridge(random, 780, 6, 2)]
    case 'space':
      return [
        `M${CX - R},${720} A${R * 1.4},${R * 0.5} 0 0 1 ${CX + R},720 L${CX + R},${SIZE} L${CX - R},${SIZE} Z`,
        ridge(random, 760, 24, 4),
        ridge(random, 800, 10, 3),
      ]
    case 'forest':
    case 'jungle':
      return [ridge(random, 640, 40, 4), trees(random, 700, kind === 'jungle' ? 170 : 120), ridge(random, 770, 18, 3)]
    case 'moon':
    case 'mars':
      return [ridge(random, 700, 30, 3), ridge(random, 740, 20, 4), ridge(random, 780, 10, 3)]
    case 'underwater':
      return [ridge(random, 720, 30, 4), ridge(random, 760, 24, 5), ridge(random, 790, 12, 3)]
    case 'beach':
      return [waves(random, 660, 12), waves(random, 700, 14), ridge(random, 760, 10, 2)]
    case 'lake':
      return [trees(random, 660, 70), waves(random, 690, 3), waves(random, 760, 5)]
    case 'desert':
      return [ridge(random, 650, 60, 2), ridge(random, 710, 45, 3), ridge(random, 775, 20, 2)]
    default:
      return [ridge(random, 640, 50, 3), ridge(random, 710, 36, 4), ridge(random, 775, 16, 3)]
  }
}

function trees(random: Random, y: number, height: number) {
  let d = ''
  for (let x = CX - R - 40; x < CX + R + 40; x += 46 + random.next() * 30) {
    const h = height * (0.6 + random.next() * 0.5)
    d += `M${f(x - h * 0.28)},${y} L${f(x)},${f(y - h)} L${f(x + h * 0.28)},${y} Z `
  }
  return `${d} M${CX - R - 60},${y} L${CX + R + 60},${y} L${CX + R + 60},${SIZE} L${CX - R - 60},${SIZE} Z`
}

export function stars(random: Random, count: number, color: string, maxY = 620) {
  return Array.from({ length: count }, () => {
    const a = random.next() * Math.PI * 2
    const d = Math.sqrt(random.next()) * R
    const y = CY + Math.sin(a) * d
    if (y > maxY) return ''
    return `<circle cx="${f(CX + Math.cos(a) * d)}" cy="${f(y)}" r="${f(1.5 + random.next() * 3)}" fill="${color}" opacity="${f(0.5 + random.next() * 0.5)}"/>`
  }).join('')
}

export function clouds(random: Random, color: string, opacity: number) {
  return Array.from({ length: 3 }, (_, i) => {
    const x = CX - 260 + i * 250 + random.next() * 60
    const y = CY - 230 + random.next() * 120
    const s = 50 + random.next() * 30
    return `<g fill="${color}" opacity="${opacity}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.8)}" ry="${f(s * 0.7)}"/><circle cx="${f(x - s * 0.5)}" cy="${f(y - s * 0.3)}" r="${f(s * 0.75)}"/><circle cx="${f(x + s * 0.4)}" cy="${f(y - s * 0.5)}" r="${f(s)}"/></g>`
  }).join('')
}

/** Filters work on the filtered group's own box plus a margin for glows and shadows, not the whole canvas. */
export const filterBox = `x="-0.15" y="-0.15" width="1.3" height="1.3"`

export const silhouette = (id: string, color: string, extra = '') =>
  `<filter id="${id}" ${filterBox}><feFlood flood-color="${color}"/><feComposite in2="SourceAlpha" operator="in"/>${extra}</filter>`

/** Maps the picture's lightness onto a few flat tones (a posterised tritone). */
export function toneFilter(id: string, tones: string[], extra = '', box = filterBox) {
  const channel = (k: 0 | 1 | 2) => tones.map((t) => f(parseInt(t.slice(1 + k * 2, 3 + k * 2), 16) / 255)).join(' ')
  return `<filter id="${id}" ${box} color-interpolation-filters="sRGB">
    <feColorMatrix type="matrix" values="0.3 0.59 0.11 0 0  0.3 0.59 0.11 0 0  0.3 0.59 0.11 0 0  0 0 0 1 0"/>
    <feComponentTransfer><feFuncR type="discrete" tableValues="${channel(0)}"/><feFuncG type="discrete" tableValues="${channel(1)}"/><feFuncB type="discrete" tableValues="${channel(2)}"/></feComponentTransfer>${extra}</filter>`
}
