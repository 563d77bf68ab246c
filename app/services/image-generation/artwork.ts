// The offline generator's artwork: an SVG t-shirt graphic drawn from the prompt and the style.
// Deterministic: the same prompt, style and type always draw the same picture.
import type { DesignType, Style } from '~/modules/design/styles.ts'
import {
  circlePath,
  escapeXml,
  f,
  flowerPaths,
  heartPath,
  hexagonPoints,
  luminance,
  mix,
  peaksPath,
  pinesPath,
  ridgePath,
  seededRandom,
  skylinePath,
  starPath,
  wavePath,
  type Random,
} from './svg.ts'

const SIZE = 1024
const CX = 512
const CY = 440
const R = 340

type Motif = 'mountains' | 'ocean' | 'space' | 'forest' | 'city' | 'flower' | 'heart'
const MOTIF_WORDS: Record<Motif, string[]> = {
  mountains: ['mountain', 'mountains', 'hill', 'peak', 'alps', 'hike', 'hiking', 'climb', 'snow', 'volcano', 'adventure'],
  ocean: ['ocean', 'sea', 'wave', 'waves', 'surf', 'beach', 'water', 'island', 'sail', 'boat', 'fish', 'whale', 'shark', 'dolphin'],
  space: ['space', 'star', 'stars', 'galaxy', 'planet', 'moon', 'rocket', 'astronaut', 'cosmic', 'alien', 'universe', 'night'],
  forest: ['tree', 'trees', 'forest', 'wood', 'woods', 'nature', 'leaf', 'camp', 'camping', 'bear', 'wolf', 'deer', 'fox', 'owl'],
  city: ['city', 'skyline', 'building', 'urban', 'street', 'town', 'tokyo', 'york', 'paris', 'london', 'car', 'robot', 'neon'],
  flower: ['flower', 'flowers', 'rose', 'bloom', 'garden', 'floral', 'spring', 'daisy', 'tulip', 'bee', 'butterfly'],
  heart: ['heart', 'love', 'valentine', 'kiss', 'friend', 'friends', 'mom', 'dad', 'family'],
}
const MOTIFS = Object.keys(MOTIF_WORDS) as Motif[]

const STOPWORDS = new Set(
  'a an the of and or with in on at to for from by is are be my your our their his her its this that these those over under into very some'.split(' '),
)

export function motifFor(prompt: string, random: Random): Motif {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? []
  for (const word of words) {
    const found = MOTIFS.find((m) => MOTIF_WORDS[m].includes(word))
    if (found) return found
  }
  return random.pick(MOTIFS)
}

