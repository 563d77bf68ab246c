// Draws a scene plan's subjects so the picture shows their relation: a rider above what it rides, the
// held thing at the holder's hand, two fighters facing each other and overlapping, a ball above a
// player's raised side, a subject inside its container… In the illustration's 1024-unit viewBox
// (resolution-independent); the scene around them and the style are illustration.ts's.
import { facingOf, headOf, isBust } from './scene-drawings.ts'
import { face, type Figure, figure, frontSide, pictureOf, type SceneFigures } from './scene-figure.ts'
import { bunchAround, fighterGroup, riderGroup, wateringGroup } from './scene-groups.ts'
import { arrangeInside, hasWindow } from './scene-inside.ts'
import type { PlanOther, ScenePlan } from '../plan/types.ts'
import { wornBy } from './scene-worn.ts'
import { burst, pour, snores, speedLines, steam } from './scene-marks.ts'
import { escapeXml, f } from './svg.ts'

export { eachFigureMarkup } from './scene-worn.ts'
export type { SceneFigures } from './scene-figure.ts'

export const CX = 512
/** Where the subjects stand. */
export const GROUND = 790

/** Several of one creature, side by side and smaller inside the badge, turned in; a third stands behind, between them. */
function group(one: Figure, count: number): Figure[] {
  const size = one.size * (count === 2 ? 0.62 : 0.5)
  const gap = size * (count === 2 ? 0.55 : 0.72)
  const left = face(figure(one.subject, CX - gap, one.bottom, size), 'right')
  const right = face(figure(one.subject, CX + gap, one.bottom, size), 'left')
  return count === 2 ? [left, right] : [figure(one.subject, CX, one.bottom - size * 0.3, size * 0.9), left, right]
}

