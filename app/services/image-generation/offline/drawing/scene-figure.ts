// One drawn subject of a scene (scene-draw.ts places them, scene-worn.ts dresses them): its picture, where
// it stands, its size and which way it faces, and its SVG markup. In the illustration's 1024-unit viewBox.
import { DRAWINGS, facingOf } from './scene-drawings.ts'
import type { PlanSubject } from '../plan/types.ts'
import { iconMarkup } from './icon-art.ts'
import { f } from './svg.ts'

export interface Figure {
  subject: PlanSubject
  /** The picture: an icon name or a hand drawing's name. */
  picture: string
  x: number
  bottom: number
  size: number
  /** Mirror it (to face the other way). */
  flip?: boolean
  rotate?: number
}

export interface SceneFigures {
  /** Back to front. */
  figures: Figure[]
  /** Marks that tell the action: a clash burst, speed lines, a ball's arc, steam. */
  marks: string
}

export function pictureOf(subject: PlanSubject) {
  return subject.drawing ?? subject.icon ?? 'white-question-mark'
}

export function figure(subject: PlanSubject, x: number, bottom: number, size: number, extra: Partial<Figure> = {}): Figure {
  return { subject, picture: pictureOf(subject), x, bottom, size, ...extra }
}

/** Faces the figure towards `direction` (left or right) when it is drawn facing the other way. */
export function face(fig: Figure, direction: 'left' | 'right') {
  const facing = facingOf(fig.picture)
  if (facing !== 'front') fig.flip = facing !== direction
  return fig
}

/** Which side a figure's front is on (-1 left, +1 right); front-facing pictures hold things on their right. */
export function frontSide(fig: Figure) {
  const facing = facingOf(fig.picture)
  const base = facing === 'right' ? 1 : facing === 'left' ? -1 : 1
  return fig.flip ? -base : base
}

export function pictureMarkup(picture: string, prefix: string) {
  if (DRAWINGS[picture]) return { body: DRAWINGS[picture], width: 32, height: 32 }
  return iconMarkup(picture, prefix)
}

/** An icon drawn in the square of `size` whose top left is (x, y), clipped to it: a crown, a glove. */
export function iconAt(name: string, x: number, y: number, size: number, prefix: string) {
  const icon = iconMarkup(name, prefix)
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</svg>`
}

/** One figure's markup, mirrored or tilted as placed. */
export function figureMarkup(fig: Figure, prefix: string) {
  const pic = pictureMarkup(fig.picture, prefix)
  const x = fig.x - fig.size / 2
  const y = fig.bottom - fig.size
  let body = `<svg x="${f(x)}" y="${f(y)}" width="${f(fig.size)}" height="${f(fig.size)}" viewBox="0 0 ${pic.width} ${pic.height}" overflow="visible">${pic.body}</svg>`
  if (fig.flip) body = `<g transform="translate(${f(2 * fig.x)} 0) scale(-1 1)">${body}</g>`
  if (fig.rotate) body = `<g transform="rotate(${fig.rotate} ${f(fig.x)} ${f(fig.bottom)})">${body}</g>`
  return body
}
