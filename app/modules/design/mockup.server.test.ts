import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { withVectorRecipe } from '~/services/image-generation/offline/drawing/vector-recipe.ts'
import { closeupBox, MOCKUP_SIZE, mockupDesignBox, mockupPrintArea, renderMockup } from './mockup.server.ts'

async function pixel(image: Buffer, x: number, y: number) {
  const { data } = await sharp(image)
    .extract({ left: Math.round(x), top: Math.round(y), width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return [data[0], data[1], data[2]]
}

const red = () =>
  sharp({ create: { width: 512, height: 512, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } })
    .png()
    .toBuffer()

/** A red square carrying vectors, as the offline generator's designs do: it prints at the area's full width. */
const vectorRed = async () =>
  withVectorRecipe(await red(), {
    v: 1,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#f00"/></svg>',
    finish: 'none',
    shirtHex: '#ffffff',
  })

describe('mockup geometry', () => {
  it('draws the provider print area at the garment scale: 15 of 22 in across an L, its top 2 in below the collar', () => {
    const area = mockupPrintArea('L')
    // The body is 488 of 1024 units across (976 of 2048 px): 15/22 of it is the print area.
    expect(area.width).toBe(Math.round(976 * (15 / 22)))
    expect(Math.abs(area.left + area.width / 2 - MOCKUP_SIZE / 2)).toBeLessThanOrEqual(1)
    expect(area.height / area.width).toBeCloseTo(19 / 15, 2)
    // Collar bottom at 142 units (284 px), plus 2 in at 976/22 px per inch.
    expect(area.top).toBe(Math.round(284 + 2 * (976 / 22)))
  })

  it('is about 68 % of the chest on an L and smaller on a 2XL, where the same area meets a wider shirt', () => {
    expect(mockupPrintArea('L').width / 976).toBeCloseTo(15 / 22, 2)
    expect(mockupPrintArea('2XL').width / 976).toBeCloseTo(15 / 26, 2)
    expect(mockupPrintArea('S').width / 976).toBeCloseTo(12 / 18, 2)
  })

  it('fills the area width with a vector design and shows a raster at its 150 DPI size', () => {
    const area = mockupPrintArea('L')
    const vector = mockupDesignBox({ width: 1024, height: 1024 }, 'vector', 'L')
    expect(vector).toMatchObject({ left: area.left, top: area.top, width: area.width })
    const raster = mockupDesignBox({ width: 1024, height: 1024 }, 'raster', 'L')
    // 1024 px at 150 DPI is 6.83 in of the area's 15.
    expect(raster.width / area.width).toBeCloseTo(6.83 / 15, 2)
    // Less than half the area tall: set at chest height, 2.5 in into the area.
    expect(Math.abs(raster.top - area.top - 2.5 * (area.width / 15))).toBeLessThanOrEqual(1)
  })

  it('shows an upload restyled at 3000 × 2000 px at its true size: 15 in, all of the area width', () => {
    const area = mockupPrintArea('L')
    const upload = mockupDesignBox({ width: 3000, height: 2000 }, 'raster', 'L')
    expect(upload.width).toBe(area.width)
    expect(upload.height / upload.width).toBeCloseTo(2 / 3, 2)
  })

  it('sets lettering (wide and short) at chest height, not under the collar', () => {
    const area = mockupPrintArea('L')
    const text = mockupDesignBox({ width: 900, height: 300 }, 'vector', 'L')
    expect(text.width).toBe(area.width)
    expect(text.top).toBeGreaterThan(area.top)
  })
})

describe('renderMockup', () => {
  it('renders at 2× (2048 px) with the print filling the L print area, shirt just above it', async () => {
    const mockup = await renderMockup(await vectorRed(), 'White')
    expect(await sharp(mockup).metadata()).toMatchObject({ format: 'webp', width: MOCKUP_SIZE, height: MOCKUP_SIZE })
    const area = mockupPrintArea('L')
    const centre = await pixel(mockup, area.left + area.width / 2, area.top + area.width / 2)
    expect(centre[0]).toBeGreaterThan(180)
    expect(centre[1]).toBeLessThan(60)
    // Near the area's left edge is still print; just above the area is shirt.
    expect((await pixel(mockup, area.left + 8, area.top + area.width / 2))[1]).toBeLessThan(80)
    expect(Math.min(...(await pixel(mockup, MOCKUP_SIZE / 2, area.top - 20)))).toBeGreaterThan(200)
  })

  it('draws every colour on the same tee silhouette, with the backdrop around it', async () => {
    const design = await red()
    const white = await renderMockup(design, 'White')
    const navy = await renderMockup(design, 'Navy')
    const body = await pixel(white, 1024, 1700)
    expect(Math.min(...body)).toBeGreaterThan(180)
    const navyBody = await pixel(navy, 1024, 1700)
    expect(navyBody[2]).toBeGreaterThan(navyBody[0])
    expect(Math.max(...navyBody)).toBeLessThan(110)
    expect(await pixel(navy, 120, 1800)).toEqual(await pixel(white, 120, 1800))
    expect(await pixel(navy, 380, 1000)).toEqual(await pixel(white, 380, 1000))
    expect(Math.max(...(await pixel(navy, 400, 600)))).toBeLessThan(110)
  })

  it('shades the print with the fabric: the same ink is darker in a fold than on the flat chest', async () => {
    const mockup = await renderMockup(await vectorRed(), 'White')
    const area = mockupPrintArea('L')
    const flat = await pixel(mockup, area.left + area.width / 2, area.top + 30)
    const fold = await pixel(mockup, area.left + 12, area.top + area.width - 12)
    expect(fold[0]).toBeLessThan(flat[0])
  })

  it('crops the close-up to the print area with shirt around it, and draws the back unprinted', async () => {
    const design = await vectorRed()
    const closeup = await renderMockup(design, 'White', { view: 'closeup' })
    const box = closeupBox('L')
    expect(await sharp(closeup).metadata()).toMatchObject({ width: box.width, height: box.height })
    const area = mockupPrintArea('L')
    expect((await pixel(closeup, area.left - box.left + area.width / 2, area.top - box.top + 100))[1]).toBeLessThan(60)
    const back = await renderMockup(design, 'White', { view: 'back' })
    const middle = await pixel(back, area.left + area.width / 2, area.top + area.width / 2)
    expect(Math.min(...middle)).toBeGreaterThan(180)
  })
})