/** Where the plan's subjects go and the marks of their action. */
export function arrangeScene(plan: ScenePlan, hasText: boolean): SceneFigures {
  const main = plan.main
  if (!main) return { figures: [], marks: '' }
  const ground = hasText ? GROUND - 40 : GROUND
  // What the main subject wears is drawn on it, so the next subject sets the scene ("a dog in a hat riding a horse").
  const worn = wornBy(plan)
  // Where the subject is is drawn first, what it has in hand then goes to its hand as a third subject: "a man
  // fishing in a boat" is a man in a boat with a rod, not a man with a rod beside a small boat.
  const unworn = plan.others.filter((o) => o !== worn)
  const placed =
    HANDLED.has(unworn[0]?.relation ?? '') && unworn[0]?.noun !== 'watering can' && PLACED.has(unworn[1]?.relation ?? '')
      ? [unworn[1]!, unworn[0]!, ...unworn.slice(2)]
      : unworn
  const other = placed[0] as PlanOther | undefined
  let marks = ''
  let figures: Figure[]
  // What is watered stands under the can's spout, so it is placed with the can, not as a third subject.
  const watered = other?.noun === 'watering can' ? placed[1] : undefined
  const solo = figure(main, CX, ground, hasText ? 470 : 540)
  if (!other) {
    figures = solo.subject.count ? group(solo, solo.subject.count) : [solo]
  } else {
    const o = other
    switch (o.relation) {
      case 'riding': {
        // Driving a car or riding a bus is sitting inside it: the driver shows at its window.
        if (main.kind === 'creature' && hasWindow(pictureOf(o))) {
          ;({ figures, marks } = arrangeInside(main, o, CX, ground))
          break
        }
        const big = o.kind === 'vehicle' && /wave|rocket/.test(o.noun) ? 520 : 500
        const mount = figure(o, CX, ground, big)
        const lift = o.noun === 'wave' ? 0.62 : o.noun === 'surfboard' ? 0.28 : o.noun === 'skateboard' ? 0.4 : 0.5
        // A rider sits on a creature's back, away from its head, so the mount's head shows.
        const head = o.kind === 'creature' && facingOf(mount.picture) !== 'front' ? headOf(mount.picture).x : 0.46
        // A head-and-shoulders picture has no legs to sit astride with: smaller, higher, its lower edge on the back.
        const bust = o.kind === 'creature' && isBust(pictureOf(main))
        const rider = bust
          ? figure(main, CX + (0.5 - head) * big * 0.4, ground - big * (lift + 0.1), big * 0.44)
          : figure(main, CX + (0.5 - head) * big * 0.6, ground - big * lift, big * 0.6)
        if (facingOf(mount.picture) !== 'front') face(rider, facingOf(mount.picture) === 'right' ? 'right' : 'left')
        figures = main.count ? riderGroup(mount, rider, main.count, Boolean(o.count), CX, ground, bust) : [mount, rider]
        break
      }
      case 'on': {
        const surface = figure(o, CX, ground, o.kind === 'scenery' ? 520 : 460)
        const topOf = SURFACE_TOPS.get(o.noun) ?? 0.62
        figures = [surface, figure(main, CX, ground - surface.size * topOf, surface.size * 0.62)]
        break
      }
      case 'in': {
        ;({ figures, marks } = arrangeInside(main, o, CX, ground))
        break
      }
      case 'fighting': {
        const left = face(figure(main, CX - 150, ground, 450, { rotate: 8 }), 'right')
        const right = face(figure(o, CX + 150, ground, 450, { rotate: -8 }), 'left')
        figures = [...(main.count ? fighterGroup(left, main.count, 1) : [left]), right]
        // The clash where a raised weapon or paw meets the other's head.
        marks = burst(CX + 30, ground - 390, 62)
        break
      }
      case 'chasing': {
        const ahead = face(figure(o, CX - 200, ground, 280), 'left')
        const chaser = face(figure(main, CX + 150, ground, 400), 'left')
        // Several chased ("chasing butterflies") scatter ahead, smaller, one above the other.
        const flock = [
          face(figure(o, CX - 190, ground - 40, 190), 'left'),
          face(figure(o, CX - 320, ground - 230, 160), 'left'),
          face(figure(o, CX - 110, ground - 300, 140), 'left'),
        ].slice(0, Math.min(o.count ?? 1, 3))
        figures = (o.count ?? 1) > 1 ? [...flock, chaser] : [ahead, chaser]
        marks = speedLines(CX + 370, ground - 260, 110, 1) + speedLines(CX - 40, ground - 200, 70, 1)
        break
      }
      case 'hugging': {
        // A tree is hugged round its trunk: the hugger in front of it, smaller, its arms about it.
        if (o.kind === 'scenery') {
          const tree = figure(o, CX, ground + 10, 600)
          figures = [tree, figure(main, CX, ground - 20, 330)]
          break
        }
        const hugger = face(figure(main, CX - 60, ground, 460), 'right')
        const hugged = face(figure(o, CX + 90, ground, o.kind === 'creature' ? 400 : 260), 'left')
        figures = o.kind === 'creature' ? [hugged, hugger] : [hugger, hugged]
        if (o.kind !== 'creature') hugged.bottom = ground - 60
        break
      }
      case 'playing': {
        const player = figure(main, CX + 40, ground, 460)
        const side = frontSide(player)
        if (o.kind === 'ball') {
          const ball = figure(o, player.x + side * 170, ground - 470, 170)
          figures = [player, ball]
          marks = `<path d="M${f(player.x + side * 60)},${f(ground - 380)} q${f(side * 40)},-120 ${f(side * 120)},-170" fill="none" stroke="#c9d4e0" stroke-width="10" stroke-dasharray="6 22" stroke-linecap="round" opacity="0.9"/>`
        } else {
          figures = [player, figure(o, player.x + side * 150, ground - 20, 260)]
        }
        break
      }
      case 'holding':
        if (o.noun === 'watering can') {
          const holder = face(figure(main, CX - 160, ground, 420), 'right')
          const can = figure(o, CX + 70, ground - 230, 250, { rotate: 30 })
          const picture = watered && figure(watered, 0, ground, 0)
          const group = wateringGroup(holder, can, picture, watered?.count ?? 1, ground)
          figures = group.figures
          const hand = { x: holder.x + holder.size * 0.3, y: holder.bottom - holder.size * 0.35 }
          marks =
            pour(group.spout.x, group.spout.y + 10, group.spout.x + 30, ground - 170) +
            `<path d="M${f(hand.x)},${f(hand.y)} Q${f(group.handle.x - 40)},${f(hand.y + 10)} ${f(group.handle.x)},${f(group.handle.y + 6)}" fill="none" stroke="#8a93a1" stroke-width="26" stroke-linecap="round"/>`
          break
        }
      // falls through
      case 'eating':
      case 'drinking':
      case 'reading': {
        const holder = figure(main, CX + 40, ground, 470)
        const side = frontSide(holder)
        const atMouth = o.relation === 'eating' || o.relation === 'drinking'
        const size =
          o.relation === 'reading'
            ? 250
            : o.noun === 'sign'
              ? plan.text
                ? 400
                : 300
              : o.noun === 'umbrella' || o.noun === 'balloon'
                ? 300
                : 210
        const held = figure(
          o,
          holder.x + side * (o.relation === 'reading' ? 120 : 170),
          ground - (atMouth ? 150 : o.relation === 'reading' ? 40 : 70),
          size,
        )
        if (o.noun === 'umbrella' || o.noun === 'balloon' || o.noun === 'sign' || o.noun === 'flag') held.bottom = ground - 200
        figures = [holder, held]
        break
      }
      case 'wearing': {
        figures = [figure(main, CX, ground, 520)]
        break
      }
      case 'under': {
        if (o.kind === 'scenery' && o.noun !== 'rainbow' && o.noun !== 'cloud') {
          figures = [figure(o, CX + 120, ground + 10, 620), figure(main, CX - 130, ground, 340)]
        } else {
          const below = figure(main, CX, ground, 380)
          figures = [below, figure(o, CX, ground - 330, 440)]
        }
        break
      }
      case 'above': {
        const base = figure(o, CX, ground, 400)
        // A small flyer (an insect, a bird) hovers over it, larger, without a leap's arc.
        if (HOVERS.test(pictureOf(main))) {
          figures = [base, figure(main, CX, ground - 390, 320)]
          break
        }
        // Over it, with air between them and a dotted arc of the leap or flight beneath.
        const over = figure(main, CX - 30, ground - 430, 270)
        figures = [base, over]
        marks = `<path d="M${f(CX - 300)},${f(ground - 250)} Q${f(CX - 30)},${f(ground - 560)} ${f(CX + 270)},${f(ground - 250)}" fill="none" stroke="#c9d4e0" stroke-width="10" stroke-dasharray="6 22" stroke-linecap="round" opacity="0.9"/>`
        break
      }
      default: {
        // Beside: side by side on one ground; two creatures turn towards each other; scenery stands behind.
        if (o.kind === 'scenery') {
          figures = [figure(o, CX + 150, ground + 10, 560), figure(main, CX - 130, ground, 380)]
        } else if (o.count && o.kind === 'thing') {
          figures = bunchAround(figure(main, CX, ground - 20, 430), figure(o, CX, ground, 250))
        } else {
          figures = [
            face(figure(main, CX - 175, ground, 380), 'right'),
            face(figure(o, CX + 175, ground, o.kind === 'creature' ? 380 : 300), 'left'),
          ]
        }
      }
    }
  }
  // A third subject: scenery stands behind the rest, a thing the main subject holds is at its hand ("a knight
  // riding a horse holding a sword"), anything else sits small at the front corner.
  // Several of the main subject standing on, in, under or beside something: that many, smaller, side by side.
  const single = figures.filter((fig) => fig.subject === main)
  if (main.count && other && single.length === 1 && SIDE_BY_SIDE.has(other.relation)) {
    const one = single[0]
    const size = one.size * 0.72
    const n = Math.min(main.count, 3)
    const copies = Array.from({ length: n }, (_, k) =>
      figure(main, one.x + (k - (n - 1) / 2) * size * 0.62, one.bottom, size, { flip: one.flip }),
    )
    figures.splice(figures.indexOf(one), 1, ...copies)
  }
  const holder = figures.find((fig) => fig.subject === main)
  for (const extra of placed.slice(1, 3).filter((o) => o !== watered)) {
    if (extra.kind === 'scenery') figures.unshift(figure(extra, CX + 200, ground + 10, 560))
    else if (holder && HANDLED.has(extra.relation) && extra.kind !== 'creature') {
      const side = frontSide(holder)
      figures.push(figure(extra, holder.x + side * holder.size * 0.42, holder.bottom - holder.size * 0.18, holder.size * 0.45))
    } else figures.push(figure(extra, CX + 280, ground + 10, 180))
  }
  // Steam rises from the main subject.
  const mainFig = figures.find((fig) => fig.subject === main)
  if (mainFig && main.modifiers.includes('steam'))
    marks += steam(mainFig.x - mainFig.size * 0.05, mainFig.bottom - mainFig.size * 0.72, mainFig.size * 0.55)
  // A sleeper snores above its head.
  if (mainFig && main.modifiers.includes('sleeping'))
    marks += snores(mainFig.x - mainFig.size * 0.1, mainFig.bottom - mainFig.size * 0.68, mainFig.size * 0.4)
  return { figures, marks }
}

