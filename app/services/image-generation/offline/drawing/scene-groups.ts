// Counted groups that ride or fight (scene-draw.ts arranges one of each first): "three cowboys riding horses"
// draws three riders, each on a horse; "two cats riding a horse" two riders on one back; "two knights fighting a
// dragon" two knights side by side, both facing the dragon. In the illustration's 1024-unit viewBox.
import { hasIcon } from './icon-art.ts'
import { figure, type Figure, iconAt, pictureOf } from './scene-figure.ts'
import type { PlanSubject } from '../plan/types.ts'
import { f } from './svg.ts'

/** A figure scaled by `scale` about the point (`cx`, `ground`), then moved by (`dx`, `dy`). */
function scaled(fig: Figure, cx: number, ground: number, scale: number, dx: number, dy = 0): Figure {
  return {
    ...fig,
    x: cx + (fig.x - cx) * scale + dx,
    bottom: ground - (ground - fig.bottom) * scale + dy,
    size: fig.size * scale,
  }
}

/**
 * `count` riders (2 or 3) from one mount and its rider: on a plural mount, a mount each, side by side, the third
 * behind and between them; on one mount, the riders one behind the other along its back.
 */
export function riderGroup(
  mount: Figure,
  rider: Figure,
  count: number,
  manyMounts: boolean,
  cx: number,
  ground: number,
  bust = false,
) {
  const n = Math.min(count, 3)
  if (!manyMounts) {
    const size = rider.size * (n === 2 ? 0.8 : 0.7)
    // Heads need more room side by side than figures that overlap at the legs.
    const step = size * (bust ? 0.5 : n === 2 ? 0.42 : 0.36)
    // Along the back, from its rump to its neck: the front rider last, drawn over the others.
    const facing = rider.x >= mount.x ? -1 : 1
    const riders = Array.from({ length: n }, (_, k) =>
      figure(rider.subject, rider.x - facing * (k - (n - 1) / 2) * step, rider.bottom + size * 0.04, size, { flip: rider.flip }),
    )
    return [mount, ...riders]
  }
  const scale = n === 2 ? 0.6 : 0.5
  const gap = mount.size * scale * (n === 2 ? 0.52 : 0.62)
  const pair = (dx: number, dy: number, s = scale) => [scaled(mount, cx, ground, s, dx, dy), scaled(rider, cx, ground, s, dx, dy)]
  const sides = [...pair(-gap, 0), ...pair(gap, 0)]
  return n === 2 ? sides : [...pair(0, -mount.size * scale * 0.32, scale * 0.9), ...sides]
}

/**
 * `count` fighters (2 or 3) from one: side by side, each further back a little higher and behind, all facing their
 * opponent as the one did, the nearest where the one stood.
 */
export function fighterGroup(fighter: Figure, count: number, towards: 1 | -1) {
  const n = Math.min(count, 3)
  const size = fighter.size * (n === 2 ? 0.74 : 0.6)
  // Back to front: the furthest from the opponent first; the nearest a little nearer it. The furthest must not
  // leave the round badge (its low sides are narrow): the file closes up first, down to half its spacing, then moves
  // toward the opponent.
  const place = (step: number, shift: number) =>
    Array.from({ length: n }, (_, i) => {
      const k = n - 1 - i
      const x = fighter.x + towards * (size * 0.15 - k * size * step + shift)
      return { ...fighter, x, bottom: fighter.bottom - k * size * 0.1, size }
    })
  const overshoot = (file: Figure[]) => {
    const far = file[0]!
    return towards === 1 ? BADGE_MARGIN - (far.x - size / 2) : far.x + size / 2 - (VIEWBOX - BADGE_MARGIN)
  }
  const spread = place(0.36, 0)
  const over = overshoot(spread)
  if (over <= 0) return spread
  const step = Math.max(0.18, 0.36 - over / ((n - 1) * size))
  const closer = place(step, 0)
  return place(step, Math.max(0, overshoot(closer)))
}

/** The illustration's width, and how far in from its sides a figure's box keeps at the badge's lower edge. */
const VIEWBOX = 1024
const BADGE_MARGIN = 150

/**
 * Watering: the holder on the left, the can raised at its hand and tipped so the spout points down at what is
 * watered, which stands on the ground at the right (two of it when the prompt says plants); `spout` is where the
 * water leaves the can, `handle` where the holder's arm takes it.
 */
export function wateringGroup(holder: Figure, can: Figure, watered: Figure | undefined, count: number, ground: number) {
  const figures = [holder, can]
  if (watered) {
    const n = Math.min(Math.max(count, 1), 2)
    const size = n === 2 ? 180 : 220
    for (let k = 0; k < n; k++) figures.push({ ...watered, x: can.x + 150 + k * 130 - (n - 1) * 50, bottom: ground, size })
  }
  // A point of the can's 32-unit box, turned with the can about its foot: the spout's tip, the handle's top.
  const a = ((can.rotate ?? 0) * Math.PI) / 180
  const at = (u: number, v: number) => {
    const [dx, dy] = [(u / 32 - 0.5) * can.size, -(1 - v / 32) * can.size]
    return { x: can.x + dx * Math.cos(a) - dy * Math.sin(a), y: can.bottom + dx * Math.sin(a) + dy * Math.cos(a) }
  }
  return { figures, spout: at(30, 12), handle: at(13, 8.2) }
}

/** Several small things round a subject ("a skull with roses"): one each side, turned out, and one at the front. */
export function bunchAround(main: Figure, thing: Figure) {
  const size = thing.size
  const sides = [
    { ...thing, x: main.x - main.size * 0.5, bottom: main.bottom + 10, size, rotate: -18 },
    { ...thing, x: main.x + main.size * 0.5, bottom: main.bottom + 10, size, rotate: 18, flip: true },
  ]
  const front = { ...thing, x: main.x - main.size * 0.22, bottom: main.bottom + 30, size: size * 0.8, rotate: -8 }
  return [...sides, main, front]
}

/**
 * Who rides inside a rocket looks out of its porthole ("two cats in a rocket ship"): the rocket's window (at 21.3,
 * 11.25 of the icon's 32-unit box) drawn larger over it, with the riders' faces (or pictures) inside, up to three.
 */
export function porthole(rocket: Figure, rider: PlanSubject) {
  const unit = rocket.size / 32
  const x = rocket.x - rocket.size / 2 + 21.3 * unit
  const y = rocket.bottom - rocket.size + 11.25 * unit
  const r = 5.4 * unit
  const faceIcon = `${rider.icon}-face`
  const picture = rider.icon && hasIcon(faceIcon) ? faceIcon : pictureOf(rider)
  const n = Math.min(rider.count ?? 1, 3)
  const size = r * (n === 1 ? 1.5 : n === 2 ? 1.1 : 0.85)
  const faces = Array.from({ length: n }, (_, k) => {
    const fx = x + (k - (n - 1) / 2) * size * 0.8
    return iconAt(picture, fx - size / 2, y - size * 0.42 + (k % 2) * size * 0.08, size, `pw${k}-`)
  }).join('')
  return (
    `<defs><clipPath id="pw-glass"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}"/></clipPath></defs>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#9b9b9b"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="#83cbff"/>` +
    `<g clip-path="url(#pw-glass)">${faces}</g>` +
    `<path d="M${f(x - r * 0.6)},${f(y - r * 0.35)} A${f(r * 0.7)},${f(r * 0.7)} 0 0 1 ${f(x - r * 0.05)},${f(y - r * 0.7)}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.12)}" stroke-linecap="round" opacity="0.8"/>`
  )
}
