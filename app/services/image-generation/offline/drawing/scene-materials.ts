// What a subject is made of, drawn in its shape. A material named by a word ("a glass apple", "a golden owl", "a
// knitted teddy bear", "a heart made of gold") recolours the subject as the material and gives it the material's
// surface: a sheen, a grain, stitches, folds. A material that is a thing ("a heart made of roses", "a lion made
// of leaves") fills the subject's outline with that thing's picture, many times over, and the subject's own dark
// lines (eyes, mouth, outline) are drawn over it, so the shape and its face still read.
import type { Figure } from './scene-figure.ts'
import { pictureMarkup } from './scene-figure.ts'
import { f } from './svg.ts'

/** The sheen of a smooth, hard surface: light from the upper left on the blurred outline. */
const sheen = (strength: number, exponent: number, colour = '#ffffff') =>
  `<feGaussianBlur in="SourceAlpha" stdDeviation="6" result="bump"/>` +
  `<feSpecularLighting in="bump" surfaceScale="5" specularConstant="${strength}" specularExponent="${exponent}" lighting-color="${colour}" result="spec"><feDistantLight azimuth="225" elevation="40"/></feSpecularLighting>` +
  `<feComposite in="spec" in2="SourceAlpha" operator="in" result="shine"/>` +
  `<feComposite in="tone" in2="shine" operator="arithmetic" k2="1" k3="1"/>`

/** The subject's lightness mapped onto the material's tones, darkest first (so its shading and features stay). */
const toned = (r: string, g: string, b: string, alpha = 1) =>
  `<feColorMatrix type="matrix" values="0.3 0.59 0.11 0 0  0.3 0.59 0.11 0 0  0.3 0.59 0.11 0 0  0 0 0 ${alpha} 0"/>` +
  `<feComponentTransfer result="tone"><feFuncR type="table" tableValues="${r}"/><feFuncG type="table" tableValues="${g}"/><feFuncB type="table" tableValues="${b}"/></feComponentTransfer>`

/**
 * A grain of noise over the tone, within the subject: `frequency` its scale (two numbers stretch it along one
 * axis), `colour` the grain's RGB, `alpha` the matrix row that turns the noise into the grain's opacity.
 */
const grain = (frequency: string, octaves: number, seed: number, colour: string, alpha: string) => {
  const [r, g, b] = colour.split(' ')
  return (
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}" result="noise"/>` +
    `<feColorMatrix in="noise" type="matrix" values="0 0 0 0 ${r}  0 0 0 0 ${g}  0 0 0 0 ${b}  ${alpha}" result="grain"/>` +
    `<feComposite in="grain" in2="SourceAlpha" operator="in" result="grainIn"/>` +
    `<feComposite in="grainIn" in2="tone" operator="over"/>`
  )
}

/** Each material's filter, applied to the subject as drawn. */
const FILTERS: Record<string, string> = {
  gold: toned('0.33 0.62 0.86 0.98 1', '0.18 0.4 0.64 0.82 0.95', '0.02 0.08 0.18 0.36 0.7') + sheen(1.1, 16, '#fff6d8'),
  silver: toned('0.22 0.45 0.68 0.86 0.97', '0.24 0.47 0.7 0.88 0.98', '0.28 0.52 0.75 0.92 1') + sheen(1.1, 18),
  // Clear and cool: pale, its rim and highlights bright, glints across it (glintsOver). Drawn opaque, as the styles
  // that outline their subjects fill the outline behind them.
  glass:
    toned('0.55 0.7 0.86 0.97', '0.74 0.87 0.95 1', '0.86 0.95 1 1') +
    `<feMorphology in="SourceAlpha" operator="erode" radius="9" result="inner"/>` +
    `<feComposite in="SourceAlpha" in2="inner" operator="out" result="rim"/>` +
    `<feGaussianBlur in="rim" stdDeviation="2" result="softRim"/>` +
    `<feFlood flood-color="#ffffff" flood-opacity="0.9"/><feComposite in2="softRim" operator="in" result="rimlight"/>` +
    `<feComposite in="rimlight" in2="tone" operator="over" result="tone"/>` +
    sheen(2.2, 34),
  ice: toned('0.66 0.8 0.92 0.98', '0.8 0.91 0.97 1', '0.9 0.97 1 1') + sheen(1.3, 22),
  // Warm browns with a grain running along the subject, faint enough that the flat styles' few tones take it into
  // the wood's own (not stripes of another colour).
  wood:
    toned('0.3 0.5 0.68 0.8', '0.15 0.29 0.43 0.55', '0.05 0.11 0.2 0.28') +
    grain('0.004 0.08', 2, 7, '0.3 0.16 0.06', '0.75 0 0 0 -0.3'),
  stone:
    toned('0.3 0.5 0.66 0.78', '0.3 0.49 0.64 0.76', '0.3 0.47 0.6 0.72') +
    grain('0.09', 3, 4, '0.15 0.15 0.15', '1.4 0 0 0 -0.55'),
  chocolate: toned('0.18 0.3 0.42 0.55', '0.09 0.16 0.24 0.33', '0.05 0.08 0.12 0.18') + sheen(0.8, 14, '#f7e0c8'),
  // A twisted balloon: glossy, bright, one colour.
  balloon: toned('0.6 0.86 0.98 1', '0.06 0.2 0.45 0.75', '0.3 0.5 0.72 0.9') + sheen(1.8, 30),
  // Wool keeps its colour, a little softer; the stitches are drawn over it (stitchesOver).
  knit: `<feColorMatrix type="saturate" values="0.8" result="tone"/>`,
  // Folded paper: a few flat tones; the folds are drawn over it (foldsOver).
  paper:
    `<feColorMatrix type="saturate" values="0.9"/>` +
    `<feComponentTransfer result="tone"><feFuncR type="discrete" tableValues="0.25 0.55 0.8 0.95"/><feFuncG type="discrete" tableValues="0.2 0.5 0.75 0.93"/><feFuncB type="discrete" tableValues="0.2 0.45 0.7 0.9"/></feComponentTransfer>`,
}

