// The marks that tell a scene's action (scene-draw.ts): a clash burst where fighters meet, speed lines
// behind a chase, steam rising from a hot drink. SVG in the illustration's 1024-unit viewBox.
import { f } from './svg.ts'

export function burst(x: number, y: number, r: number) {
  const points = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2
    const d = i % 2 === 0 ? r : r * 0.45
    return `${f(x + Math.cos(a) * d)},${f(y + Math.sin(a) * d)}`
  }).join(' ')
  return `<polygon points="${points}" fill="#ffd23f" stroke="#ff7a1a" stroke-width="${f(r * 0.08)}" stroke-linejoin="round"/>`
}

export function speedLines(x: number, y: number, length: number, direction: 1 | -1) {
  return `<g stroke="#c9d4e0" stroke-width="10" stroke-linecap="round" opacity="0.9">${[0, 1, 2]
    .map(
      (k) => `<line x1="${f(x)}" y1="${f(y + k * 40)}" x2="${f(x + direction * length * (1 - k * 0.2))}" y2="${f(y + k * 40)}"/>`,
    )
    .join('')}</g>`
}

export function steam(x: number, y: number, size: number) {
  return `<g fill="none" stroke="#c9d4e0" stroke-width="${f(size * 0.05)}" stroke-linecap="round" opacity="0.9">${[-1, 0, 1]
    .map(
      (k) =>
        `<path d="M${f(x + k * size * 0.22)},${f(y)} c${f(-size * 0.12)},${f(-size * 0.12)} ${f(size * 0.12)},${f(-size * 0.2)} 0,${f(-size * 0.34)} c${f(-size * 0.12)},${f(-size * 0.12)} ${f(size * 0.1)},${f(-size * 0.2)} 0,${f(-size * 0.3)}"/>`,
    )
    .join('')}</g>`
}

/** Water pouring from a spout at (x, y) down to (toX, toY): three falling lines of drops. */
export function pour(x: number, y: number, toX: number, toY: number) {
  return `<g fill="#2f8fdc" stroke="#ffffff" stroke-width="3" paint-order="stroke">${[-1, 0, 1]
    .flatMap((lane) =>
      [0.12, 0.37, 0.62, 0.87].map((t) => {
        const px = x + (toX - x) * t + lane * 16 * t
        const py = y + (toY - y) * t
        return `<path d="M${f(px)},${f(py - 20)} q11,15 0,23 q-11,-8 0,-23 Z"/>`
      }),
    )
    .join('')}</g>`
}

/** "z Z Z" rising from a sleeper's head at (x, y), each larger and higher. */
export function snores(x: number, y: number, size: number) {
  return [0, 1, 2]
    .map(
      (k) =>
        `<text x="${f(x + k * size * 0.32)}" y="${f(y - k * size * 0.36)}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${f(size * (0.3 + k * 0.14))}" fill="#6f8fd8" stroke="#ffffff" stroke-width="${f(size * 0.025)}" paint-order="stroke">${k ? 'Z' : 'z'}</text>`,
    )
    .join('')
}
