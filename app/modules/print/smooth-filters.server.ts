import sharp from 'sharp'
import { attributeOf, numbersOf, svgElements, type SvgElement } from './svg-elements.ts'

// Smooth filter results drawn once per print file (ADR 186). Ghibli-inspired shades its subjects from a wide blur
// of their shape (their "volume") lit by a distant light and cut into two tones; Hyper-realistic lights the same
// kind of volume and puts its setting out of focus with a wide blur. Those results are smooth, yet a print file
// drew them again in each of its ~48 tiles, and the blurs' reach (54 units and more) made every tile draw a
// 64-unit margin: three times its own pixels, for the whole design.
//
// Here a filter's smooth part (a blur at least MIN_BLUR units wide, whatever it blurs, and what is computed from
// such blurs alone) is drawn once, at the size of the design's picture. A filter that is smooth through to its output becomes a picture of its
// output; otherwise the filter reads its smooth part as a picture (<feImage>) in its own coordinates. What
// remains reaches a few units (an outline, an antialiasing blur), so the tiles' margins shrink with it
// (filter-reach.ts).

/** A blur at least this wide (design units) gives a result smooth enough to draw at a pixel per unit and enlarge. */
const MIN_BLUR = 4
/** Primitives that keep a smooth input smooth. */
const SMOOTH_FROM_SMOOTH = new Set([
  'feDiffuseLighting',
  'feSpecularLighting',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feOffset',
])
/**
 * A step cuts a smooth input into hard edges: a step function (Ghibli's two-tone cel shade) or a steep ramp (an
 * alpha times 20 makes Paper Cut-Out's white margin from a blur of the shape). Drawn from a small picture and
 * enlarged, the cut came out soft or speckled, so it is made at print size from the enlarged smooth input.
 */
function cutsHard(markup: string): boolean {
  if (/type="(discrete|table)"/.test(markup)) return true
  return [...markup.matchAll(/type="linear"[^>]*?slope="(-?[\d.]+)"|slope="(-?[\d.]+)"[^>]*?type="linear"/g)].some(
    (match) => Math.abs(Number(match[1] ?? match[2])) > 4,
  )
}
/** Primitives with a second input. */
const TWO_INPUTS = new Set(['feComposite', 'feBlend', 'feDisplacementMap'])
/** Primitives with no input. */
const NO_INPUT = new Set(['feFlood', 'feTurbulence', 'feImage'])

interface Primitive {
  element: SvgElement
  /** Its markup with explicit inputs and result. */
  markup: string
  inputs: string[]
  result: string
  smooth: boolean
}

/** The filter's primitives with every input and result named, and which of them are smooth; null if unreadable. */
function readPrimitives(svg: string, elements: SvgElement[], filterIndex: number, name: string): Primitive[] | null {
  const children = elements.filter((element) => element.parent === filterIndex)
  const primitives: Primitive[] = []
  const smoothResults = new Set<string>()
  for (const [i, element] of children.entries()) {
    const previous = primitives.at(-1)?.result ?? 'SourceGraphic'
    const result = attributeOf(element.attributes, 'result') ?? `${name}-${i}`
    if (primitives.some((primitive) => primitive.result === result)) return null
    let inputs: string[]
    let named = element.attributes.replace(/\s(in|in2|result)="[^"]*"/g, '')
    if (element.name === 'feMerge') {
      const nodes = elements.filter((node) => node.parent === elements.indexOf(element))
      inputs = nodes.map((node) => attributeOf(node.attributes, 'in') ?? '')
      if (inputs.includes('')) return null
    } else if (NO_INPUT.has(element.name)) {
      inputs = []
    } else {
      inputs = [attributeOf(element.attributes, 'in') ?? previous]
      if (TWO_INPUTS.has(element.name)) inputs.push(attributeOf(element.attributes, 'in2') ?? previous)
      named += ` in="${inputs[0]}"${inputs[1] ? ` in2="${inputs[1]}"` : ''}`
    }
    named += ` result="${result}"`
    const blur = Math.max(0, ...numbersOf(attributeOf(element.attributes, 'stdDeviation')))
    const fromSmooth = inputs.length > 0 && inputs.every((input) => smoothResults.has(input))
    const smooth =
      element.name === 'feGaussianBlur'
        ? blur >= MIN_BLUR
        : SMOOTH_FROM_SMOOTH.has(element.name) && fromSmooth && !cutsHard(svg.slice(element.start, element.end))
    if (smooth) smoothResults.add(result)
    const markup =
      element.contentStart === element.end
        ? `<${element.name}${named}/>`
        : `<${element.name}${named}>${svg.slice(element.contentStart, element.contentEnd)}</${element.name}>`
    primitives.push({ element, markup, inputs, result, smooth })
  }
  return primitives
}

/** Attributes a group around the filtered one may have: none changes what the group draws or where. */
const PLAIN_ANCESTOR = /^(\s+(clip-path|mask|opacity|id)="[^"]*")*\s*$/

/**
 * The SVG with its filters' smooth parts drawn once, at the size of the design's picture (`picturePx` wide), and
 * shown as pictures. Light is drawn at that scale on purpose: librsvg lights a surface per pixel, so the
 * same filter drawn 4.4 times larger lit a flatter surface, and the print's shading differed from the picture the
 * shopper saw. A smooth result loses nothing by being drawn small: librsvg enlarges it smoothly.
 *
 * A filter is rewritten only where that is plainly right: in a design whose view box starts at 0,0, for elements
 * inside groups that neither move nor restyle them. A filter whose rest reads its smooth part back as a picture
 * must be used by one group with no other attribute. Each picture is drawn from its element
 * alone.
 */
