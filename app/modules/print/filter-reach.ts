import { attributeOf, numbersOf, svgElements, transformStretch, type SvgElement } from './svg-elements.ts'

// How far an SVG's filters reach beyond a pixel, in design units (ADR 186). A print file is drawn a tile at a
// time, each tile with a margin around it that its filters need (a blur near the tile's edge reads what lies
// beyond it). The margin is drawn and thrown away, so it costs: with the 64-unit margin every filtered style
// had until 1 December, a 768-px tile of a size-L print drew 1,330 px square, three times its pixels.

/**
 * The margin drawn when a filter's reach is not known, and the widest drawn: what every filtered style drew
 * before ADR 186. A blur reaching further (Studio Lighting's, Hyper-realistic's light) loses only its faint tail
 * there, as its prints always did, and a wider margin would cost more than the prints took until then.
 */
export const FALLBACK_MARGIN_UNITS = 64

/** Primitives whose output pixel depends only on the same pixel of their inputs, or on its position alone. */
const POINTWISE = new Set([
  'feFlood',
  'feComposite',
  'feColorMatrix',
  'feComponentTransfer',
  'feFuncR',
  'feFuncG',
  'feFuncB',
  'feFuncA',
  'feMerge',
  'feMergeNode',
  'feBlend',
  'feTurbulence',
  'feDistantLight',
  'fePointLight',
  'feSpotLight',
])

/**
 * How far one primitive reads beyond the pixel it writes, in its user units, or null when that is not known
 * here. A blur reads about three standard deviations (librsvg's three box blurs reach 2.8), lighting the
 * neighbouring pixels (a unit is more than one at print size), an offset its shift.
 */
export function primitiveReach(element: Pick<SvgElement, 'name' | 'attributes'>): number | null {
  const { name, attributes } = element
  if (POINTWISE.has(name)) return 0
  const number = (attribute: string, fallback: number) => {
    const values = numbersOf(attributeOf(attributes, attribute))
    return values.length ? Math.max(...values.map(Math.abs)) : fallback
  }
  switch (name) {
    case 'feGaussianBlur':
      return 3 * number('stdDeviation', 0)
    case 'feDropShadow':
      return 3 * number('stdDeviation', 2) + Math.max(number('dx', 2), number('dy', 2))
    case 'feOffset':
      return Math.max(number('dx', 0), number('dy', 0))
    case 'feMorphology':
      return number('radius', 0)
    case 'feDisplacementMap':
      return number('scale', 0) / 2
    case 'feDiffuseLighting':
    case 'feSpecularLighting':
      return 1
    case 'feImage':
      // A picture placed in the filter's own coordinates (the lighting drawn once, ADR 186): pointwise.
      return attributeOf(attributes, 'href')?.startsWith('data:') ? 0 : null
    default:
      return null
  }
}

/**
 * The design units the SVG's filters reach beyond a pixel, for the margin around a print tile: for each element
 * drawn through a filter, the sum of its primitives' reaches (an upper bound: a chain of blurs adds up), times
 * how much the transforms of the element and its ancestors stretch lengths. 0 when every filter is pointwise;
 * the fallback when a filter is out of reach of this reading (an unknown primitive, one used from CSS or
 * inside a pattern).
 */
export function filterReachUnits(svg: string): number {
  if (!/<fe[A-Z]/.test(svg)) return 0
  let elements: SvgElement[]
  try {
    elements = svgElements(svg)
  } catch {
    return FALLBACK_MARGIN_UNITS
  }
  if (/filter\s*:/.test(svg)) return FALLBACK_MARGIN_UNITS
  const reachOf = new Map<string, number | null>()
  for (const [index, element] of elements.entries()) {
    if (element.name !== 'filter') continue
    let sum: number | null = 0
    for (const primitive of elements.slice(index + 1)) {
      if (primitive.start >= element.end) break
      const reach = primitiveReach(primitive)
      sum = reach === null || sum === null ? null : sum + reach
    }
    reachOf.set(attributeOf(element.attributes, 'id') ?? '', sum)
  }
  /**
   * How much lengths inside `element` are stretched on the canvas: its own and its ancestors' transforms, nested
   * <svg> viewports (an icon's 32-unit box drawn 470 units wide), and for the content of a mask or clip, the
   * elements that use it. Null when that cannot be told.
   */
  const stretchOf = (element: SvgElement, depth = 0): number | null => {
    let stretch = 1
    for (let at: SvgElement | undefined = element; at; at = elements[at.parent]) {
      if (at.name === 'mask' || at.name === 'clipPath') {
        const id = attributeOf(at.attributes, 'id')
        const users = elements.filter(
          (user) => id && attributeOf(user.attributes, at!.name === 'mask' ? 'mask' : 'clip-path') === `url(#${id})`,
        )
        if (
          depth > 4 ||
          attributeOf(at.attributes, at.name === 'mask' ? 'maskContentUnits' : 'clipPathUnits') === 'objectBoundingBox'
        )
          return null
        const outer = users.map((user) => stretchOf(user, depth + 1))
        if (outer.some((value) => value === null)) return null
        return stretch * Math.max(1, ...(outer as number[]))
      }
      if (['pattern', 'marker', 'symbol'].includes(at.name)) return null
      stretch *= transformStretch(attributeOf(at.attributes, 'transform'))
      if (at.name === 'svg' && at.parent !== -1) {
        const [, , across, down] = numbersOf(attributeOf(at.attributes, 'viewBox'))
        const width = Number(attributeOf(at.attributes, 'width'))
        const height = Number(attributeOf(at.attributes, 'height'))
        if (across && down) {
          if (!(width > 0 && height > 0)) return null
          stretch *= Math.max(width / across, height / down)
        }
      }
    }
    return stretch
  }
  let widest = 0
  for (const element of elements) {
    const id = /url\(#([^)]+)\)/.exec(attributeOf(element.attributes, 'filter') ?? '')?.[1]
    if (!id) continue
    const reach = reachOf.get(id)
    if (reach === undefined || reach === null) return FALLBACK_MARGIN_UNITS
    if (reach === 0) continue
    const stretch = stretchOf(element)
    if (stretch === null) return FALLBACK_MARGIN_UNITS
    widest = Math.max(widest, reach * stretch)
  }
  // One unit more: antialiasing at the reach's edge.
  return widest === 0 ? 0 : Math.min(FALLBACK_MARGIN_UNITS, Math.ceil(widest) + 1)
}