/** The figure's box, with some air for what sticks out of its picture. */
function boxOf(fig: Figure) {
  const pad = fig.size * 0.15
  return { x: fig.x - fig.size / 2 - pad, y: fig.bottom - fig.size - pad, w: fig.size + 2 * pad, h: fig.size + 2 * pad }
}

/** A mask of the figure's outline (everything it draws, in white), for drawing within it. */
function outlineMask(fig: Figure, prefix: string) {
  const b = boxOf(fig)
  return (
    `<filter id="${prefix}white" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feFlood flood-color="#fff"/><feComposite in2="SourceAlpha" operator="in"/></filter>` +
    `<mask id="${prefix}outline" maskUnits="userSpaceOnUse" x="${f(b.x)}" y="${f(b.y)}" width="${f(b.w)}" height="${f(b.h)}"><use href="#${prefix}body" filter="url(#${prefix}white)"/></mask>`
  )
}

/** The figure's own dark lines (outline, eyes, mouth), in black, over what fills it. */
function darkLines(prefix: string) {
  return (
    `<filter id="${prefix}lines" x="-0.05" y="-0.05" width="1.1" height="1.1" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0 0 0 0 0.08  0 0 0 0 0.06  0 0 0 0 0.05  -0.75 -1.4 -0.3 0 1.05"/><feComposite in2="SourceAlpha" operator="in"/></filter>` +
    `<use href="#${prefix}body" filter="url(#${prefix}lines)"/>`
  )
}

/** Rows of knitted stitches (little Vs), within the outline. */
function stitchesOver(fig: Figure, prefix: string) {
  const b = boxOf(fig)
  const w = Math.max(10, fig.size * 0.045)
  const h = w * 0.9
  const v = `M0,0 Q${f(w * 0.25)},${f(h * 0.9)} ${f(w / 2)},${f(h)} Q${f(w * 0.75)},${f(h * 0.9)} ${f(w)},0`
  return (
    `<pattern id="${prefix}knit" patternUnits="userSpaceOnUse" x="${f(b.x)}" y="${f(b.y)}" width="${f(w)}" height="${f(h)}">` +
    `<path d="${v}" fill="none" stroke="#000" stroke-opacity="0.28" stroke-width="${f(w * 0.16)}"/>` +
    `<path d="M${f(w * 0.12)},${f(h * 0.08)} Q${f(w * 0.3)},${f(h * 0.7)} ${f(w / 2)},${f(h * 0.8)}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="${f(w * 0.1)}"/>` +
    `</pattern>` +
    outlineMask(fig, prefix) +
    `<rect x="${f(b.x)}" y="${f(b.y)}" width="${f(b.w)}" height="${f(b.h)}" fill="url(#${prefix}knit)" mask="url(#${prefix}outline)"/>`
  )
}

