import { describe, expect, it } from 'vitest'
import { fitTo, type RawPicture } from './raw-picture.server.ts'

/** A picture whose every byte is its own index, so each copied byte says where it came from. */
function numbered(width: number, height: number, channels: 1 | 2 | 3 | 4): RawPicture {
  const data = Buffer.from(Array.from({ length: width * height * channels }, (_, i) => i))
  return {
    data,
    info: { width, height, channels, size: data.length, format: 'raw', premultiplied: false, hasAlpha: channels === 4 },
  }
}

describe('fitTo', () => {
  it('keeps the top-left part of each row that fits the box', () => {
    const fitted = fitTo(numbered(3, 3, 2), { width: 2, height: 2 })
    expect(fitted.info).toMatchObject({ width: 2, height: 2, channels: 2, size: 8 })
    // Row 0: pixels 0-1 (bytes 0-3); row 1: pixels 3-4 (bytes 6-9).
    expect([...fitted.data]).toEqual([0, 1, 2, 3, 6, 7, 8, 9])
  })

  it('returns a picture that already fits as it is', () => {
    const picture = numbered(2, 2, 4)
    expect(fitTo(picture, { width: 2, height: 2 })).toBe(picture)
  })
})
