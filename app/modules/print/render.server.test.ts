import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderPrintFile } from './render.server.ts'

// A small area keeps these fast; the real areas are checked end to end in tests/integration/print-files.
const AREA = { widthPx: 300, heightPx: 380 }

function solid(width: number, height: number, color: { r: number; g: number; b: number; alpha: number }) {
  return sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer()
}

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return Array.from(data.subarray(at, at + info.channels))
}

describe('renderPrintFile', () => {
  it('makes a PNG of exactly the area at 300 DPI, the design across the top and nothing printed below', async () => {
    // 150 px wide: it may print 300 px wide at 150 DPI, the area's full width.
    const file = await renderPrintFile(await solid(150, 150, { r: 200, g: 30, b: 30, alpha: 1 }), AREA)
    const meta = await sharp(file).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 300, height: 380, channels: 4, hasAlpha: true, density: 300 })
    expect(await pixel(file, 150, 150)).toEqual([200, 30, 30, 255])
    // Below the square design, the rest of the area is transparent.
    expect((await pixel(file, 150, 350))[3]).toBe(0)
  })

  it('fits a tall design to the height and centres it across', async () => {
    const file = await renderPrintFile(await solid(100, 200, { r: 0, g: 0, b: 255, alpha: 1 }), AREA)
    // 190 px wide in a 300 px area: 55 px clear on each side.
    expect((await pixel(file, 20, 190))[3]).toBe(0)
    expect((await pixel(file, 279, 190))[3]).toBe(0)
    expect(await pixel(file, 150, 190)).toEqual([0, 0, 255, 255])
  })

  it('keeps a transparent background transparent (Text-Only designs, cut-out uploads)', async () => {
    const lettering = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await solid(150, 40, { r: 0, g: 0, b: 0, alpha: 1 }), left: 60, top: 120 }])
      .png()
      .toBuffer()
    const file = await renderPrintFile(lettering, AREA)
    // The lettering (its clear margin trimmed) fills the width at chest height (2.5 in into the area,
    // here 50 px of a 300 px area); above and below it, nothing prints.
    expect((await pixel(file, 150, 30))[3]).toBe(0)
    expect(await pixel(file, 150, 80)).toEqual([0, 0, 0, 255])
    expect((await pixel(file, 10, AREA.heightPx - 10))[3]).toBe(0)
  })

  it('never enlarges a picture below 150 DPI: a 100 px design prints 200 px wide in a 300 px area', async () => {
    const file = await renderPrintFile(await solid(100, 100, { r: 0, g: 128, b: 0, alpha: 1 }), AREA)
    expect((await pixel(file, 40, 100))[3]).toBe(0)
    expect(await pixel(file, 60, 100)).toEqual([0, 128, 0, 255])
    expect((await pixel(file, 260, 100))[3]).toBe(0)
  })

  it('refuses bytes that are not an image', async () => {
    await expect(renderPrintFile(Buffer.from('not a picture'), AREA)).rejects.toThrow()
  })
})
