import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { STYLES } from '../styles.ts'
import { isBlockedPrompt, OfflineImageGenerator } from './offline.server.ts'
import { buildGenerationPrompt, buildTransformPrompt } from '../prompts.ts'
import { GenerationError } from '../types.ts'

const generator = new OfflineImageGenerator()

async function pixels(png: Buffer) {
  return sharp(png).resize(64, 64).raw().toBuffer()
}

function difference(a: Buffer, b: Buffer) {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i])
  return sum / a.length
}

describe('offline image generator', () => {
  it('draws the same picture for the same prompt and style', async () => {
    const request = { prompt: 'A mountain sunrise', style: 'Flat Design' as const, designType: 'image' as const, color: 'Navy' }
    const [a, b] = await Promise.all([generator.generate(request), generator.generate(request)])
    expect(a.png.equals(b.png)).toBe(true)
    const meta = await sharp(a.png).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 1024, hasAlpha: true })
  })

  it('draws different pictures for different prompts', async () => {
    const base = { style: 'Ghibli-inspired' as const, designType: 'image' as const, color: 'Navy' }
    const a = await generator.generate({ ...base, prompt: 'ocean waves at dusk' })
    const b = await generator.generate({ ...base, prompt: 'a city skyline at night' })
    expect(difference(await pixels(a.png), await pixels(b.png))).toBeGreaterThan(2)
  })

  it('draws each of the ten styles visibly differently', async () => {
    const images = await Promise.all(
      STYLES.map((style) => generator.generate({ prompt: 'forest camping trip', style, designType: 'image', color: 'White' })),
    )
    const raw = await Promise.all(images.map((i) => pixels(i.png)))
    for (let i = 0; i < raw.length; i++) {
      for (let j = i + 1; j < raw.length; j++) {
        expect(difference(raw[i], raw[j]), `${STYLES[i]} vs ${STYLES[j]}`).toBeGreaterThan(3)
      }
    }
  }, 60_000)

  it('sets Text-Only designs as typography that differs from the image design', async () => {
    const base = { prompt: 'Stay wild moon child', style: 'Cyberpunk' as const, color: 'Black' }
    const text = await generator.generate({ ...base, designType: 'text' })
    const image = await generator.generate({ ...base, designType: 'image' })
    expect(difference(await pixels(text.png), await pixels(image.png))).toBeGreaterThan(5)
  })

  it('refuses blocklisted words as a moderation error', async () => {
    expect(isBlockedPrompt('some GORE please')).toBe(true)
    expect(isBlockedPrompt('a gorgeous sunset')).toBe(false)
    const error = await generator
      .generate({ prompt: 'nude beach', style: 'Minimalist', designType: 'image', color: 'Navy' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GenerationError)
    expect(error.kind).toBe('moderation')
    expect(error.message).toContain('safety system')
  })

  it('restyles an uploaded image per style', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="60" fill="#2040c0"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer()
    const flat = await generator.transform({ image: photo, style: 'Flat Design', color: 'White' })
    const lines = await generator.transform({ image: photo, style: 'Line Art', color: 'White' })
    const watercolor = await generator.transform({ image: photo, style: 'Watercolor', color: 'White' })
    expect((await sharp(flat.png).metadata()).width).toBe(1024)
    expect(difference(await pixels(flat.png), await pixels(lines.png))).toBeGreaterThan(5)
    expect(difference(await pixels(flat.png), await pixels(watercolor.png))).toBeGreaterThan(3)
  })
})

describe('prompt templates', () => {
  it('writes one template per style and type, with print rules and the shirt colour', () => {
    const prompts = new Set(STYLES.map((style) => buildGenerationPrompt('a fox', style, 'image', 'Navy')))
    expect(prompts.size).toBe(10)
    const image = buildGenerationPrompt('a fox', 'Line Art', 'image', 'Navy')
    expect(image).toContain('a fox')
    expect(image).toContain('transparent background')
    expect(image).toContain('navy shirt')
    const text = buildGenerationPrompt('Good vibes', 'Cyberpunk', 'text', 'White')
    expect(text).toContain('"Good vibes"')
    expect(text).toContain('Text only')
    expect(buildTransformPrompt('Watercolor', 'Black')).toContain('watercolour')
  })
})