/** The few words of the prompt that make a caption (at most 3, at most 20 letters). */
export function captionFor(prompt: string) {
  const all = prompt.match(/[\p{L}\p{N}'&-]+/gu) ?? []
  const words = all.filter((w) => !STOPWORDS.has(w.toLowerCase()))
  const picked: string[] = []
  for (const word of words) {
    if ([...picked, word].join(' ').length > 20) break
    picked.push(word)
    if (picked.length === 3) break
  }
  return (picked.length ? picked : all.slice(0, 1)).join(' ').slice(0, 20).toUpperCase()
}

interface Palette {
  skyTop: string
  skyBottom: string
  layers: [string, string, string]
  subject: string
  accent: string
}

const PALETTES: Record<Style, Palette[]> = {
  'Ghibli-inspired': [
    { skyTop: '#8ec9f0', skyBottom: '#fdf1d6', layers: ['#a9d39e', '#6fb36b', '#3f8a4f'], subject: '#fff4c2', accent: '#ffffff' },
    { skyTop: '#f7b9a8', skyBottom: '#fde9c9', layers: ['#b8d8a8', '#7cb97a', '#4d8f5b'], subject: '#fff8e1', accent: '#ffffff' },
  ],
  'Hyper-realistic': [
    { skyTop: '#1d3b63', skyBottom: '#e9a86b', layers: ['#6b7a8f', '#3e4a5c', '#1f2631'], subject: '#ffd27a', accent: '#ffffff' },
    { skyTop: '#0f2a44', skyBottom: '#7fb6d9', layers: ['#5d7285', '#34475a', '#18222e'], subject: '#f4f1e8', accent: '#ffffff' },
  ],
  'Studio Lighting': [
    { skyTop: '#0b0b10', skyBottom: '#2a2833', layers: ['#3b3946', '#55525f', '#8c8799'], subject: '#f3c677', accent: '#fff3d6' },
    { skyTop: '#0d0a0a', skyBottom: '#33201c', layers: ['#4a2f29', '#6e463b', '#a66a55'], subject: '#f7d9b0', accent: '#ffe8c8' },
  ],
  Minimalist: [
    { skyTop: '#f4efe6', skyBottom: '#f4efe6', layers: ['#e0b48f', '#c9785b', '#2d2a32'], subject: '#e4572e', accent: '#2d2a32' },
    { skyTop: '#eef3f1', skyBottom: '#eef3f1', layers: ['#a8c5bb', '#5b8c85', '#22313f'], subject: '#f2a541', accent: '#22313f' },
  ],
  Isometric: [
    { skyTop: '#dff1ff', skyBottom: '#dff1ff', layers: ['#7fd1ae', '#5aa9e6', '#ff8fa3'], subject: '#ffd166', accent: '#3d405b' },
    { skyTop: '#fff3e0', skyBottom: '#fff3e0', layers: ['#f4a261', '#2a9d8f', '#e76f51'], subject: '#e9c46a', accent: '#264653' },
  ],
  'Flat Design': [
    { skyTop: '#ffb347', skyBottom: '#ffb347', layers: ['#ff7f50', '#e6533c', '#7a2e3a'], subject: '#fff2b2', accent: '#2e294e' },
    { skyTop: '#4ecdc4', skyBottom: '#4ecdc4', layers: ['#1a936f', '#114b5f', '#0b2d3a'], subject: '#f7fff7', accent: '#ff6b6b' },
  ],
  Watercolor: [
    { skyTop: '#9fc5e8', skyBottom: '#f9d5e5', layers: ['#b4a7d6', '#8e7cc3', '#674ea7'], subject: '#f6b26b', accent: '#e06666' },
    { skyTop: '#a2d5c6', skyBottom: '#f7e8a4', layers: ['#77b28c', '#4f8a8b', '#2f5d62'], subject: '#f4a261', accent: '#e76f51' },
  ],
  Cyberpunk: [
    { skyTop: '#0a0014', skyBottom: '#2b0040', layers: ['#00f0ff', '#ff2bd6', '#fcee09'], subject: '#ff2bd6', accent: '#00f0ff' },
    { skyTop: '#00060f', skyBottom: '#061a40', layers: ['#39ff14', '#00e5ff', '#ff3864'], subject: '#ff3864', accent: '#39ff14' },
  ],
  'Paper Cut-Out': [
    { skyTop: '#fbe7c6', skyBottom: '#fbe7c6', layers: ['#f6b36b', '#e0794f', '#a4403a'], subject: '#ffffff', accent: '#6b2737' },
    { skyTop: '#dbeafe', skyBottom: '#dbeafe', layers: ['#93c5fd', '#3b82f6', '#1e3a8a'], subject: '#fde68a', accent: '#1e3a8a' },
  ],
  'Line Art': [{ skyTop: '#000000', skyBottom: '#000000', layers: ['#000000', '#000000', '#000000'], subject: '#000000', accent: '#000000' }],
}

interface Scene {
  motif: Motif
  layers: string[]
  subject: string
  subjectFill: 'sun' | 'object'
  sparkles: string
}

function buildScene(random: Random, motif: Motif): Scene {
  const x0 = CX - R - 10
  const x1 = CX + R + 10
  const sunX = random.between(CX - 150, CX + 150)
  const sun = (y: number, r: number) => circlePath(sunX, y, r)
  const sparkles = Array.from({ length: 14 }, () =>
    starPath(random.between(x0 + 60, x1 - 60), random.between(CY - R + 60, CY - 40), random.between(5, 12)),
  ).join(' ')
  switch (motif) {
    case 'mountains':
      return {
        motif,
        layers: [
          peaksPath(random, x0, x1, 560, 250, random.int(3, 4)),
          peaksPath(random, x0, x1, 640, 190, random.int(4, 5)),
          ridgePath(random, x0, x1, 720, 50, 3),
        ],
        subject: sun(random.between(250, 300), random.between(60, 80)),
        subjectFill: 'sun',
        sparkles,
      }
    case 'ocean':
      return {
        motif,
        layers: [
          wavePath(random, x0, x1, 560, 18, 6),
          wavePath(random, x0, x1, 640, 28, 5),
          wavePath(random, x0, x1, 720, 36, 4),
        ],
        subject: sun(random.between(470, 520), random.between(110, 140)),
        subjectFill: 'sun',
        sparkles,
      }
    case 'space': {
      const px = random.between(CX - 60, CX + 60)
      const py = random.between(360, 400)
      const pr = random.between(110, 140)
      return {
        motif,
        layers: [ridgePath(random, x0, x1, 680, 40, 5), ridgePath(random, x0, x1, 730, 30, 4), ridgePath(random, x0, x1, 770, 20, 3)],
        subject: `${circlePath(px, py, pr)} M${f(px - pr * 1.7)},${f(py + 10)} a${f(pr * 1.7)},${f(pr * 0.35)} -12 1,0 ${f(pr * 3.4)},0 a${f(pr * 1.7)},${f(pr * 0.35)} -12 1,0 ${f(-pr * 3.4)},0 Z M${f(px - pr * 1.45)},${f(py + 10)} a${f(pr * 1.45)},${f(pr * 0.22)} -12 1,1 ${f(pr * 2.9)},0 a${f(pr * 1.45)},${f(pr * 0.22)} -12 1,1 ${f(-pr * 2.9)},0 Z`,
        subjectFill: 'object',
        sparkles,
      }
    }
    case 'forest':
      return {
        motif,
        layers: [ridgePath(random, x0, x1, 600, 70, 3), pinesPath(random, x0, x1, 700, 230), ridgePath(random, x0, x1, 730, 35, 4)],
        subject: sun(random.between(260, 310), random.between(55, 75)),
        subjectFill: 'sun',
        sparkles,
      }
    case 'city':
      return {
        motif,
        layers: [skylinePath(random, x0, x1, 680, 300), skylinePath(random, x0, x1, 730, 200), ridgePath(random, x0, x1, 760, 15, 2)],
        subject: sun(random.between(260, 300), random.between(70, 90)),
        subjectFill: 'sun',
        sparkles,
      }
    case 'flower':
      return {
        motif,
        layers: [ridgePath(random, x0, x1, 660, 40, 3), ridgePath(random, x0, x1, 710, 35, 4), ridgePath(random, x0, x1, 760, 25, 3)],
        subject: 'flower',
        subjectFill: 'object',
        sparkles,
      }
    case 'heart':
      return {
        motif,
        layers: [ridgePath(random, x0, x1, 650, 45, 3), ridgePath(random, x0, x1, 710, 40, 4), ridgePath(random, x0, x1, 760, 25, 3)],
        subject: heartPath(CX + random.between(-40, 40), random.between(390, 420), random.between(120, 150)),
        subjectFill: 'object',
        sparkles,
      }
  }
}

function subjectMarkup(scene: Scene, random: Random, attrs: string, centreFill?: string, stemColor = '#3f7a4a') {
  if (scene.subject === 'flower') {
    const cx = CX + random.between(-30, 30)
    const cy = 420
    const r = 150
    const stem = `<path d="M${cx},${cy + 40} C${cx - 30},${cy + 180} ${cx + 20},${cy + 260} ${cx},${CY + R}" fill="none" stroke="${stemColor}" stroke-width="16" stroke-linecap="round"/>`
    return `${stem}<g ${attrs}>${flowerPaths(cx, cy, r, random.int(6, 9)).join('')}</g><circle cx="${f(cx)}" cy="${cy}" r="${r * 0.28}" ${centreFill ? `fill="${centreFill}"` : attrs}/>`
  }
  return `<path d="${scene.subject}" ${attrs}/>`
}

const FONTS = {
  sans: "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif",
  serif: "'DejaVu Serif', 'Liberation Serif', Georgia, serif",
  narrow: "'Liberation Sans Narrow', 'DejaVu Sans Condensed', 'Arial Narrow', sans-serif",
  mono: "'DejaVu Sans Mono', 'Liberation Mono', monospace",
}

/** Ink that reads on the shirt: dark on light shirts, light on dark ones. */
function inkFor(shirtHex: string) {
  return luminance(shirtHex) > 0.55 ? '#1b1b1f' : '#f5f5f0'
}

/** A font size at which `text` fits `width` pixels (capitals are about 0.72em wide in these fonts). */
function fitSize(text: string, width: number, max: number, spacing: number, font: string) {
  const em = font === FONTS.narrow ? 0.52 : font === FONTS.mono ? 0.62 : 0.74
  const n = Math.max(text.length, 1)
  return Math.max(18, Math.min(max, Math.floor((width - spacing * n) / (em * n))))
}

function captionSvg(text: string, options: { y?: number; font: string; fill: string; size?: number; width?: number; weight?: string; extra?: string; spacing?: number; italic?: boolean }) {
  const size = Math.min(options.size ?? 84, fitSize(text, options.width ?? 760, options.size ?? 84, options.spacing ?? 2, options.font))
  return `<text x="${CX}" y="${options.y ?? 905}" text-anchor="middle" font-family="${options.font}" font-size="${size}" font-weight="${options.weight ?? 'bold'}"${options.italic ? ' font-style="italic"' : ''} letter-spacing="${options.spacing ?? 2}" fill="${options.fill}" ${options.extra ?? ''}>${escapeXml(text)}</text>`
}

function wrap(body: string, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${defs}</defs>${body}</svg>`
}

// ----- image designs, one renderer per style -----

type Renderer = (input: { scene: Scene; palette: Palette; random: Random; caption: string; shirtHex: string }) => string

const badgeClip = `<clipPath id="badge"><circle cx="${CX}" cy="${CY}" r="${R}"/></clipPath>`

const renderers: Record<Style, Renderer> = {
  'Ghibli-inspired': ({ scene, palette: p, random, caption }) => {
    const clouds = Array.from({ length: 3 }, () => {
      const x = random.between(CX - 260, CX + 200)
      const y = random.between(CY - 250, CY - 120)
      const s = random.between(0.8, 1.3)
      return `<g fill="#ffffff" opacity="0.92"><circle cx="${f(x)}" cy="${f(y)}" r="${f(34 * s)}"/><circle cx="${f(x + 40 * s)}" cy="${f(y - 18 * s)}" r="${f(44 * s)}"/><circle cx="${f(x + 86 * s)}" cy="${f(y)}" r="${f(36 * s)}"/><rect x="${f(x)}" y="${f(y)}" width="${f(86 * s)}" height="${f(34 * s)}"/></g>`
    }).join('')
    const defs = `${badgeClip}<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
      ${p.layers.map((c, i) => `<linearGradient id="l${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c, '#ffffff', 0.25)}"/><stop offset="1" stop-color="${c}"/></linearGradient>`).join('')}
      <radialGradient id="glow"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.6" stop-color="${p.subject}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.subject}" stop-opacity="0"/></radialGradient>`
    return wrap(
      `<circle cx="${CX}" cy="${CY}" r="${R + 18}" fill="#fffaf0"/><g clip-path="url(#badge)"><rect width="1024" height="1024" fill="url(#sky)"/>
      ${scene.subjectFill === 'sun' ? `<path d="${scene.subject}" fill="url(#glow)" transform="translate(0,0)"/>` : ''}${clouds}
      ${scene.layers.map((d, i) => `<path d="${d}" fill="url(#l${i})"/>`).join('')}
      ${scene.subjectFill === 'object' ? subjectMarkup(scene, random, `fill="#ffd6e0" stroke="#ffffff" stroke-width="6"`, '#ffe08a') : ''}</g>
      <circle cx="${CX}" cy="${CY}" r="${R + 9}" fill="none" stroke="#5b7f56" stroke-width="10"/>
      <path d="M172,850 Q512,800 852,850 L832,905 L852,960 Q512,910 172,960 L192,905 Z" fill="#fffaf0" stroke="#5b7f56" stroke-width="8"/>
      ${captionSvg(caption, { y: 924, font: FONTS.serif, fill: '#3f6b3a', italic: true, size: 60, width: 560 })}`,
      defs,
    )
  },

  'Hyper-realistic': ({ scene, palette: p, random, caption }) => {
    const defs = `${badgeClip}<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="0.75" stop-color="${p.skyBottom}"/></linearGradient>
      ${p.layers.map((c, i) => `<linearGradient id="l${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c, p.skyBottom, 0.35 - i * 0.1)}"/><stop offset="0.55" stop-color="${c}"/><stop offset="1" stop-color="${mix(c, '#000000', 0.45)}"/></linearGradient>`).join('')}
      <radialGradient id="sphere" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.25" stop-color="${p.subject}"/><stop offset="1" stop-color="${mix(p.subject, '#000000', 0.55)}"/></radialGradient>
      <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.6"><stop offset="0.65" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
      <radialGradient id="rim" cx="0.5" cy="0.5" r="0.5"><stop offset="0.9" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.5"/></radialGradient>
      <filter id="haze" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3"/></filter>
      <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="16" stdDeviation="14" flood-opacity="0.55"/></filter>
      <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafafa"/><stop offset="0.48" stop-color="#a9b0b8"/><stop offset="0.52" stop-color="#6b737c"/><stop offset="1" stop-color="#e6e9ec"/></linearGradient>`
    return wrap(
      `<g filter="url(#shadow)"><circle cx="${CX}" cy="${CY}" r="${R}" fill="#111"/></g><g clip-path="url(#badge)"><rect width="1024" height="1024" fill="url(#sky)"/>
      ${subjectMarkup(scene, random, `fill="url(#sphere)"`)}
      ${scene.layers.map((d, i) => `<path d="${d}" fill="url(#l${i})" ${i === 0 ? 'filter="url(#haze)" opacity="0.85"' : ''}/>`).join('')}
      <rect width="1024" height="1024" fill="url(#vignette)"/></g>
      <circle cx="${CX}" cy="${CY}" r="${R}" fill="url(#rim)"/><circle cx="${CX}" cy="${CY}" r="${R + 6}" fill="none" stroke="url(#metal)" stroke-width="14"/>
      ${captionSvg(caption, { y: 900, font: FONTS.sans, fill: 'url(#metal)', extra: 'stroke="#2b2f36" stroke-width="2" filter="url(#shadow)"' })}`,
      defs,
    )
  },

  'Studio Lighting': ({ scene, palette: p, random, caption }) => {
    const defs = `${badgeClip}<radialGradient id="spot" cx="0.5" cy="0.25" r="0.75"><stop offset="0" stop-color="${mix(p.skyBottom, '#ffffff', 0.35)}"/><stop offset="0.55" stop-color="${p.skyBottom}"/><stop offset="1" stop-color="${p.skyTop}"/></radialGradient>
      <linearGradient id="key" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(p.subject, '#000', 0.6)}"/><stop offset="0.7" stop-color="${p.subject}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
      ${p.layers.map((c, i) => `<linearGradient id="l${i}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(c, '#000', 0.7)}"/><stop offset="0.8" stop-color="${c}"/><stop offset="1" stop-color="${mix(c, '#fff', 0.4)}"/></linearGradient>`).join('')}
      <filter id="rimglow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
      <radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
      <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.5" stop-color="${p.subject}"/><stop offset="1" stop-color="#8a5a1c"/></linearGradient>`
    return wrap(
      `<rect x="${CX - R}" y="${CY - R}" width="${2 * R}" height="${2 * R}" rx="48" fill="url(#spot)"/>
      <g clip-path="url(#badge)" transform="translate(0,0)">
      <ellipse cx="${CX}" cy="${CY + 250}" rx="300" ry="50" fill="url(#floor)"/>
      ${scene.layers.slice(1).map((d, i) => `<path d="${d}" fill="url(#l${i + 1})" opacity="0.95"/>`).join('')}</g>
      <g filter="url(#rimglow)">${subjectMarkup(scene, random, `fill="url(#key)" stroke="${p.accent}" stroke-width="4"`)}</g>
      <rect x="${CX - R}" y="${CY - R}" width="${2 * R}" height="${2 * R}" rx="48" fill="none" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="3"/>
      ${captionSvg(caption, { y: 905, font: FONTS.narrow, fill: 'url(#gold)', spacing: 10, extra: 'stroke="#1a1208" stroke-width="1.5"' })}`,
      defs,
    )
  },

  Minimalist: ({ scene, palette: p, caption, shirtHex }) => {
    const ink = inkFor(shirtHex)
    const horizon = 600
    return wrap(
      `<circle cx="${CX}" cy="${CY + 40}" r="300" fill="none" stroke="${ink}" stroke-width="8"/>
      <clipPath id="inner"><circle cx="${CX}" cy="${CY + 40}" r="292"/></clipPath>
      <g clip-path="url(#inner)"><circle cx="${CX}" cy="${horizon - 60}" r="${scene.motif === 'ocean' ? 150 : 95}" fill="${p.subject}"/>
      <path d="${scene.layers[1]}" fill="${p.layers[1]}" transform="translate(0,${horizon - 640})"/>
      <rect x="0" y="${horizon}" width="1024" height="400" fill="${p.layers[1]}"/></g>
      <line x1="${CX - 200}" y1="${horizon + 60}" x2="${CX + 200}" y2="${horizon + 60}" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>
      ${captionSvg(caption, { y: 880, font: FONTS.sans, fill: ink, weight: '300', spacing: 14, size: 46, width: 640 })}`,
    )
  },

  Isometric: ({ palette: p, random, caption, shirtHex }) => {
    const ink = inkFor(shirtHex)
    const tile = 58
    const iso = (gx: number, gy: number, h: number) => ({ x: CX + (gx - gy) * tile, y: 520 + (gx + gy) * tile * 0.5 - h })
    const faces = (gx: number, gy: number, height: number, color: string) => {
      const a = iso(gx, gy, height)
      const b = iso(gx + 1, gy, height)
      const c = iso(gx + 1, gy + 1, height)
      const d = iso(gx, gy + 1, height)
      const c0 = iso(gx + 1, gy + 1, 0)
      const b0 = iso(gx + 1, gy, 0)
      const d0 = iso(gx, gy + 1, 0)
      const pts = (...ps: { x: number; y: number }[]) => ps.map((q) => `${f(q.x)},${f(q.y)}`).join(' ')
      return `<polygon points="${pts(a, b, c, d)}" fill="${mix(color, '#ffffff', 0.25)}"/><polygon points="${pts(d, c, c0, d0)}" fill="${mix(color, '#000000', 0.12)}"/><polygon points="${pts(c, b, b0, c0)}" fill="${mix(color, '#000000', 0.32)}"/>`
    }
    const cells: string[] = []
    const n = 4
    const base = (gx: number, gy: number) => faces(gx, gy, 0, '#e8ecf2')
    for (let s = 0; s <= 2 * (n - 1); s++) {
      for (let gx = 0; gx < n; gx++) {
        const gy = s - gx
        if (gy < 0 || gy >= n) continue
        cells.push(base(gx - 2, gy - 2))
      }
    }
    const blocks: string[] = []
    for (let s = 0; s <= 2 * (n - 1); s++) {
      for (let gx = 0; gx < n; gx++) {
        const gy = s - gx
        if (gy < 0 || gy >= n || random.next() < 0.35) continue
        const h = random.int(1, 4) * 44
        blocks.push(faces(gx - 2, gy - 2, h, random.pick(p.layers)))
      }
    }
    const top = iso(0, -2, 0)
    return wrap(
      `<g transform="translate(0,-40)"><polygon points="${f(CX)},${f(520 - 2 * tile - 30)} ${f(CX + 4 * tile + 60)},${f(520 + 30)} ${f(CX)},${f(520 + 4 * tile * 0.5 + 2 * tile + 30 - 2 * tile)} " fill="none"/>
      <g>${cells.join('')}</g><g>${blocks.join('')}</g>
      <circle cx="${f(top.x + 150)}" cy="${f(top.y - 230)}" r="56" fill="${p.subject}" stroke="${p.accent}" stroke-width="6"/></g>
      ${captionSvg(caption, { y: 910, font: FONTS.sans, fill: ink, spacing: 6 })}`,
    )
  },

  'Flat Design': ({ scene, palette: p, random, caption }) => {
    const shadow = `<path d="M${CX - 120},${CY - 80} L${CX + 600},${CY + 640} L${CX + 640},${CY + 600} L${CX + 80},${CY - 120} Z" fill="#000" opacity="0.12"/>`
    return wrap(
      `<g clip-path="url(#badge)"><rect width="1024" height="1024" fill="${p.skyTop}"/>${shadow}
      ${subjectMarkup(scene, random, `fill="${p.subject}"`, p.accent)}
      ${scene.layers.map((d, i) => `<path d="${d}" fill="${p.layers[i]}"/>`).join('')}</g>
      <circle cx="${CX}" cy="${CY}" r="${R}" fill="none" stroke="${p.accent}" stroke-width="18"/>
      <rect x="${CX - 330}" y="838" width="660" height="110" rx="18" fill="${p.accent}"/>
      ${captionSvg(caption, { y: 915, font: FONTS.sans, fill: '#ffffff', spacing: 4, size: 64, width: 600 })}`,
      badgeClip,
    )
  },

  Watercolor: ({ scene, palette: p, random, caption }) => {
    const defs = `<filter id="wc" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.018" numOctaves="2" seed="${random.int(1, 99)}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="38" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="2.2"/></filter>
      <filter id="wct" filterUnits="userSpaceOnUse" x="60" y="820" width="904" height="130"><feTurbulence type="fractalNoise" baseFrequency="0.018" numOctaves="2" seed="5" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="24" xChannelSelector="R" yChannelSelector="G"/></filter>
      <clipPath id="blob"><path d="M${CX},${CY - R} C${CX + 260},${CY - R - 20} ${CX + R + 40},${CY - 160} ${CX + R},${CY + 40} C${CX + R - 20},${CY + 260} ${CX + 160},${CY + R + 20} ${CX - 20},${CY + R} C${CX - 240},${CY + R - 10} ${CX - R - 30},${CY + 200} ${CX - R},${CY - 10} C${CX - R + 20},${CY - 220} ${CX - 220},${CY - R + 10} ${CX},${CY - R} Z"/></clipPath>`
    const splatters = Array.from({ length: 12 }, () => `<circle cx="${f(random.between(CX - R - 40, CX + R + 40))}" cy="${f(random.between(CY - R, CY + R + 40))}" r="${f(random.between(4, 14))}" fill="${random.pick(p.layers)}" opacity="0.6"/>`).join('')
    return wrap(
      `<g filter="url(#wc)"><g clip-path="url(#blob)" opacity="0.9"><rect width="1024" height="1024" fill="${p.skyTop}" opacity="0.7"/><ellipse cx="${CX}" cy="${CY + 200}" rx="420" ry="260" fill="${p.skyBottom}" opacity="0.6"/>
      <g opacity="0.85">${subjectMarkup(scene, random, `fill="${p.subject}"`, p.accent)}</g>
      ${scene.layers.map((d, i) => `<path d="${d}" fill="${p.layers[i]}" opacity="${0.55 + i * 0.12}"/>`).join('')}</g>${splatters}</g>
      ${captionSvg(caption, { y: 905, font: FONTS.serif, fill: p.layers[2], italic: true, weight: 'normal', spacing: 3, extra: 'filter="url(#wct)"' })}`,
      defs,
    )
  },

  Cyberpunk: ({ scene, palette: p, random, caption }) => {
    const horizon = CY + 90
    const grid: string[] = []
    for (let i = -8; i <= 8; i++) grid.push(`<line x1="${CX + i * 30}" y1="${horizon}" x2="${CX + i * 130}" y2="${CY + R + 40}"/>`)
    for (let j = 0; j < 6; j++) {
      const y = horizon + Math.pow(j / 5, 1.8) * (R - 40)
      grid.push(`<line x1="${CX - R - 20}" y1="${f(y)}" x2="${CX + R + 20}" y2="${f(y)}"/>`)
    }
    const stripes = Array.from({ length: 6 }, (_, i) => `<rect x="${CX - 200}" y="${horizon - 70 + i * 14}" width="400" height="${4 + i}" fill="${p.skyBottom}"/>`).join('')
    const defs = `<clipPath id="hex"><polygon points="${hexagonPoints(CX, CY, R)}"/></clipPath>
      <linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.layers[2]}"/><stop offset="1" stop-color="${p.subject}"/></linearGradient>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
      <filter id="neon" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="7" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
    return wrap(
      `<g clip-path="url(#hex)"><rect width="1024" height="1024" fill="url(#sky)"/>
      <circle cx="${CX}" cy="${horizon - 70}" r="170" fill="url(#sun)" clip-path="url(#hex)"/>${stripes}
      <path d="${scene.layers[0]}" fill="${p.skyTop}" stroke="${p.accent}" stroke-width="4" filter="url(#neon)" transform="translate(0,${horizon - 560})" opacity="0.95"/>
      <rect y="${horizon}" width="1024" height="600" fill="${p.skyTop}"/>
      <g stroke="${p.subject}" stroke-width="3" filter="url(#neon)">${grid.join('')}</g></g>
      <polygon points="${hexagonPoints(CX, CY, R)}" fill="none" stroke="${p.accent}" stroke-width="10" filter="url(#neon)"/>
      ${captionSvg(caption, { y: 905, font: FONTS.mono, fill: '#ffffff', spacing: 6, extra: `stroke="${p.subject}" stroke-width="3" filter="url(#neon)"` })}
      ${random.next() > 2 ? '' : ''}`,
      defs,
    )
  },

  'Paper Cut-Out': ({ scene, palette: p, random, caption }) => {
    const defs = `${badgeClip}<filter id="cut" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="6" flood-color="#000" flood-opacity="0.35"/></filter>`
    const rings = [0, 1, 2].map((i) => `<circle cx="${CX}" cy="${CY}" r="${R + 40 - i * 22}" fill="${mix(p.layers[i], '#ffffff', 0.3)}" filter="url(#cut)"/>`).join('')
    return wrap(
      `${rings}<g clip-path="url(#badge)"><rect width="1024" height="1024" fill="${p.skyTop}"/>
      <g filter="url(#cut)">${subjectMarkup(scene, random, `fill="${p.subject}"`, p.layers[1])}</g>
      ${scene.layers.map((d, i) => `<path d="${d}" fill="${p.layers[i]}" filter="url(#cut)"/>`).join('')}</g>
      <g filter="url(#cut)"><path d="M190,850 L834,850 L804,905 L834,960 L190,960 L220,905 Z" fill="#ffffff"/></g>
      ${captionSvg(caption, { y: 924, font: FONTS.sans, fill: p.accent, spacing: 5, size: 58, width: 560 })}`,
      defs,
    )
  },

  'Line Art': ({ scene, random, caption, shirtHex }) => {
    const ink = inkFor(shirtHex)
    const hatch = Array.from({ length: 9 }, (_, i) => `<line x1="${CX - R}" y1="${CY - 300 + i * 22}" x2="${CX + R}" y2="${CY - 300 + i * 22}" stroke-dasharray="${random.int(10, 40)} ${random.int(14, 30)}"/>`).join('')
    return wrap(
      `<g fill="none" stroke="${ink}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round">
      <circle cx="${CX}" cy="${CY}" r="${R}"/><circle cx="${CX}" cy="${CY}" r="${R - 18}" stroke-width="3"/>
      <g clip-path="url(#badge)"><g stroke-width="2" opacity="0.6">${hatch}</g>
      ${subjectMarkup(scene, random, `fill="none"`, undefined, ink)}
      ${scene.layers.map((d) => `<path d="${d}"/>`).join('')}</g></g>
      ${captionSvg(caption, { y: 905, font: FONTS.sans, fill: 'none', spacing: 8, extra: `stroke="${ink}" stroke-width="3"` })}`,
      badgeClip,
    )
  },
}

// ----- text-only designs -----

function lines(prompt: string) {
  const words = prompt.replace(/\s+/g, ' ').trim().split(' ').slice(0, 12)
  const out: string[] = []
  for (const word of words) {
    const last = out[out.length - 1]
    if (last && (last + ' ' + word).length <= 12) out[out.length - 1] = `${last} ${word}`
    else out.push(word.slice(0, 16))
  }
  return out.slice(0, 4)
}

function typography(prompt: string, style: Style, random: Random, shirtHex: string) {
  const ink = inkFor(shirtHex)
  const rows = lines(prompt)
  const longest = Math.max(...rows.map((r) => r.length), 4)
  const base = Math.min(170, Math.floor(860 / (longest * (style === 'Minimalist' ? 0.62 : 0.68))))
  const lineHeight = base * 1.08
  const startY = 512 - ((rows.length - 1) * lineHeight) / 2 + base * 0.35
  const palette = PALETTES[style][random.int(0, PALETTES[style].length - 1)]
  const text = (attrs: string, dx = 0, dy = 0, font = FONTS.sans, size = base) =>
    rows.map((row, i) => `<text x="${CX + dx}" y="${f(startY + i * lineHeight + dy)}" text-anchor="middle" font-family="${font}" font-size="${size}" ${attrs}>${escapeXml(style === 'Minimalist' ? row.toUpperCase() : row)}</text>`).join('')
  switch (style) {
    case 'Ghibli-inspired': {
      const leaves = Array.from({ length: 8 }, () => {
        const x = random.between(220, 804)
        const y = random.pick([startY - base * 1.05, startY + (rows.length - 1) * lineHeight + base * 0.55])
        return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="26" ry="11" fill="${random.pick(palette.layers)}" transform="rotate(${random.int(-50, 50)} ${f(x)} ${f(y)})"/>`
      }).join('')
      return wrap(`${leaves}${text(`font-style="italic" font-weight="bold" fill="${palette.layers[1]}" stroke="#fffaf0" stroke-width="10" paint-order="stroke"`, 0, 0, FONTS.serif)}`)
    }
    case 'Hyper-realistic':
      return wrap(
        `${text('font-weight="bold" fill="url(#chrome)" stroke="#1c1f24" stroke-width="3" filter="url(#sh)"')}`,
        `<linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#9aa4ae"/><stop offset="0.5" stop-color="#3d444c"/><stop offset="0.7" stop-color="#c8d0d8"/><stop offset="1" stop-color="#ffffff"/></linearGradient><filter id="sh" x="-10%" y="-20%" width="120%" height="160%"><feDropShadow dx="0" dy="10" stdDeviation="8" flood-opacity="0.6"/></filter>`,
      )
    case 'Studio Lighting':
      return wrap(
        `<ellipse cx="${CX}" cy="512" rx="460" ry="330" fill="url(#spot)"/>${text(`font-weight="bold" fill="url(#gold)" filter="url(#sh)"`, 0, 0, FONTS.narrow)}`,
        `<radialGradient id="spot"><stop offset="0" stop-color="#4a4452"/><stop offset="1" stop-color="#0b0b10" stop-opacity="0"/></radialGradient><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.55" stop-color="#e0a84a"/><stop offset="1" stop-color="#7a4a12"/></linearGradient><filter id="sh" x="-10%" y="-20%" width="120%" height="160%"><feDropShadow dx="8" dy="14" stdDeviation="10" flood-opacity="0.7"/></filter>`,
      )
    case 'Minimalist':
      return wrap(`${text(`font-weight="300" letter-spacing="${Math.floor(base / 8)}" fill="${ink}"`, 0, 0, FONTS.sans, Math.floor(base * 0.7))}<line x1="${CX - 90}" y1="${f(startY + rows.length * lineHeight - base * 0.2)}" x2="${CX + 90}" y2="${f(startY + rows.length * lineHeight - base * 0.2)}" stroke="${palette.subject}" stroke-width="8"/>`)
    case 'Isometric': {
      const depth = Array.from({ length: 14 }, (_, i) => text(`font-weight="bold" fill="${mix(palette.layers[1], '#000000', 0.35)}"`, 14 - i, 14 - i)).join('')
      return wrap(`${depth}${text(`font-weight="bold" fill="${palette.layers[0]}" stroke="${mix(palette.layers[0], '#000', 0.3)}" stroke-width="2"`)}`)
    }
    case 'Flat Design': {
      const long = Array.from({ length: 18 }, (_, i) => text(`font-weight="bold" fill="${palette.layers[2]}"`, i + 1, i + 1)).join('')
      return wrap(`${long}${text(`font-weight="bold" fill="${palette.skyTop}"`)}`)
    }
    case 'Watercolor':
      return wrap(
        `<g filter="url(#wc)"><ellipse cx="${CX}" cy="512" rx="420" ry="${f(rows.length * lineHeight * 0.7 + 60)}" fill="${palette.skyTop}" opacity="0.55"/><ellipse cx="${CX + 60}" cy="540" rx="300" ry="${f(rows.length * lineHeight * 0.5 + 40)}" fill="${palette.skyBottom}" opacity="0.6"/></g>${text(`font-style="italic" fill="${palette.layers[2]}" opacity="0.92" filter="url(#soft)"`, 0, 0, FONTS.serif)}`,
        `<filter id="wc" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="3" seed="${random.int(1, 99)}"/><feDisplacementMap in="SourceGraphic" scale="60" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="3"/></filter><filter id="soft"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="3"/><feDisplacementMap in="SourceGraphic" scale="6" xChannelSelector="R" yChannelSelector="G"/></filter>`,
      )
    case 'Cyberpunk':
      return wrap(
        `${text(`font-weight="bold" fill="none" stroke="${palette.accent}" stroke-width="3" opacity="0.8"`, -8, 0, FONTS.mono)}${text(`font-weight="bold" fill="none" stroke="${palette.subject}" stroke-width="3" opacity="0.8"`, 8, 0, FONTS.mono)}${text(`font-weight="bold" fill="#ffffff" stroke="${palette.subject}" stroke-width="4" filter="url(#neon)"`, 0, 0, FONTS.mono)}`,
        `<filter id="neon" x="-20%" y="-30%" width="140%" height="160%"><feGaussianBlur stdDeviation="8" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
      )
    case 'Paper Cut-Out':
      return wrap(
        `<g filter="url(#cut)">${text(`font-weight="bold" fill="${palette.layers[2]}"`, 10, 10)}</g><g filter="url(#cut)">${text(`font-weight="bold" fill="${palette.layers[1]}"`, 5, 5)}</g><g filter="url(#cut)">${text(`font-weight="bold" fill="${palette.subject}" stroke="${palette.layers[0]}" stroke-width="3"`)}</g>`,
        `<filter id="cut" x="-10%" y="-20%" width="120%" height="160%"><feDropShadow dx="0" dy="6" stdDeviation="5" flood-opacity="0.35"/></filter>`,
      )
    case 'Line Art':
      return wrap(`${text(`font-weight="bold" fill="none" stroke="${ink}" stroke-width="4" stroke-linejoin="round"`)}`)
  }
}

/** The SVG for a design. `shirtHex` is the shirt colour, so ink-only styles stay readable. */
export function renderArtwork(input: { prompt: string; style: Style; designType: DesignType; shirtHex: string }) {
  const random = seededRandom(`${input.designType}|${input.style}|${input.prompt.trim().toLowerCase()}`)
  if (input.designType === 'text') return typography(input.prompt, input.style, random, input.shirtHex)
  const palettes = PALETTES[input.style]
  const palette = palettes[random.int(0, palettes.length - 1)]
  const scene = buildScene(random, motifFor(input.prompt, random))
  return renderers[input.style]({ scene, palette, random, caption: captionFor(input.prompt), shirtHex: input.shirtHex })
}
