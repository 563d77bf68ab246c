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
  const c = (p: number, q: number) => Math.round(p + (q - p) * t).toString(16).padStart(2, '0')
  return `#${c(x.r, y.r)}${c(x.g, y.g)}${c(x.b, y.b)}`
}

export const f = (n: number) => Math.round(n * 10) / 10

/** A smooth ridge from x0 to x1 around baseline y, closed down to `bottom`. */
export function ridgePath(random: Random, x0: number, x1: number, y: number, amplitude: number, bumps: number, bottom = 1024) {
  const step = (x1 - x0) / bumps
  let d = `M${f(x0)},${f(bottom)} L${f(x0)},${f(y)}`
  for (let i = 0; i < bumps; i++) {
    const cx = x0 + step * (i + 0.5)
    const cy = y - random.between(0.4, 1) * amplitude
    d += ` Q${f(cx)},${f(cy)} ${f(x0 + step * (i + 1))},${f(y + random.between(-0.2, 0.2) * amplitude)}`
  }
  return `${d} L${f(x1)},${f(bottom)} Z`
}

/** Jagged peaks. */
export function peaksPath(random: Random, x0: number, x1: number, y: number, height: number, count: number, bottom = 1024) {
  const step = (x1 - x0) / count
  let d = `M${f(x0)},${f(bottom)} L${f(x0)},${f(y)}`
  for (let i = 0; i < count; i++) {
    d += ` L${f(x0 + step * (i + random.between(0.3, 0.7)))},${f(y - height * random.between(0.55, 1))}`
    d += ` L${f(x0 + step * (i + 1))},${f(y - height * random.between(0, 0.15))}`
  }
  return `${d} L${f(x1)},${f(bottom)} Z`
}

/** A sine-like wave band. */
export function wavePath(random: Random, x0: number, x1: number, y: number, amplitude: number, count: number, bottom = 1024) {
  const step = (x1 - x0) / count
  const phase = random.next() > 0.5 ? 1 : -1
  let d = `M${f(x0)},${f(bottom)} L${f(x0)},${f(y)}`
  for (let i = 0; i < count; i++) {
    const dir = i % 2 === 0 ? phase : -phase
    d += ` Q${f(x0 + step * (i + 0.5))},${f(y - dir * amplitude)} ${f(x0 + step * (i + 1))},${f(y)}`
  }
  return `${d} L${f(x1)},${f(bottom)} Z`
}

/** A skyline of blocks. */
export function skylinePath(random: Random, x0: number, x1: number, y: number, height: number, bottom = 1024) {
  let x = x0
  let d = `M${f(x0)},${f(bottom)}`
  while (x < x1) {
    const w = random.between(34, 80)
    const h = height * random.between(0.3, 1)
    d += ` L${f(x)},${f(y - h)} L${f(Math.min(x + w, x1))},${f(y - h)}`
    x += w
  }
  return `${d} L${f(x1)},${f(bottom)} Z`
}

/** A row of pine trees standing on y. */
export function pinesPath(random: Random, x0: number, x1: number, y: number, height: number) {
  let d = ''
  let x = x0
  while (x < x1) {
    const h = height * random.between(0.55, 1)
    const w = h * random.between(0.38, 0.5)
    d += `M${f(x)},${f(y)} L${f(x + w / 2)},${f(y - h)} L${f(x + w)},${f(y)} Z `
    x += w * random.between(0.55, 0.85)
  }
  return d.trim()
}

export function circlePath(cx: number, cy: number, r: number) {
  return `M${f(cx - r)},${f(cy)} a${f(r)},${f(r)} 0 1,0 ${f(2 * r)},0 a${f(r)},${f(r)} 0 1,0 ${f(-2 * r)},0 Z`
}

/** A five-pointed star. */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45, points = 5) {
  let d = ''
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = (Math.PI * i) / points - Math.PI / 2
    d += `${i === 0 ? 'M' : 'L'}${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))} `
  }
  return `${d}Z`
}

export function heartPath(cx: number, cy: number, s: number) {
  return `M${f(cx)},${f(cy + s * 0.9)} C${f(cx - s * 1.6)},${f(cy - s * 0.1)} ${f(cx - s * 0.9)},${f(cy - s * 1.3)} ${f(cx)},${f(cy - s * 0.55)} C${f(cx + s * 0.9)},${f(cy - s * 1.3)} ${f(cx + s * 1.6)},${f(cy - s * 0.1)} ${f(cx)},${f(cy + s * 0.9)} Z`
}

/** Petals around a centre. */
export function flowerPaths(cx: number, cy: number, r: number, petals: number) {
  const out: string[] = []
  for (let i = 0; i < petals; i++) {
    const a = (2 * Math.PI * i) / petals
    const px = cx + Math.cos(a) * r * 0.62
    const py = cy + Math.sin(a) * r * 0.62
    const deg = (a * 180) / Math.PI
    out.push(`<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r * 0.5)}" ry="${f(r * 0.24)}" transform="rotate(${f(deg)} ${f(px)} ${f(py)})"/>`)
  }
  return out
}

export function hexagonPoints(cx: number, cy: number, r: number) {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2
    return `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`
  }).join(' ')
}
