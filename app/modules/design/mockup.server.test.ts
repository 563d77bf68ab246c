import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MOCKUP_SIZE, PRINT_AREA, renderMockup } from './mockup.server.ts'

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

describe('renderMockup', () => {
  it('renders at 2× (2048 px) with a 30 cm front print centred below the collar', async () => {
    const mockup = await renderMockup(await red(), 'White')
    expect(await sharp(mockup).metadata()).toMatchObject({ format: 'webp', width: MOCKUP_SIZE, height: MOCKUP_SIZE })
    expect(PRINT_AREA.left + PRINT_AREA.width / 2).toBe(MOCKUP_SIZE / 2)
    // A size L body is about 56 cm across; the print is 30 of them: a little over half the chest.
    expect(PRINT_AREA.width / MOCKUP_SIZE).toBeGreaterThan(0.24)
    expect(PRINT_AREA.width / MOCKUP_SIZE).toBeLessThan(0.27)
    const centre = await pixel(mockup, PRINT_AREA.left + PRINT_AREA.width / 2, PRINT_AREA.top + PRINT_AREA.height / 2)
    expect(centre[0]).toBeGreaterThan(180)
    expect(centre[1]).toBeLessThan(60)
    // Just above the print is shirt, not print.
    const above = await pixel(mockup, MOCKUP_SIZE / 2, PRINT_AREA.top - 20)
    expect(Math.min(...above)).toBeGreaterThan(200)
  })

  it('draws every colour on the same tee silhouette, with the backdrop around it', async () => {
    const design = await red()
    const white = await renderMockup(design, 'White')
    const navy = await renderMockup(design, 'Navy')
    const body = await pixel(white, 1024, 1600)
    expect(Math.min(...body)).toBeGreaterThan(180)
    const navyBody = await pixel(navy, 1024, 1600)
    expect(navyBody[2]).toBeGreaterThan(navyBody[0])
    expect(Math.max(...navyBody)).toBeLessThan(110)
    // The corners and the space under the sleeves are backdrop: a tee, not a rectangle.
    expect(await pixel(navy, 120, 1800)).toEqual(await pixel(white, 120, 1800))
    expect(await pixel(navy, 380, 1000)).toEqual(await pixel(white, 380, 1000))
    // The sleeves are shirt.
    expect(Math.max(...(await pixel(navy, 400, 600)))).toBeLessThan(110)
  })

  it('shades the print with the fabric: the same ink is darker in a fold than on the flat chest', async () => {
    const mockup = await renderMockup(await red(), 'White')
    const flat = await pixel(mockup, PRINT_AREA.left + PRINT_AREA.width / 2, PRINT_AREA.top + 30)
    const fold = await pixel(mockup, PRINT_AREA.left + 12, PRINT_AREA.top + PRINT_AREA.height - 12)
    expect(fold[0]).toBeLessThan(flat[0])
  })
})
