import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawDesign } from '~/services/image-generation/offline/offline.server.ts'
import { readVectorRecipe } from '~/services/image-generation/offline/drawing/vector-recipe.ts'
import { placeDesign, printArea } from './print-area.ts'
import { renderPrintFile } from './render.server.ts'
import { artworkBox, printFileVariant, printRecipe } from './vector-print.server.ts'
import { watercolorLayers } from './watercolor-print.server.ts'

/** The 99.9th percentile of the step between neighbouring pixels across a row (grey), over the rows of a square. */
async function steepEdges(rgba: Buffer, width: number, box: { left: number; top: number; size: number }) {
  const steps: number[] = []
  for (let y = box.top; y < box.top + box.size; y += 3) {
    for (let x = box.left + 1; x < box.left + box.size; x++) {
      const grey = (i: number) => (rgba[i] + rgba[i + 1] + rgba[i + 2]) / 3
      steps.push(Math.abs(grey((y * width + x) * 4) - grey((y * width + x - 1) * 4)))
    }
  }
  steps.sort((a, b) => a - b)
  return steps[Math.floor(steps.length * 0.999)]
}

describe('Watercolor print files', () => {
  it('finds the washes and the painted subjects in a Watercolor design', async () => {
    const design = await drawDesign('a whale and a sailboat at sunset, text: Ahoy', 'Watercolor', 'image', '#ffffff')
    const recipe = (await readVectorRecipe(design))!
    const layers = watercolorLayers(recipe.svg)!
    expect(layers.wash).toContain('filter="url(#wash)"')
    expect(layers.layers.filter((layer) => layer.paint)).toHaveLength(1)
    expect(layers.layers.every((layer) => !layer.svg.includes('filter="url(#paint)"'))).toBe(true)
    // The lettering is drawn above the subjects, as in the preview.
    expect(layers.layers.at(-1)?.paint).toBe(false)
    expect(layers.layers.at(-1)?.svg).toContain('Ahoy')
    // The design prints from its vectors, under a file name of its own.
    expect(await printRecipe(design)).not.toBeNull()
    expect(await printFileVariant(design)).toBe('wc2')
    expect(watercolorLayers('<svg xmlns="http://www.w3.org/2000/svg"><defs/><g filter="url(#wash)"></svg>')).toBeNull()
  })

  it('prints a Watercolor design from its vectors at 300 DPI, the full L size, looking like its picture only sharper', async () => {
    const design = await drawDesign('a fox reading a book under an oak tree', 'Watercolor', 'image', '#ffffff')
    const area = printArea(6, 'L')
    const file = await renderPrintFile(design, area)
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 4500, height: 5700, density: 300, hasAlpha: true })
    const box = await artworkBox(design)
    const place = placeDesign(box, area, 'vector')
    expect(place.dpi).toBe(300)
    expect(place.width).toBe(4500)

    // Brought back down to the picture's scale, the print is the picture: mean colour difference per
    // channel under 6 of 255 (washes, wobble, pooled edges and grain all where the picture has them).
    const size = { width: Math.round(box.width), height: Math.round(box.height) }
    const small = await sharp(file)
      .extract({ left: place.left, top: place.top, width: place.width, height: place.height })
      .resize(size.width, size.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer()
    const picture = await sharp(design)
      .extract({ left: Math.round(box.left), top: Math.round(box.top), ...size })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer()
    let difference = 0
    for (let i = 0; i < small.length; i++) difference += Math.abs(small[i] - picture[i])
    expect(difference / small.length).toBeLessThan(6)

    // At 100 %, its edges are steeper than the picture's enlarged to the same size (the fox's face and the book).
    const k = place.width / box.width
    const crop = { left: 1500, top: 1750, size: 1200 }
    const printed = await sharp(file)
      .extract({ left: crop.left, top: crop.top, width: crop.size, height: crop.size })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer()
    const enlarged = await sharp(design)
      .extract({
        left: Math.round(box.left + (crop.left - place.left) / k),
        top: Math.round(box.top + (crop.top - place.top) / k),
        width: Math.round(crop.size / k),
        height: Math.round(crop.size / k),
      })
      .resize(crop.size, crop.size, { kernel: 'lanczos3' })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer()
    const whole = { left: 0, top: 0, size: crop.size }
    expect(await steepEdges(printed, crop.size, whole)).toBeGreaterThan(2 * (await steepEdges(enlarged, crop.size, whole)))
  }, 300_000)
})
