import sharp from 'sharp'
import { attributeOf } from './svg-elements.ts'

// Noise patterns drawn once per print file. A design may paint with a <pattern> whose tile is a
// rectangle drawn through an SVG filter with feTurbulence (Ghibli-inspired's paint wash on the land).
// librsvg draws that whole noise tile again on every render, even where the pattern is out of sight,
// and a print file is some 48 renders (one per tile): about 1.2 s of CPU each at 300 DPI, so 58 of a
// Ghibli print's 79 s went on drawing the same noise (measured on 29 November). The noise is drawn
// once here, as a picture of the pattern's tile, and the pattern then shows that picture: the same
// texture, without the filter.

/** A <pattern>: its attributes and its content. */
const PATTERN = /<pattern\b([^>]*)>([\s\S]*?)<\/pattern>/g

/** Every <filter> of the SVG by id. */
function filtersById(svg: string): Map<string, string> {
  const filters = new Map<string, string>()
  for (const match of svg.matchAll(/<filter\b[^>]*\sid="([^"]+)"[^>]*>[\s\S]*?<\/filter>/g)) filters.set(match[1]!, match[0])
  return filters
}

/**
 * Pixels per design unit of a noise tile's picture at most. The noise is smooth (its finest features
 * are some 17 units across, 34 px here), so librsvg's enlargement of the picture to the print's scale
 * (4.4 px per unit at size L) shows the same texture; a full-scale picture would add some 100 MB to
 * every tile's render, as each tile's SVG carries it.
 */
const MAX_PX_PER_UNIT = 2

/**
 * The SVG with each noise pattern's tile drawn once as a PNG, at the print's `printPxPerUnit` pixels
 * per design unit or MAX_PX_PER_UNIT if fewer, and shown through an <image>. Patterns without
 * feTurbulence, or not in user space with a plain width and height, are left as they are.
 */
export async function drawNoisePatternsOnce(svg: string, printPxPerUnit: number): Promise<string> {
  const pxPerUnit = Math.min(printPxPerUnit, MAX_PX_PER_UNIT)
  const filters = filtersById(svg)
  const replacements: { from: string; to: string }[] = []
  for (const match of svg.matchAll(PATTERN)) {
    const [whole, attributes = '', content = ''] = match
    const width = Number(attributeOf(attributes, 'width'))
    const height = Number(attributeOf(attributes, 'height'))
    if (attributeOf(attributes, 'patternUnits') !== 'userSpaceOnUse' || !(width > 0) || !(height > 0)) continue
    if (attributeOf(attributes, 'viewBox') || attributeOf(attributes, 'patternTransform')) continue
    const used = [...content.matchAll(/filter="url\(#([^)]+)\)"/g)].map((m) => filters.get(m[1]!))
    if (used.length === 0 || !used.some((filter) => filter?.includes('<feTurbulence'))) continue
    if (used.some((filter) => filter === undefined)) continue
    const tile = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * pxPerUnit)}" height="${Math.round(
      height * pxPerUnit,
    )}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none"><defs>${[...new Set(used)].join('')}</defs>${content}</svg>`
    const png = await sharp(Buffer.from(tile)).png({ compressionLevel: 1 }).toBuffer()
    const image = `<image width="${width}" height="${height}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString('base64')}"/>`
    replacements.push({ from: whole, to: whole.replace(content, () => image) })
  }
  return replacements.reduce((out, { from, to }) => out.replace(from, () => to), svg)
}
