import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { restylePhoto } from '../offline.server.ts'
import { FLAT_DESIGN_COLOURS, MINIMALIST_TONES } from './photo-restyles.ts'
import { STYLES, type Style } from '../../styles.ts'
import { SCANLINE_PERIOD } from './treatments.ts'

/** A photo-like test picture: a sky gradient, a dark disc, a red block, grass, and grain all over. */
async function testPhoto(alpha = false) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc1ee"/><stop offset="1" stop-color="#f4efe2"/></linearGradient>
    <filter id="g"><feTurbulence type="fractalNoise" baseFrequency="0.9" seed="3"/><feColorMatrix values="0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0.2 0"/></filter></defs>
    <rect width="800" height="800" fill="url(#s)"/><path d="M0 560 Q400 470 800 560 V800 H0Z" fill="#4f8a3a"/>
    <circle cx="400" cy="330" r="170" fill="#26324a"/><rect x="330" y="480" width="140" height="200" fill="#c63a2b"/>
    <rect width="800" height="800" filter="url(#g)"/></svg>`
  const photo = sharp(Buffer.from(svg))
  if (!alpha) return photo.jpeg({ quality: 90 }).toBuffer()
  // A cut-out: everything outside a centred oval transparent, as background removal leaves it.
  const oval = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><ellipse cx="400" cy="420" rx="250" ry="330" fill="#fff"/></svg>',
  )
  return photo
    .ensureAlpha()
    .composite([{ input: oval, blend: 'dest-in' }])
    .png()
    .toBuffer()
}

type Pixels = { data: Buffer; at: (x: number, y: number) => [number, number, number, number] }
async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  expect(info.width).toBe(1024)
  const at = (x: number, y: number) => {
    const i = (y * 1024 + x) * 4
    return [data[i], data[i + 1], data[i + 2], data[i + 3]] as [number, number, number, number]
  }
  return { data, at }
}

function opaqueColours(p: Pixels) {
  const colours = new Map<string, number>()
  for (let i = 0; i < p.data.length; i += 4) {
    if (p.data[i + 3] < 255) continue
    const key = `${p.data[i]},${p.data[i + 1]},${p.data[i + 2]}`
    colours.set(key, (colours.get(key) ?? 0) + 1)
  }
  return colours
}

function transparentShare(p: Pixels) {
  let clear = 0
  for (let i = 3; i < p.data.length; i += 4) if (p.data[i] === 0) clear++
  return clear / (p.data.length / 4)
}

/** How often the colour changes along the middle row (few for flat shapes, many for dots or texture). */
function changesAlongRow(p: Pixels, y = 512) {
  let changes = 0
  for (let x = 1; x < 1024; x++) if (p.at(x, y).join() !== p.at(x - 1, y).join()) changes++
  return changes
}

const out = new Map<Style, Pixels>()
let photoPixels: Pixels
beforeAll(async () => {
  const photo = await testPhoto()
  photoPixels = await pixelsOf(await sharp(photo).resize(1024, 1024).png().toBuffer())
  for (const style of STYLES) out.set(style, await pixelsOf(await restylePhoto(photo, style, '#ffffff')))
}, 120_000)

describe('restyled uploads look like their style', () => {
  it('fills the square instead of a soft circle, except where a style leaves the shirt showing', () => {
    for (const style of [
      'Ghibli-inspired',
      'Hyper-realistic',
      'Studio Lighting',
      'Flat Design',
      'Cyberpunk',
      'Paper Cut-Out',
    ] as const) {
      expect(out.get(style)!.at(8, 8)[3], style).toBe(255)
      expect(out.get(style)!.at(1015, 1015)[3], style).toBe(255)
    }
  })

  it('draws Flat Design in at most six solid colours with long runs of one colour', () => {
    const flat = out.get('Flat Design')!
    expect(opaqueColours(flat).size).toBeLessThanOrEqual(FLAT_DESIGN_COLOURS)
    expect(changesAlongRow(flat)).toBeLessThan(20)
  })

  it('draws Minimalist as three flat tones at most, the lightest left as empty shirt', () => {
    const minimal = out.get('Minimalist')!
    expect(opaqueColours(minimal).size).toBeLessThanOrEqual(MINIMALIST_TONES - 1)
    expect(transparentShare(minimal)).toBeGreaterThan(0.15)
    expect(changesAlongRow(minimal)).toBeLessThan(12)
  })

  it('draws Line Art as one ink of lines on nothing, tracing the disc', () => {
    const lines = out.get('Line Art')!
    expect(transparentShare(lines)).toBeGreaterThan(0.8)
    const inks = [...opaqueColours(lines).keys()]
    expect(inks).toEqual(['24,24,30'])
    // The disc (centre 512,422, radius 218 in the 1024 square) is outlined on most of its rim.
    let traced = 0
    for (let a = 0; a < 360; a += 5) {
      const hit = Array.from({ length: 17 }, (_, i) => i - 8).some((d) => {
        const r = 218 + d
        const x = Math.round(512 + r * Math.cos((a * Math.PI) / 180))
        const y = Math.round(422 + r * Math.sin((a * Math.PI) / 180))
        return lines.at(x, y)[3] > 128
      })
      if (hit) traced++
    }
    expect(traced / 72).toBeGreaterThan(0.8)
  })

  it('paints Watercolor with a ragged soft edge, pale washes and paper grain', () => {
    const wash = out.get('Watercolor')!
    expect(wash.at(4, 4)[3]).toBe(0)
    expect(wash.at(512, 512)[3]).toBe(255)
    let soft = 0
    for (let x = 0; x < 200; x++) if (wash.at(x, 512)[3] > 10 && wash.at(x, 512)[3] < 245) soft++
    expect(soft).toBeGreaterThan(6)
    // The sky (pale) is paler than the photo's and grainy, not one flat colour.
    const sky = [] as number[]
    for (let x = 300; x < 700; x += 3)
      sky.push(
        wash
          .at(x, 200)
          .slice(0, 3)
          .reduce((a, b) => a + b) / 3,
      )
    const mean = sky.reduce((a, b) => a + b) / sky.length
    const spread = Math.sqrt(sky.reduce((a, v) => a + (v - mean) ** 2, 0) / sky.length)
    expect(mean).toBeGreaterThan(180)
    expect(spread).toBeGreaterThan(1.5)
  })

  it('lights Cyberpunk in neon violet, magenta and cyan, behind scanlines', () => {
    const neon = out.get('Cyberpunk')!
    let tinted = 0
    let total = 0
    for (let y = 0; y < 1024; y += 7) {
      for (let x = 0; x < 1024; x += 7) {
        const [r, g, b] = neon.at(x, y)
        total++
        // Violet and magenta: blue and red over green; cyan: green and blue over red.
        if ((b > g + 20 && r > g) || (g > r + 40 && b > r + 40)) tinted++
      }
    }
    expect(tinted / total).toBeGreaterThan(0.85)
    // Rows darken every SCANLINE_PERIOD px.
    const row = (y: number) => {
      let sum = 0
      for (let x = 0; x < 1024; x++)
        sum += neon
          .at(x, y)
          .slice(0, 3)
          .reduce((a, b) => a + b)
      return sum
    }
    const rows = Array.from({ length: SCANLINE_PERIOD * 10 }, (_, i) => row(300 + i))
    const dark = rows
      .map((v, i) => [v, i] as const)
      .sort((a, b) => a[0] - b[0])
      .slice(0, 10)
      .map(([, i]) => i % SCANLINE_PERIOD)
    expect(new Set(dark).size).toBeLessThanOrEqual(2)
  })

  it('shoots Studio Lighting in black and white with a dark backdrop at the edges', () => {
    const studio = out.get('Studio Lighting')!
    const [r, g, b] = studio.at(700, 200)
    expect(Math.abs(r - g) + Math.abs(g - b)).toBeLessThan(6)
    const corner = studio
      .at(1010, 1010)
      .slice(0, 3)
      .reduce((a, b) => a + b)
    const centreSky = studio
      .at(420, 120)
      .slice(0, 3)
      .reduce((a, b) => a + b)
    expect(corner).toBeLessThan(centreSky / 3)
  })

  it('gives Hyper-realistic more local contrast than the photo', () => {
    const energy = (p: Pixels) => {
      let sum = 0
      for (let y = 100; y < 900; y += 2) for (let x = 100; x < 900; x += 2) sum += Math.abs(p.at(x, y)[1] - p.at(x + 1, y)[1])
      return sum
    }
    expect(energy(out.get('Hyper-realistic')!)).toBeGreaterThan(energy(photoPixels) * 1.3)
  })

  it('cuts Paper Cut-Out from a few sheets, each casting a shadow down and to the right', () => {
    const paper = out.get('Paper Cut-Out')!
    // The disc is the darkest sheet; just right of its rim the sheet below is shaded, further out it is not.
    const sum = (x: number, y: number) =>
      paper
        .at(x, y)
        .slice(0, 3)
        .reduce((a, b) => a + b)
    expect(sum(512 + 226, 440)).toBeLessThan(sum(512 + 300, 440) - 30)
  })

  it('lays Isometric on the top of a block with two shaded sides, the corners empty', () => {
    const block = out.get('Isometric')!
    expect(block.at(10, 10)[3]).toBe(0)
    expect(block.at(1014, 10)[3]).toBe(0)
    expect(opaqueColours(block).get('91,74,122')).toBeGreaterThan(10_000)
    expect(opaqueColours(block).get('60,47,87')).toBeGreaterThan(10_000)
  })

  it('paints Ghibli-inspired brighter and more colourful than the photo, with dark outlines', () => {
    const ghibli = out.get('Ghibli-inspired')!
    const saturation = (p: Pixels) => {
      let sum = 0
      for (let i = 0; i < p.data.length; i += 64)
        sum += Math.max(p.data[i], p.data[i + 1], p.data[i + 2]) - Math.min(p.data[i], p.data[i + 1], p.data[i + 2])
      return sum
    }
    expect(saturation(ghibli)).toBeGreaterThan(saturation(photoPixels) * 1.2)
    // The rim of the disc is inked darker than the disc itself.
    let darkest = 765
    for (let x = 290; x < 310; x++)
      darkest = Math.min(
        darkest,
        ghibli
          .at(x, 422)
          .slice(0, 3)
          .reduce((a, b) => a + b),
      )
    expect(darkest).toBeLessThan(
      ghibli
        .at(400, 422)
        .slice(0, 3)
        .reduce((a, b) => a + b),
    )
  })

  it('keeps an upload’s transparency: nothing is drawn where the cut-out is clear', async () => {
    const cutout = await testPhoto(true)
    for (const style of ['Flat Design', 'Cyberpunk', 'Hyper-realistic'] as const) {
      const p = await pixelsOf(await restylePhoto(cutout, style, '#ffffff'))
      expect(p.at(20, 20)[3], style).toBe(0)
      expect(p.at(512, 512)[3], style).toBe(255)
    }
  })
})
