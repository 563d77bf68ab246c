// The offline generator's Text-Only designs: the prompt's words set as lettering in the style.
// Deterministic: the same prompt and style always draw the same picture. (Image Designs: illustration.ts.)
import type { DesignType, Style } from '../../styles.ts'
import { escapeXml, f, luminance, mix, seededRandom, type Random } from './svg.ts'

const SIZE = 1024
const CX = 512

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
  'Line Art': [
    { skyTop: '#000000', skyBottom: '#000000', layers: ['#000000', '#000000', '#000000'], subject: '#000000', accent: '#000000' },
  ],
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
function wrap(body: string, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${defs}</defs>${body}</svg>`
}

// ----- image designs, one renderer per style -----

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
    rows
      .map(
        (row, i) =>
          `<text x="${CX + dx}" y="${f(startY + i * lineHeight + dy)}" text-anchor="middle" font-family="${font}" font-size="${size}" ${attrs}>${escapeXml(style === 'Minimalist' ? row.toUpperCase() : row)}</text>`,
      )
      .join('')
  switch (style) {
    case 'Ghibli-inspired': {
      const leaves = Array.from({ length: 8 }, () => {
        const x = random.between(220, 804)
        const y = random.pick([startY - base * 1.05, startY + (rows.length - 1) * lineHeight + base * 0.55])
        return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="26" ry="11" fill="${random.pick(palette.layers)}" transform="rotate(${random.int(-50, 50)} ${f(x)} ${f(y)})"/>`
      }).join('')
      return wrap(
        `${leaves}${text(`font-style="italic" font-weight="bold" fill="${palette.layers[1]}" stroke="#fffaf0" stroke-width="10" paint-order="stroke"`, 0, 0, FONTS.serif)}`,
      )
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
      return wrap(
        `${text(`font-weight="300" letter-spacing="${Math.floor(base / 8)}" fill="${ink}"`, 0, 0, FONTS.sans, Math.floor(base * 0.7))}<line x1="${CX - 90}" y1="${f(startY + rows.length * lineHeight - base * 0.2)}" x2="${CX + 90}" y2="${f(startY + rows.length * lineHeight - base * 0.2)}" stroke="${palette.subject}" stroke-width="8"/>`,
      )
    case 'Isometric': {
      const depth = Array.from({ length: 14 }, (_, i) =>
        text(`font-weight="bold" fill="${mix(palette.layers[1], '#000000', 0.35)}"`, 14 - i, 14 - i),
      ).join('')
      return wrap(
        `${depth}${text(`font-weight="bold" fill="${palette.layers[0]}" stroke="${mix(palette.layers[0], '#000', 0.3)}" stroke-width="2"`)}`,
      )
    }
    case 'Flat Design': {
      const long = Array.from({ length: 18 }, (_, i) =>
        text(`font-weight="bold" fill="${palette.layers[2]}"`, i + 1, i + 1),
      ).join('')
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
  return typography(input.prompt, input.style, random, input.shirtHex)
}
