import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { STYLES } from './styles.ts'
import { layout, renderIllustration, sceneFor } from './illustration.ts'
import { drawDesign, restylePhoto } from './offline.server.ts'
import { iconMarkup, matchSubjects } from './subjects.ts'

async function small(png: Buffer) {
  return sharp(png).resize(64, 64).ensureAlpha().raw().toBuffer()
}

function difference(a: Buffer, b: Buffer) {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i])
  return sum / a.length
}

/** The first path of an icon, as it appears in any SVG that draws it. */
function signature(icon: string) {
  return iconMarkup(icon, '').body.match(/ d="([^"]{20,60})/)![1]
}

describe('illustrated designs', () => {
  it('lays the scenery behind, the main subject in front and the held object beside it', () => {
    const placed = layout(matchSubjects('a fox reading a book under an oak tree'))
    expect(placed.map((p) => p.subject.icon)).toEqual(['deciduous-tree', 'fox', 'open-book'])
    const [tree, fox, book] = placed
    expect(tree.size).toBeGreaterThan(fox.size)
    expect(book.size).toBeLessThan(fox.size)
    // A cat on a motorbike sits on it: above the bike's bottom, overlapping it.
    const [bike, cat] = layout(matchSubjects('a cat on a motorbike'))
    expect(bike.subject.icon).toBe('motorcycle')
    expect(cat.bottom).toBeLessThan(bike.bottom)
    expect(cat.bottom).toBeGreaterThan(bike.bottom - bike.size)
  })

  it('picks a scene from the prompt', () => {
    expect(sceneFor('a neon samurai cat on a motorbike')).toEqual({ kind: 'city', night: true })
    expect(sceneFor('a fox under an oak tree')).toEqual({ kind: 'forest', night: false })
    expect(sceneFor('an astronaut surfing a wave').kind).toBe('space')
  })

  it.each(STYLES)('draws the matched illustrations in the %s style', (style) => {
    const { svg, subjectsSvg, icons } = renderIllustration({
      prompt: 'a fox reading a book under an oak tree',
      style,
      shirtHex: '#ffffff',
    })
    expect(icons).toEqual(['deciduous-tree', 'fox', 'open-book'])
    // Line Art traces the subjects in pixels from their own drawing; every other style draws them in its SVG.
    const drawn = style === 'Line Art' ? subjectsSvg : svg
    for (const icon of icons) expect(drawn).toContain(signature(icon))
  })

  it('gives each style its own treatment of the same subjects', async () => {
    const images = await Promise.all(
      STYLES.map((style) => drawDesign('a neon samurai cat on a motorbike', style, 'image', '#1f2a44').then(small)),
    )
    for (let i = 0; i < images.length; i++) {
      for (let j = i + 1; j < images.length; j++) {
        expect(difference(images[i], images[j]), `${STYLES[i]} vs ${STYLES[j]}`).toBeGreaterThan(4)
      }
    }
  }, 120_000)

  it('changes the picture with the subject in every style (the illustration is really drawn)', async () => {
    for (const style of STYLES) {
      const [fox, whale] = await Promise.all([
        drawDesign('a fox', style, 'image', '#ffffff'),
        drawDesign('a whale', style, 'image', '#ffffff'),
      ])
      expect(difference(await small(fox), await small(whale)), style).toBeGreaterThan(2)
    }
  }, 120_000)

  it('traces Line Art in one ink that contrasts with the shirt, on a transparent background', async () => {
    const { data, info } = await sharp(await drawDesign('a fox', 'Line Art', 'image', '#111111'))
      .raw()
      .toBuffer({ resolveWithObject: true })
    let ink = 0
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i + 3] > 200) {
        ink++
        expect(data[i]).toBeGreaterThan(200)
      }
    }
    expect(ink).toBeGreaterThan(5_000)
    expect(ink).toBeLessThan((info.width * info.height) / 5)
  })

  it('keeps Text-Only designs typographic: no illustration', async () => {
    const text = await drawDesign('Stay wild fox', 'Flat Design', 'text', '#ffffff')
    const image = await drawDesign('Stay wild fox', 'Flat Design', 'image', '#ffffff')
    expect(difference(await small(text), await small(image))).toBeGreaterThan(5)
  })
})

describe('restyled uploads', () => {
  it('treats a photo differently in each of the ten styles', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 210, g: 120, b: 60 } } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="120" fill="#6fa8dc"/><circle cx="200" cy="160" r="80" fill="#2a3b8f"/><rect x="60" y="200" width="90" height="70" fill="#f4e04d"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer()
    const images = await Promise.all(STYLES.map((style) => restylePhoto(photo, style, '#ffffff').then(small)))
    for (let i = 0; i < images.length; i++) {
      for (let j = i + 1; j < images.length; j++) {
        expect(difference(images[i], images[j]), `${STYLES[i]} vs ${STYLES[j]}`).toBeGreaterThan(3)
      }
    }
  }, 120_000)

  it('prints Minimalist as one-ink halftone dots', async () => {
    const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#808080' } })
      .png()
      .toBuffer()
    const { data, info } = await sharp(await restylePhoto(photo, 'Minimalist', '#ffffff'))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const colours = new Set<string>()
    let dots = 0
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i + 3] === 255) {
        dots++
        colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`)
      }
    }
    expect(dots).toBeGreaterThan(10_000)
    expect([...colours]).toEqual(['24,24,30'])
  })
})
