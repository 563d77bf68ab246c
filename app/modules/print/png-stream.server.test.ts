import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { encodePngBands } from './png-stream.server.ts'

async function* bandsOf(width: number, height: number, rowsPerBand: number) {
  for (let y = 0; y < height; y += rowsPerBand) {
    const rows = Math.min(rowsPerBand, height - y)
    const band = Buffer.alloc(rows * width * 4)
    for (let r = 0; r < rows; r++) {
      for (let x = 0; x < width; x++) band.set([x % 256, (y + r) % 256, 90, x < width / 2 ? 255 : 0], (r * width + x) * 4)
    }
    yield band
  }
}

describe('encodePngBands', () => {
  it('writes a PNG, band by band, that decodes to the same RGBA pixels and says its DPI', async () => {
    const png = await encodePngBands(300, 70, bandsOf(300, 70, 16), { dpi: 300 })
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    expect(info).toMatchObject({ width: 300, height: 70, channels: 4 })
    expect((await sharp(png).metadata()).density).toBe(300)
    const expected: Buffer[] = []
    for await (const band of bandsOf(300, 70, 70)) expected.push(band)
    expect(data.equals(Buffer.concat(expected))).toBe(true)
  })

  it('refuses too few or too many rows, and bands that are not whole rows', async () => {
    await expect(encodePngBands(10, 5, bandsOf(10, 4, 4), { dpi: 300 })).rejects.toThrow(RangeError)
    await expect(encodePngBands(10, 5, bandsOf(10, 6, 3), { dpi: 300 })).rejects.toThrow(RangeError)
    async function* ragged() {
      yield Buffer.alloc(7)
    }
    await expect(encodePngBands(10, 5, ragged(), { dpi: 300 })).rejects.toThrow(RangeError)
  })
})
