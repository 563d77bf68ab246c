// What the figures of a scene wear (scene-draw.ts places them): outfits from their roles (a pirate's hat,
// an astronaut's helmet), the thing the prompt dresses the main subject in (on the head, eyes, neck, body or
// paw), a cape behind; and the figures' markup back to front with what each wears.
import { headOf, outfitMarkup } from './scene-drawings.ts'
import { type Figure, figureMarkup, frontSide, iconAt, pictureOf, type SceneFigures } from './scene-figure.ts'
import type { PlanOther, ScenePlan } from '../plan/types.ts'
import { withLooks } from './scene-looks.ts'
import { f } from './svg.ts'

/** The thing the main subject wears, if the prompt dresses it. */
export function wornBy(plan: ScenePlan) {
  return plan.others.find((o) => o.relation === 'wearing')
}

const OWN_OUTFIT = new Set(['samurai', 'viking', 'pirate'])
/** Things worn on the hands, drawn on the front paw. */
const ON_PAW = /\b(glove|gloves|mitten)\b/
/** Clothes worn on the body rather than on the head, eyes or neck. */
const BODY_WORN =
  /\b(coat|raincoat|jacket|sweater|hoodie|shirt|dress|vest|costume|kimono|tuxedo|suit|tutu|poncho|jeans|shorts|bikini)\b/
/** A superhero, or anything wearing a cape, has a cape flying out behind it. */
const caped = (fig: Figure, worn: PlanOther | undefined) => fig.subject.modifiers.includes('superhero') || worn?.noun === 'cape'

/** What a figure wears: outfits from its modifiers, and a worn object from a 'wearing' relation. */
function wornMarkup(fig: Figure, worn: PlanOther | undefined, prefix: string) {
  const head = headOf(fig.picture)
  const hx = fig.flip ? 1 - head.x : head.x
  const cx = fig.x - fig.size / 2 + hx * fig.size
  const top = fig.bottom - fig.size + head.y * fig.size
  // Outfits fit the head, but never outgrow the figure (a hamster's head is most of it).
  const w = Math.min(head.w, 0.5) * fig.size
  const crown = (x: number, y: number, size: number) => iconAt('crown', x, y, size, `${prefix}c`)
  // A samurai, a viking or a pirate named as the subject wears its own outfit too.
  const roles = OWN_OUTFIT.has(fig.subject.noun) ? [...fig.subject.modifiers, fig.subject.noun] : fig.subject.modifiers
  let out = roles.map((role) => outfitMarkup(role, cx, top, w, crown)).join('')
  // A spacesuit is worn as an astronaut wears it: the bubble round the head, not on top of it.
  if (worn?.drawing === 'helmet-bubble' && !roles.includes('astronaut')) out += outfitMarkup('astronaut', cx, top, w, crown)
  else if (worn) {
    const picture = pictureOf(worn)
    const onEyes = /glasses/.test(worn.noun)
    const onNeck = /scarf|bow tie|tie|bandana/.test(worn.noun)
    const onChin = /beard|moustache/.test(worn.noun)
    if (BODY_WORN.test(worn.noun)) {
      // Clothes cover the body below the head: under the chin of a picture that is all face (a bear's head, a girl's
      // bust), on the torso of one with a body, away from its head (a dog side on).
      const faceOnly = head.w >= 0.6
      const size = fig.size * (faceOnly ? 0.4 : 0.42)
      const x = faceOnly ? cx : fig.x + (0.5 - hx) * fig.size * 0.3
      const bottom = faceOnly ? fig.bottom + size * 0.4 : fig.bottom - fig.size * 0.2
      out += figureMarkup({ subject: worn, picture, x, bottom, size }, `${prefix}w`)
    } else if (onChin) {
      // Under the nose, over the mouth and chin: low on a picture that is all face (a man's head, a bear's), else
      // under the head's middle, as wide as the face.
      const faceOnly = head.w >= 0.6
      const moustache = worn.noun === 'moustache'
      const size = faceOnly ? fig.size * (moustache ? 0.34 : 0.5) : Math.min(w * 0.95, fig.size * 0.4)
      const bottom = faceOnly
        ? moustache
          ? fig.bottom - fig.size * 0.3 + size / 2
          : fig.bottom + size * 0.12
        : top + w * 0.55 + size
      out += figureMarkup({ subject: worn, picture, x: faceOnly ? fig.x : cx, bottom, size }, `${prefix}w`)
    } else if (worn.noun !== 'cape' && !ON_PAW.test(worn.noun)) {
      const size = Math.min(w * (onEyes ? 1.0 : onNeck ? 0.9 : 1.35), fig.size * (onEyes ? 0.6 : 0.42))
      const y = onEyes ? top + w * 0.05 : onNeck ? top + w * 0.75 : top - size * 0.72
      out += figureMarkup({ subject: worn, picture, x: cx, bottom: y + size, size }, `${prefix}w`)
    }
  }
  if (fig.subject.modifiers.includes('boxer') || ON_PAW.test(worn?.noun ?? '')) {
    // A boxing glove (or the glove worn) on the front paw.
    const side = frontSide(fig)
    const glove = worn && ON_PAW.test(worn.noun) && worn.icon ? worn.icon : 'boxing-glove'
    const size = fig.size * 0.3
    out += iconAt(glove, fig.x + side * fig.size * 0.32 - size / 2, fig.bottom - fig.size * 0.62, size, `${prefix}g`)
  }
  if (caped(fig, worn)) {
    // A cape flies out behind the body.
    const back = fig.x + (fig.flip ? -1 : 1) * fig.size * 0.1
    out =
      `<path d="M${f(back - fig.size * 0.1)},${f(top + w * 0.7)} L${f(back + fig.size * 0.42 * (fig.flip ? -1 : 1))},${f(fig.bottom - fig.size * 0.05)} L${f(back - fig.size * 0.05)},${f(fig.bottom - fig.size * 0.15)} Z" fill="#d32f2f"/>` +
      out
  }
  return out
}

/** Each figure's markup, back to front, with what it wears. */
export function eachFigureMarkup(scene: SceneFigures, plan: ScenePlan, idPrefix: string): string[] {
  const worn = wornBy(plan)
  return scene.figures.map((fig, i) => {
    const dressed = fig.subject === plan.main ? wornMarkup(fig, worn, `${idPrefix}${i}-`) : ''
    const cape = dressed.startsWith('<path') && caped(fig, worn) ? dressed.slice(0, dressed.indexOf('/>') + 2) : ''
    return withLooks(fig, `${cape}${figureMarkup(fig, `${idPrefix}${i}-`)}${dressed.slice(cape.length)}`, `${idPrefix}${i}-`)
  })
}
