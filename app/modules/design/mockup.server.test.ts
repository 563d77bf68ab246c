import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PRINT_AREA, renderMockup } from './mockup.server.ts'

async function pixel(image: Buffer, x: number, y: number) {
  const { data } = await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
  return [data[0], data[1], data[2]]
}

describe('renderMockup', () => {
  it('puts the design, centred, on a shirt of the chosen colour', async () => {
    const red = await sharp({ create: { width: 512, height: 512, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } }).png().toBuffer()
    const mockup = await renderMockup(red, 'White')
    expect(await sharp(mockup).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 })
    const centre = await pixel(mockup, PRINT_AREA.left + PRINT_AREA.width / 2, PRINT_AREA.top + PRINT_AREA.height / 2)
    expect(centre[0]).toBeGreaterThan(200)
    expect(centre[1]).toBeLessThan(60)
    expect(PRINT_AREA.left + PRINT_AREA.width / 2).toBe(512)

    // Below the print, the shirt's own colour (white, a little shaded); outside it, the backdrop.
    const body = await pixel(mockup, 512, 800)
    expect(Math.min(...body)).toBeGreaterThan(180)
    const navy = await renderMockup(red, 'Navy')
    const navyBody = await pixel(navy, 512, 800)
    expect(navyBody[2]).toBeGreaterThan(navyBody[0])
    expect(Math.max(...navyBody)).toBeLessThan(110)
    // The corners are not shirt: the silhouette is a tee, not a rectangle.
    expect(await pixel(navy, 60, 900)).toEqual(await pixel(mockup, 60, 900))
  })
})
