// A subject inside a vehicle or a see-through container (scene-draw.ts places it): "a dog in a car" looks out of
// the car's window, "an octopus in a submarine" out of a porthole, "a fox in a hot air balloon" stands in the
// balloon's basket, "a hamster in a jar" shows through the glass. Drawn over the vehicle or container's figure,
// in the illustration's 1024-unit viewBox; the windows are where each picture has them, on its 32-unit grid.
import { hasIcon } from './icon-art.ts'
import { type Figure, figure, figureMarkup, iconAt, pictureOf, type SceneFigures } from './scene-figure.ts'
import { porthole } from './scene-groups.ts'
import type { PlanOther, PlanSubject } from '../plan/types.ts'
import { f } from './svg.ts'

/** Where a container's sitter stands, as a fraction of the container's picture from its foot (0.56 for the rest). */
const RIMS = new Map<string, number>([
  ['bathtub', 0.45],
  ['boat', 0.38],
  ['canoe', 0.38],
  ['bowl', 0.2],
  ['hammock', 0.2],
  // The teacup's rim is lower in its picture: the sitter sinks into it to the shoulders.
  ['teacup', 0.45],
])

/** Flat things one stands in, by drawing, and how high in them the occupant stands. */
const FLAT_RIMS = new Map<string, number>([
  ['puddle', 0.12],
  ['mud-puddle', 0.12],
  ['hamster-wheel', 0.1],
])

/** `main` in `o`, centred on `cx` and standing on `ground`: the figures back to front, and what is drawn over them. */
export function arrangeInside(main: PlanSubject, o: PlanOther, cx: number, ground: number): SceneFigures {
  if (o.icon === 'rocket' && main.kind === 'creature') {
    const rocket = figure(o, cx - 20, ground, 560)
    return { figures: [rocket], marks: porthole(rocket, main) }
  }
  // A vehicle with windows shows its occupant looking out of one; a balloon, standing in its basket.
  if (main.kind === 'creature' && hasWindow(pictureOf(o))) {
    const vehicle = figure(o, cx, ground, 560)
    return { figures: [vehicle], marks: inWindow(vehicle, main, 'in-') }
  }
  if (hasBasket(pictureOf(o))) {
    const balloon = figure(o, cx, ground - 20, 600)
    return { figures: [balloon, basketRider(balloon, main)], marks: basketFront(balloon, 'in-') }
  }
  const container = figure(o, cx, ground, 460)
  // A jar shows what is in it, through its glass.
  if (SEE_THROUGH.has(pictureOf(o))) {
    const inJar = figure(main, cx, ground - container.size * 0.12, container.size * 0.55)
    return { figures: [container, inJar], marks: glassFront(container, 'in-') }
  }
  // Flat things one stands in (a puddle, a pool) show their occupant in front, standing in them; so does a
  // hamster wheel, whose runner stands on its lower rungs.
  const flat = FLAT_RIMS.has(o.drawing ?? '')
  const rim = FLAT_RIMS.get(o.drawing ?? '') ?? RIMS.get(o.noun) ?? 0.56
  const size = container.size * (o.noun === 'bowl' ? 0.5 : o.drawing === 'hamster-wheel' ? 0.45 : 0.7)
  const inside = figure(main, cx, ground - container.size * rim, size)
  // In a basket, a creature whose face the icon set has peeks out over the rim (a whole dog stands on it).
  const peeking = `${main.icon}-face`
  if (o.noun === 'basket' && main.kind === 'creature' && main.icon && hasIcon(peeking)) {
    inside.picture = peeking
    inside.size = container.size * 0.55
    inside.bottom = ground - container.size * 0.45
  }
  // A glass bowl shows what swims in it; any other container hides the sitter's lower half.
  return { figures: o.noun === 'bowl' || flat ? [container, inside] : [inside, container], marks: '' }
}

type Window = { x: number; y: number; w: number; h: number; round?: boolean }

/** The window an occupant looks out of, by the vehicle's picture (its side window behind the driver's). */
const WINDOWS: Record<string, Window> = {
  automobile: { x: 18, y: 12, w: 6.2, h: 5.9 },
  taxi: { x: 18.5, y: 12.2, w: 8.6, h: 4.9 },
  'police-car': { x: 18.2, y: 13.2, w: 8.6, h: 5.6 },
  'delivery-truck': { x: 2.4, y: 13.2, w: 7.2, h: 5.6 },
  minibus: { x: 18.3, y: 13.2, w: 11.4, h: 4.7 },
  bus: { x: 15, y: 10.2, w: 5.9, h: 8.6 },
  locomotive: { x: 21, y: 6.2, w: 6, h: 7.7 },
  // A porthole larger than the drawing's own, over its middle one.
  submarine: { x: 11.4, y: 16.5, w: 8, h: 8, round: true },
}

