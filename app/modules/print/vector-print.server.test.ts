import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawDesign } from '~/services/image-generation/offline/offline.server.ts'
import { readVectorRecipe, withVectorRecipe } from '~/services/image-generation/offline/drawing/vector-recipe.ts'
import { placeDesign, printArea } from './print-area.ts'
import { renderPrintFile } from './render.server.ts'
import { FALLBACK_MARGIN_UNITS, filterReachUnits } from './filter-reach.ts'
import { svgWindow } from './svg-window.ts'

/** Pixels whose alpha is neither clear nor solid: the width of an edge's antialiasing. */
async function edgeSoftness(png: Buffer, row: number) {
  const { data, info } = await sharp(png)
    .extract({ left: 0, top: row, width: (await sharp(png).metadata()).width!, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  let partial = 0
  for (let x = 0; x < info.width; x++) {
    const a = data[x * info.channels + 3]
    if (a > 10 && a < 245) partial++
  }
  return partial
}

/** The largest channel difference (sampled) between a 2000-px print file drawn in tiles and one render of the whole SVG. */
async function worstDifferenceFromOneRender(svg: string) {
  const preview = await sharp(Buffer.from(svg)).png().toBuffer()
  const area = { widthPx: 2000, heightPx: 2000 }
  const file = await renderPrintFile(await withVectorRecipe(preview, { v: 1, svg, finish: 'none', shirtHex: '#ffffff' }), area)
  const whole = await sharp(Buffer.from(svg), { density: (72 * 2000) / 1024 })
    .resize(2000, 2000)
    .ensureAlpha()
    .raw()
    .toBuffer()
  const tiled = await sharp(file).raw().toBuffer()
  // Colours weighed by their opacity: a pixel almost clear may hold any colour without showing it.
  const seen = (pixels: Buffer, i: number) => (i % 4 === 3 ? pixels[i]! : (pixels[i]! * pixels[i - (i % 4) + 3]!) / 255)
  let worst = 0
  for (let i = 0; i < tiled.length; i += 97) worst = Math.max(worst, Math.abs(seen(tiled, i) - seen(whole, i)))
  return worst
}

const disc = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><circle cx="512" cy="512" r="400" fill="${fill}"/></svg>`

describe('vector print files', () => {
  it('draws an offline design again from its vectors: the full 4500 × 5700 L file at 300 DPI with crisp edges', async () => {
    const design = await drawDesign('Monday again', 'Flat Design', 'text', '#ffffff')
    const recipe = await readVectorRecipe(design)
    expect(recipe?.finish).toBe('none')
    const file = await renderPrintFile(design, printArea(6, 'L'))
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 4500, height: 5700, density: 300, hasAlpha: true })
    // The lettering spans the full 15 in: opaque ink near both sides of the area at some row.
    const { data, info } = await sharp(file).resize(450, 570, { kernel: 'nearest' }).raw().toBuffer({ resolveWithObject: true })
    let left = info.width
    let right = 0
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (data[(y * info.width + x) * 4 + 3] > 200) {
          left = Math.min(left, x)
          right = Math.max(right, x)
        }
      }
    }
    expect(left).toBeLessThan(20)
    expect(right).toBeGreaterThan(430)
  }, 120_000)

  it('keeps edges one pixel soft at print size, where an enlarged 1024 px picture smears them over four', async () => {
    const preview = await sharp(Buffer.from(disc('#123456')))
      .png()
      .toBuffer()
    const area = { widthPx: 2048, heightPx: 2600 }
    const vector = await renderPrintFile(
      await withVectorRecipe(preview, { v: 1, svg: disc('#123456'), finish: 'none', shirtHex: '#ffffff' }),
      area,
    )
    // The same picture without vectors is a raster: it may only print 2048 px wide (150 DPI) too, but enlarged.
    const raster = await renderPrintFile(preview, area)
    const row = 1024
    expect(await edgeSoftness(vector, row)).toBeLessThanOrEqual(4)
    expect(await edgeSoftness(raster, row)).toBeGreaterThan(await edgeSoftness(vector, row))
  }, 60_000)

  it('draws tiles without seams: the file matches one render of the whole design', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><defs><filter id="b"><feGaussianBlur stdDeviation="12"/></filter></defs><rect x="100" y="100" width="824" height="824" fill="#c00" filter="url(#b)"/><path d="M0 0 L1024 1024" stroke="#000" stroke-width="20"/></svg>`
    expect(await worstDifferenceFromOneRender(svg)).toBeLessThan(24)
  }, 60_000)

  it('draws tiles of pointwise filters without margins and without seams', async () => {
    // A recolouring filter (flood, composite) on a disc that crosses every tile edge: no margin drawn.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><defs><filter id="ink"><feFlood flood-color="#0a7"/><feComposite in2="SourceAlpha" operator="in"/></filter></defs><circle cx="512" cy="512" r="480" fill="#c00" filter="url(#ink)"/><path d="M0 0 L1024 1024" stroke="#000" stroke-width="20" filter="url(#ink)"/></svg>`
    expect(filterReachUnits(svg)).toBe(0)
    expect(await worstDifferenceFromOneRender(svg)).toBeLessThan(24)
  }, 60_000)

  it('draws a margin around each tile only as wide as the filters reach', () => {
    const used = (primitives: string, body = '<g filter="url(#f)"><rect width="10" height="10"/></g>') =>
      `<svg><defs><filter id="f">${primitives}</filter></defs>${body}</svg>`
    expect(filterReachUnits('<svg><rect width="10" height="10"/></svg>')).toBe(0)
    expect(
      filterReachUnits(
        used('<feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear"/></feComponentTransfer>'),
      ),
    ).toBe(0)
    // Three standard deviations, and one unit for antialiasing.
    expect(filterReachUnits(used('<feFlood flood-color="#000"/><feGaussianBlur stdDeviation="4"/>'))).toBe(13)
    // A chain adds up: a blur, then a shadow offset.
    expect(filterReachUnits(used('<feGaussianBlur stdDeviation="2"/><feOffset dx="-5" dy="3"/>'))).toBe(12)
    expect(filterReachUnits(used('<feDropShadow dx="2" dy="2"/>'))).toBe(9)
    expect(filterReachUnits(used('<feDiffuseLighting surfaceScale="2"><feDistantLight/></feDiffuseLighting>'))).toBe(2)
    // A filter defined but drawn nowhere reaches nothing.
    expect(filterReachUnits(used('<feGaussianBlur stdDeviation="4"/>', '<rect width="10" height="10"/>'))).toBe(0)
  })

  it('stretches the reach as the drawing is scaled, and draws the old margin where it cannot tell', () => {
    const blurred = (body: string, extra = '') =>
      `<svg><defs><filter id="f"><feGaussianBlur stdDeviation="2"/></filter>${extra}</defs>${body}</svg>`
    // Scaled three times by a group, twice by an icon's own viewport (a 32-unit box drawn 64 wide).
    expect(
      filterReachUnits(blurred('<g transform="translate(40 10) scale(3)"><rect filter="url(#f)" width="9" height="9"/></g>')),
    ).toBe(19)
    expect(
      filterReachUnits(
        blurred(
          '<svg x="10" y="10" width="64" height="64" viewBox="0 0 32 32"><g filter="url(#f)"><rect width="9" height="9"/></g></svg>',
        ),
      ),
    ).toBe(13)
    // Inside a mask, the reach is stretched as the element that uses the mask is.
    expect(
      filterReachUnits(
        blurred(
          '<g transform="scale(2)"><rect width="99" height="99" mask="url(#m)"/></g>',
          '<mask id="m"><g filter="url(#f)"><rect width="9" height="9" fill="#fff"/></g></mask>',
        ),
      ),
    ).toBe(13)
    // Never wider than the margin drawn before the reach was read.
    expect(filterReachUnits(blurred('<g transform="scale(30)"><rect filter="url(#f)" width="9" height="9"/></g>'))).toBe(
      FALLBACK_MARGIN_UNITS,
    )
    // A primitive not read here, and a filter inside a pattern: the old margin.
    expect(filterReachUnits('<svg><defs><filter id="f"><feTile/></filter></defs><g filter="url(#f)"/></svg>')).toBe(
      FALLBACK_MARGIN_UNITS,
    )
    expect(
      filterReachUnits(
        blurred('<rect width="99" height="99" fill="url(#p)"/>', '<pattern id="p"><circle r="3" filter="url(#f)"/></pattern>'),
      ),
    ).toBe(FALLBACK_MARGIN_UNITS)
  })

  it('places the print as placeDesign says for every size sold', async () => {
    for (const size of ['S', 'M', 'L', 'XL', '2XL']) {
      const area = printArea(6, size)
      expect(placeDesign({ width: 1024, height: 1024 }, area, 'vector').dpi).toBe(300)
    }
  })
})

describe('svgWindow', () => {
  it('replaces the root size and viewBox only', () => {
    const out = svgWindow(disc('#fff'), [10, 20, 100, 50], 400, 200)
    expect(out).toMatch(/^<svg width="400" height="200" viewBox="10 20 100 50" preserveAspectRatio="none" xmlns=/)
    expect(out).toContain('<circle cx="512"')
  })
})
