import { describe, expect, it } from 'vitest'
import {
  areaInches,
  effectiveDpi,
  fitWithin,
  garmentWidthInches,
  placeDesign,
  printArea,
  printFileKey,
  printResolution,
} from './print-area.ts'

describe('printArea', () => {
  it('prints smaller shirts on a smaller area and L and up on the full 15 × 19 in area', () => {
    expect(printArea(6, 'S')).toEqual({ widthPx: 3602, heightPx: 4563 })
    expect(printArea(6, 'M')).toEqual({ widthPx: 4051, heightPx: 5131 })
    for (const size of ['L', 'XL', '2XL', '3XL']) expect(printArea(6, size)).toEqual({ widthPx: 4500, heightPx: 5700 })
    expect(areaInches(printArea(6, 'L'))).toEqual({ width: 15, height: 19 })
  })

  it('reads sizes whatever their case or spacing', () => {
    expect(printArea(6, ' s ')).toEqual(printArea(6, 'S'))
  })
})

describe('fitWithin', () => {
  it('fills the width with a square design and keeps its aspect ratio', () => {
    expect(fitWithin({ width: 1024, height: 1024 }, printArea(6, 'L'))).toEqual({ width: 4500, height: 4500 })
  })

  it('fills the height with a design taller than the area', () => {
    expect(fitWithin({ width: 1024, height: 1536 }, printArea(6, 'L'))).toEqual({ width: 3800, height: 5700 })
  })

  it('refuses an empty image', () => {
    expect(() => fitWithin({ width: 0, height: 10 }, printArea(6, 'L'))).toThrow(RangeError)
  })
})

describe('effectiveDpi', () => {
  it('is the pixels per printed inch, rounded down', () => {
    expect(effectiveDpi(4500, 15)).toBe(300)
    expect(effectiveDpi(1024, 15)).toBe(68)
    expect(effectiveDpi(3000, 20)).toBe(150)
  })

  it('refuses a print without width', () => {
    expect(() => effectiveDpi(1024, 0)).toThrow(RangeError)
  })
})

describe('printResolution', () => {
  it('warns below 150 DPI: a 1024 px square design printed 15 in wide on an L is 68 DPI', () => {
    expect(printResolution({ width: 1024, height: 1024 }, printArea(6, 'L'))).toEqual({ dpi: 68, low: true })
  })

  it('is sharper on a small shirt, whose print is smaller', () => {
    expect(printResolution({ width: 1024, height: 1024 }, printArea(6, 'S')).dpi).toBe(85)
  })

  it('measures a tall design by the width it prints at', () => {
    // 3800 px wide on the L area is 12.67 in: 1024 / 12.67 = 80.8.
    expect(printResolution({ width: 1024, height: 1536 }, printArea(6, 'L')).dpi).toBe(80)
  })

  it('does not warn at 150 DPI and above', () => {
    expect(printResolution({ width: 2250, height: 2250 }, printArea(6, 'L'))).toEqual({ dpi: 150, low: false })
    expect(printResolution({ width: 4500, height: 5700 }, printArea(6, 'L'))).toEqual({ dpi: 300, low: false })
  })
})

describe('printFileKey', () => {
  const stem = '42-0123456789abcdef'

  it("names one file per design and area, by the design's file stem", () => {
    expect(printFileKey(stem, printArea(6, 'S'))).toBe('prints/42-0123456789abcdef-3602x4563.png')
    expect(printFileKey(stem, printArea(6, '3XL'))).toBe('prints/42-0123456789abcdef-4500x5700.png')
  })

  it('names a variant drawn differently apart from the file made before it', () => {
    expect(printFileKey(stem, printArea(6, 'L'), 'wc2')).toBe('prints/42-0123456789abcdef-4500x5700-wc2.png')
    expect(() => printFileKey(stem, printArea(6, 'L'), '../x')).toThrow(RangeError)
  })

  it('refuses a stem that is not a positive id and a digest (a guessable name)', () => {
    expect(() => printFileKey('42', printArea(6, 'L'))).toThrow(RangeError)
    expect(() => printFileKey('0-0123456789abcdef', printArea(6, 'L'))).toThrow(RangeError)
    expect(() => printFileKey('42-../../etc/passwd', printArea(6, 'L'))).toThrow(RangeError)
  })
})

describe('placeDesign', () => {
  const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']

  it('prints a vector design at 300 DPI on every size, filling the area width', () => {
    for (const size of SIZES) {
      const area = printArea(6, size)
      const place = placeDesign({ width: 1024, height: 1024 }, area, 'vector')
      expect(place.dpi, size).toBeGreaterThanOrEqual(300)
      expect(place.width, size).toBe(area.widthPx)
      expect(place.left, size).toBe(0)
      expect(place.top, size).toBe(0)
    }
    expect(placeDesign({ width: 1024, height: 1024 }, printArea(6, 'L'), 'vector')).toMatchObject({
      widthInches: 15,
      heightInches: 15,
    })
  })

  it('prints a raster no larger than 150 DPI allows: a 1024 px square is 6.8 in wide, centred', () => {
    const area = printArea(6, 'L')
    const place = placeDesign({ width: 1024, height: 1024 }, area, 'raster')
    expect(place).toMatchObject({ width: 2048, height: 2048, dpi: 150, widthInches: 6.8, heightInches: 6.8 })
    expect(place.left).toBe(Math.floor((4500 - 2048) / 2))
    for (const size of SIZES)
      expect(placeDesign({ width: 1024, height: 1536 }, printArea(6, size), 'raster').dpi).toBeGreaterThanOrEqual(150)
  })

  it('fills the area with a raster large enough: 2544 × 3216 (gpt-image-2) prints 15 in wide at 169 DPI', () => {
    const place = placeDesign({ width: 2544, height: 3216 }, printArea(6, 'L'), 'raster')
    expect(place).toMatchObject({ width: 4500, widthInches: 15, dpi: 169 })
  })

  it('sets a design less than half the area tall at chest height, 2.5 in into the area', () => {
    const lettering = placeDesign({ width: 900, height: 300 }, printArea(6, 'L'), 'vector')
    expect(lettering.top).toBe(750)
    const small = placeDesign({ width: 900, height: 300 }, printArea(6, 'S'), 'vector')
    expect(small.top).toBe(Math.round(750 * (3602 / 4500)))
    const square = placeDesign({ width: 1024, height: 1024 }, printArea(6, 'L'), 'vector')
    expect(square.top).toBe(0)
  })
})

describe('garmentWidthInches', () => {
  it('is the published flat width per size, L for a size it does not know', () => {
    expect(garmentWidthInches('S')).toBe(18)
    expect(garmentWidthInches(' 2xl ')).toBe(26)
    expect(garmentWidthInches('9XL')).toBe(22)
  })
})
