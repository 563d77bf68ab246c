// Small helpers for drawing the offline generator's SVG artwork. Pure and deterministic.
import { createHash } from 'node:crypto'

/** A seeded pseudo-random source (mulberry32), so the same prompt and style draw the same picture. */
export function seededRandom(seed: string) {
  const digest = createHash('sha256').update(seed).digest()
  let state = digest.readUInt32LE(0)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  }
}
export type Random = ReturnType<typeof seededRandom>

export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

export function hexToRgb(hex: string) {
  const h = hex.replace('#', '')
  const n = parseInt(h.length === 3 ? h.replace(/./g, '$&$&') : h, 16)
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 }
}

export function luminance(hex: string) {
  const { r, g, b } = hexToRgb(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** Mixes two colours: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number) {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  const c = (p: number, q: number) =>
    Math.round(p + (q - p) * t)
      .toString(16)
      .padStart(2, '0')
  return `#${c(x.r, y.r)}${c(x.g, y.g)}${c(x.b, y.b)}`
}

export const f = (n: number) => Math.round(n * 10) / 10