/** Folds of paper: straight creases from the subject's middle to its edges, light on one side, shade on the other. */
function foldsOver(fig: Figure, prefix: string) {
  const b = boxOf(fig)
  const cx = fig.x
  const cy = fig.bottom - fig.size * 0.5
  const corners: [number, number][] = [
    [b.x, b.y],
    [b.x + b.w * 0.55, b.y],
    [b.x + b.w, b.y + b.h * 0.3],
    [b.x + b.w, b.y + b.h],
    [b.x + b.w * 0.35, b.y + b.h],
    [b.x, b.y + b.h * 0.6],
  ]
  const facets = corners
    .map(([x, y], i) => {
      const [nx, ny] = corners[(i + 1) % corners.length]
      const shade = i % 2 === 0 ? 'fill="#fff" fill-opacity="0.16"' : 'fill="#000" fill-opacity="0.14"'
      return `<path d="M${f(cx)},${f(cy)} L${f(x)},${f(y)} L${f(nx)},${f(ny)} Z" ${shade}/>`
    })
    .join('')
  const creases = corners
    .map(
      ([x, y]) =>
        `<path d="M${f(cx)},${f(cy)} L${f(x)},${f(y)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${f(fig.size * 0.008)}"/>`,
    )
    .join('')
  return outlineMask(fig, prefix) + `<g mask="url(#${prefix}outline)">${facets}${creases}</g>`
}

/** Two bright glints across a glassy subject, within its outline. */
function glintsOver(fig: Figure, prefix: string) {
  const b = boxOf(fig)
  const band = (at: number, width: number, opacity: number) => {
    const x = b.x + b.w * at
    const skew = b.h * 0.45
    return `<path d="M${f(x)},${f(b.y + b.h)} L${f(x + skew)},${f(b.y)} L${f(x + skew + width)},${f(b.y)} L${f(x + width)},${f(b.y + b.h)} Z" fill="#fff" fill-opacity="${opacity}"/>`
  }
  return (
    outlineMask(fig, prefix) +
    `<g mask="url(#${prefix}outline)">${band(0.12, fig.size * 0.09, 0.45)}${band(0.36, fig.size * 0.035, 0.4)}</g>`
  )
}

/** The thing a subject is made of, many times over within its outline, and the subject's dark lines over it. */
function filledWith(fig: Figure, prefix: string) {
  const material = fig.subject.material
  const picture = material?.drawing ?? material?.icon
  if (!picture) return ''
  const pic = pictureMarkup(picture, `${prefix}m`)
  const b = boxOf(fig)
  const step = fig.size * 0.17
  const size = step * 1.35
  const tiles: string[] = []
  for (let row = 0, y = b.y; y < b.y + b.h; row++, y += step * 0.8) {
    for (let x = b.x + (row % 2 ? step / 2 : 0); x < b.x + b.w; x += step) {
      const turn = ((row * 7 + Math.round(x)) % 5) * 18 - 36
      tiles.push(
        `<use href="#${prefix}mat" x="${f(x - size / 2)}" y="${f(y - size / 2)}" width="${f(size)}" height="${f(size)}" transform="rotate(${turn} ${f(x)} ${f(y)})"/>`,
      )
    }
  }
  return (
    `<symbol id="${prefix}mat" viewBox="0 0 ${pic.width} ${pic.height}">${pic.body}</symbol>` +
    outlineMask(fig, prefix) +
    `<g mask="url(#${prefix}outline)">${tiles.join('')}</g>` +
    darkLines(prefix)
  )
}

/** The figure's markup drawn in what it is made of (unchanged when it names no material). */
export function inMaterial(fig: Figure, markup: string, prefix: string) {
  const material = fig.subject.finish
  if (material && FILTERS[material]) {
    const filter = `<filter id="${prefix}material" x="-0.1" y="-0.1" width="1.2" height="1.2" color-interpolation-filters="sRGB">${FILTERS[material]}</filter>`
    const body = `<g id="${prefix}body" filter="url(#${prefix}material)">${markup}</g>`
    if (material === 'knit') return filter + body + stitchesOver(fig, prefix)
    if (material === 'paper') return filter + body + foldsOver(fig, prefix)
    if (material === 'glass' || material === 'ice') return filter + body + glintsOver(fig, prefix)
    return filter + body
  }
  if (!fig.subject.material) return markup
  return `<g id="${prefix}body">${markup}</g>${filledWith(fig, prefix)}`
}