/** Where a subject stands on a surface, as a fraction of the surface's picture from its foot (0.62 for the rest). */
const SURFACE_TOPS = new Map<string, number>([
  ['branch', 0.34],
  ['lily pad', 0.34],
  ['cloud', 0.55],
  ['swing', 0.25],
  ['mountain', 0.85],
  ['stage', 0.33],
  ['boat', 0.38],
  ['canoe', 0.38],
])

/** Small flyers, by picture: over something they hover, they do not leap it. */
const HOVERS =
  /^(honeybee|bee|butterfly|dragonfly|ladybug|mosquito|fly|bird|dove|parrot|eagle|owl|bat|crane-bird|flamingo|swan|duck)$/

/** Relations whose main subject can be several side by side without losing the relation. */
const SIDE_BY_SIDE = new Set(['on', 'in', 'under', 'beside', 'above', 'playing'])

/** Relations in which the main subject has the thing in hand. */
const HANDLED = new Set(['holding', 'eating', 'drinking', 'reading'])

/** Relations that say where the main subject is. */
const PLACED = new Set(['in', 'on', 'riding'])

/**
 * The words lettered on a sign the subject holds ("a panda holding a sign that says Free hugs"), or null
 * when no sign is held. Kept apart from the figures so Line Art does not trace the letters.
 */
export function signLettering(scene: SceneFigures, text: string, ink: string): string | null {
  const sign = scene.figures.find((fig) => fig.picture === 'sign')
  if (!sign) return null
  // The sign's board, from its drawing: x 3–29, y 3–16 of its 32-unit box.
  const unit = sign.size / 32
  const left = sign.x - sign.size / 2 + 3 * unit
  const top = sign.bottom - sign.size + 3 * unit
  const width = 26 * unit
  const height = 13 * unit
  const words = text.trim().split(/\s+/)
  const half = Math.ceil(words.length / 2)
  const lines =
    text.length > 12 && words.length > 1 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [text.trim()]
  const longest = Math.max(...lines.map((line) => line.length))
  const size = Math.min((height * 0.78) / lines.length, (width * 0.9) / (0.66 * Math.max(longest, 3)))
  const first = top + height / 2 - ((lines.length - 1) * size * 1.05) / 2 + size * 0.36
  return lines
    .map(
      (line, i) =>
        `<text x="${f(left + width / 2)}" y="${f(first + i * size * 1.05)}" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${f(size)}" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('')
}