/** Whether `picture` is a vehicle an occupant looks out of. */
export const hasWindow = (picture: string) => Boolean(WINDOWS[picture])

/** The occupant (its face where the icon set has one, up to three of them) in the vehicle's window. */
function inWindow(vehicle: Figure, rider: PlanSubject, prefix: string) {
  const win = WINDOWS[vehicle.picture]
  const unit = vehicle.size / 32
  const left = vehicle.x - vehicle.size / 2 + win.x * unit
  const top = vehicle.bottom - vehicle.size + win.y * unit
  const [w, h] = [win.w * unit, win.h * unit]
  const faceIcon = `${rider.icon}-face`
  const picture = rider.icon && hasIcon(faceIcon) ? faceIcon : pictureOf(rider)
  const n = Math.min(rider.count ?? 1, 3)
  const size = Math.min(h * 1.15, (w / n) * 1.25)
  const faces = Array.from({ length: n }, (_, k) => {
    const cx = left + (w * (k + 0.5)) / n
    return iconAt(picture, cx - size / 2, top + h - size * 0.88, size, `${prefix}${k}-`)
  }).join('')
  const shape = win.round
    ? `<circle cx="${f(left + w / 2)}" cy="${f(top + h / 2)}" r="${f(w / 2)}"/>`
    : `<rect x="${f(left)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(unit * 0.8)}"/>`
  const frame = win.round
    ? `<circle cx="${f(left + w / 2)}" cy="${f(top + h / 2)}" r="${f(w / 2 + unit * 0.9)}" fill="#e08a1e"/>`
    : ''
  return (
    `<clipPath id="${prefix}glass">${shape}</clipPath>` +
    frame +
    `<g clip-path="url(#${prefix}glass)"><rect x="${f(left)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="#9fd8ff"/>${faces}` +
    `<path d="M${f(left + w * 0.62)},${f(top)} L${f(left + w * 0.98)},${f(top)} L${f(left + w * 0.7)},${f(top + h)} L${f(left + w * 0.34)},${f(top + h)} Z" fill="#fff" fill-opacity="0.22"/></g>`
  )
}

/** The basket of the hand-drawn hot air balloon, on its 32-unit grid. */
const BALLOON_BASKET = { x: 12.4, y: 25.1, w: 6.9, h: 4.9 }

/** Whether `picture` carries its occupant in a basket below it. */
const hasBasket = (picture: string) => picture === 'hot-air-balloon'

/**
 * Where the occupant of a balloon's basket stands: its feet inside the basket, its head and shoulders above the rim.
 * The basket is drawn again over its lower part (`basketFront`).
 */
function basketRider(balloon: Figure, rider: PlanSubject): Figure {
  const unit = balloon.size / 32
  const size = BALLOON_BASKET.w * unit * 1.7
  const x = balloon.x - balloon.size / 2 + (BALLOON_BASKET.x + BALLOON_BASKET.w / 2) * unit
  const bottom = balloon.bottom - balloon.size + (BALLOON_BASKET.y + BALLOON_BASKET.h * 0.75) * unit
  return { subject: rider, picture: pictureOf(rider), x, bottom, size }
}

/** The balloon's basket drawn again, in front of whoever stands in it. */
function basketFront(balloon: Figure, prefix: string) {
  const unit = balloon.size / 32
  const left = balloon.x - balloon.size / 2 + BALLOON_BASKET.x * unit
  const top = balloon.bottom - balloon.size + BALLOON_BASKET.y * unit
  return (
    `<clipPath id="${prefix}basket"><rect x="${f(left - unit)}" y="${f(top)}" width="${f((BALLOON_BASKET.w + 2) * unit)}" height="${f((BALLOON_BASKET.h + 1) * unit)}"/></clipPath>` +
    `<g clip-path="url(#${prefix}basket)">${figureMarkup(balloon, `${prefix}b`)}</g>`
  )
}

/** Containers one sees into: what is in them is drawn in front of them, and the glass again over it, faintly. */
const SEE_THROUGH = new Set(['jar', 'glass-jar', 'test-tube', 'glass', 'wine-glass', 'tumbler-glass', 'bottle', 'light-bulb'])

/** The see-through container drawn again over its occupant, faintly, so the occupant is behind its glass. */
function glassFront(container: Figure, prefix: string) {
  return `<g opacity="0.38">${figureMarkup(container, `${prefix}g`)}</g>`
}
