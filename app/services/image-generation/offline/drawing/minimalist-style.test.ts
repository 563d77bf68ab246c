import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { isBlackAndWhite, minimalistSubjects } from './minimalist-style.ts'
import { hexToRgb, luminance } from './svg.ts'

// Two overlapping grey squares (the same lightness, as a knight and a dragon in front of it often are).
const BACK = '<rect x="300" y="300" width="300" height="300" fill="#808080"/>'
const FRONT = '<rect x="450" y="450" width="300" height="300" fill="#808080"/>'

async function pixels(shirtHex: string) {
  const { defs, body } = minimalistSubjects({ figures: [BACK, FRONT], marks: '', night: false, shirtHex })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="${shirtHex}"/><defs>${defs}</defs>${body}</svg>`
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
  return (x: number, y: number) => {
    const i = (y * 1024 + x) * info.channels
    return `#${[data[i], data[i + 1], data[i + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`
  }
}

describe('Minimalist subjects', () => {
  it('gives each subject its own colour, and leaves a gap where the front one overlaps the one behind', async () => {
    const at = await pixels('#ffffff')
    const back = at(350, 350)
    const front = at(700, 700)
    expect(back).not.toBe(front)
    expect(back).not.toBe('#ffffff')
    // Just outside the front square, inside the back one: the shirt shows through the gap.
    expect(at(445, 500)).toBe('#ffffff')
    expect(at(500, 445)).toBe('#ffffff')
    // Farther from the front square, the back one is drawn again.
    expect(at(420, 500)).toBe(back)
  })

  it('draws a white subject on a white shirt in a tint of its own colour, not near-white', () => {
    const hex = lightestTone(BACK)
    expect(luminance(hex)).toBeLessThan(0.8)
    expect(chroma(hex)).toBeGreaterThan(30)
  })

  it("keeps a black-and-white subject's white a pale grey, not a tint (a panda stays a panda)", () => {
    const panda = '<circle cx="500" cy="500" r="200" fill="#f4f4f4"/><circle cx="420" cy="460" r="40" fill="#1c1c1c"/>'
    expect(isBlackAndWhite(panda)).toBe(true)
    expect(isBlackAndWhite(BACK)).toBe(false)
    const hex = lightestTone(panda)
    expect(chroma(hex)).toBeLessThanOrEqual(24)
    // Still a tone of its own on a white shirt.
    expect(luminance(hex)).toBeLessThan(0.9)
    expect(luminance(hex)).toBeGreaterThan(0.7)
  })
})

/** The lightest of the three tones of a lone subject on a white shirt, as an RGB hex. */
function lightestTone(figure: string) {
  const { defs } = minimalistSubjects({ figures: [figure], marks: '', night: false, shirtHex: '#ffffff' })
  const channels = defs.match(/tableValues="([^"]+)"/g)!.map((values) => values.split('"')[1]!.split(' ').map(Number))
  return `#${channels
    .map((channel) =>
      Math.round(channel.at(-1)! * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

function chroma(hex: string) {
  const { r, g, b } = hexToRgb(hex)
  return Math.max(r, g, b) - Math.min(r, g, b)
}
