// An icon of the Fluent Emoji Flat set as SVG markup, ready to place in a drawing.
import { loadIconSet } from '../icon-set.ts'

/** An icon's SVG markup in a 0 0 32 32 box, with its ids made unique by `prefix`. */
export function iconMarkup(icon: string, prefix: string): { body: string; width: number; height: number } {
  const { set } = loadIconSet()
  const alias = set.aliases?.[icon]
  const data = set.icons[alias?.parent ?? icon]
  if (!data) throw new Error(`Unknown icon ${icon}`)
  const width = data.width ?? set.width ?? 32
  const height = data.height ?? set.height ?? 32
  let body = data.body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
  if (alias?.hFlip) body = `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>`
  return { body, width, height }
}

/** Whether the icon set has a picture by this name ("cat-face"). */
export function hasIcon(icon: string) {
  const { set } = loadIconSet()
  return Boolean(set.icons[icon] ?? set.aliases?.[icon])
}