export async function drawSmoothFiltersOnce(svg: string, picturePx: number): Promise<string> {
  if (!/<feGaussianBlur/.test(svg)) return svg
  const elements = svgElements(svg)
  const root = elements[0]
  const [left, top, width, height] = numbersOf(attributeOf(root?.attributes ?? '', 'viewBox'))
  if (!root || root.name !== 'svg' || left !== 0 || top !== 0 || !width || !height) return svg
  const pxPerUnit = picturePx / width
  const defs = elements
    .filter((element) => element.parent === 0 && element.name === 'defs')
    .map((element) => svg.slice(element.start, element.end))
    .join('')

  /** The group drawn through `filter` alone, at pxPerUnit, trimmed to what it draws, as a picture's attributes. */
  const picture = async (filter: SvgElement, only: string, user: SvgElement) => {
    const alone = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${Math.round(width * pxPerUnit)}" height="${Math.round(height * pxPerUnit)}" viewBox="0 0 ${width} ${height}">${defs.replace(svg.slice(filter.start, filter.end), () => only)}${svg.slice(user.start, user.end)}</svg>`
    const { data, info } = await sharp(Buffer.from(alone))
      .ensureAlpha()
      .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 0 })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true })
    const at = (n: number) => +n.toFixed(4)
    return `x="${at(-(info.trimOffsetLeft ?? 0) / pxPerUnit)}" y="${at(-(info.trimOffsetTop ?? 0) / pxPerUnit)}" width="${at(info.width / pxPerUnit)}" height="${at(info.height / pxPerUnit)}" preserveAspectRatio="none" href="data:image/png;base64,${data.toString('base64')}"`
  }

  const replacements: { from: SvgElement; to: string }[] = []
  for (const [index, filter] of elements.entries()) {
    if (filter.name !== 'filter') continue
    const id = attributeOf(filter.attributes, 'id')
    if (!id) continue
    const users = elements.filter((element) => attributeOf(element.attributes, 'filter') === `url(#${id})`)
    // Each user drawn on the canvas as it is: inside groups that neither move nor restyle it, and holding nothing
    // that is referred to from elsewhere.
    const plain = (user: SvgElement) => {
      if (/\sid="/.test(svg.slice(user.contentStart, user.contentEnd))) return false
      for (let at = elements[user.parent]; at && at !== root; at = elements[at.parent])
        if (at.name !== 'g' || !PLAIN_ANCESTOR.test(at.attributes)) return false
      return true
    }
    if (users.length === 0 || !users.every(plain)) continue
    const primitives = readPrimitives(svg, elements, index, id)
    if (!primitives || primitives.length === 0) continue
    const smooth = primitives.filter((primitive) => primitive.smooth)
    /** The primitives that `results` are computed from, in order (a wide blur's input may be sharp). */
    const upTo = (results: string[]) => {
      const needed = new Set(results)
      for (const primitive of [...primitives].reverse())
        if (needed.has(primitive.result)) for (const input of primitive.inputs) needed.add(input)
      return primitives
        .filter((primitive) => needed.has(primitive.result))
        .map((primitive) => primitive.markup)
        .join('')
    }
    try {
      if (primitives.at(-1)!.smooth) {
        // Smooth through to its output (a setting out of focus, a soft shadow): each element becomes a picture
        // of what it drew, with its own attributes (fill, opacity, transform) drawn into it, in any colour space.
        for (const user of users)
          replacements.push({
            from: user,
            to: `<image ${await picture(filter, `<filter${filter.attributes}>${upTo([primitives.at(-1)!.result])}</filter>`, user)}/>`,
          })
        continue
      }
      const user = users[0]!
      // The picture sits in the group's own coordinates, so the group may not move or restyle what it draws.
      if (users.length !== 1) continue
      if (user.name !== 'g' || user.attributes.trim() !== `filter="url(#${id})"`) continue
      const rest = primitives.filter((primitive) => !primitive.smooth)
      const frontier = smooth.filter((primitive) => rest.some((other) => other.inputs.includes(primitive.result)))
      if (frontier.length === 0) continue
      const images: string[] = []
      for (const { result } of frontier) {
        const only = `<filter${filter.attributes}>${upTo([result])}<feMerge><feMergeNode in="${result}"/></feMerge></filter>`
        // A light is softened by two of the picture's pixels as it is enlarged: a light that is nearly level
        // steps by 1/255 from pixel to pixel, and a tone cut across it followed those steps, ragged at print size.
        // A blur alone is left as it is, so a margin cut from it stays as wide as in the picture.
        const soften = /<fe(Diffuse|Specular)Lighting/.test(upTo([result]))
        images.push(
          soften
            ? `<feImage ${await picture(filter, only, user)} result="${result}-picture"/><feGaussianBlur in="${result}-picture" stdDeviation="${+(2 / pxPerUnit).toFixed(4)}" result="${result}"/>`
            : `<feImage ${await picture(filter, only, user)} result="${result}"/>`,
        )
      }
      replacements.push({
        from: filter,
        to: `<filter${filter.attributes}>${images.join('')}${rest.map((primitive) => primitive.markup).join('')}</filter>`,
      })
    } catch {
      // Nothing drawn (trim finds no edge in a clear picture): the filter stays as it is.
    }
  }
  // Back to front, so earlier offsets hold; a replacement inside another (never made above) would be skipped.
  let out = svg
  let before = Number.POSITIVE_INFINITY
  for (const { from, to } of replacements.sort((a, b) => b.from.start - a.from.start)) {
    if (from.end > before) continue
    out = out.slice(0, from.start) + to + out.slice(from.end)
    before = from.start
  }
  return out
}
