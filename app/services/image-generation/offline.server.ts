import sharp from 'sharp'
import { swatchHex } from '~/modules/catalogue/catalogue.ts'
import type { Style } from '~/modules/design/styles.ts'
import { renderArtwork } from './artwork.ts'
import {
  GENERATION_MESSAGES,
  GenerationError,
  type GeneratedImage,
  type GenerateRequest,
  type ImageGenerator,
  type TransformRequest,
} from './types.ts'

/**
 * Words the offline generator refuses, the way the real provider's safety system would, so the
 * store's moderation path (the Friendly Notice) works and is testable without a key.
 */
export const BLOCKED_WORDS = ['gore', 'nude', 'naked', 'nsfw', 'porn', 'nazi', 'swastika', 'beheading', 'massacre', 'blocked-by-moderation']

export function isBlockedPrompt(prompt: string) {
  const words = prompt.toLowerCase().split(/[^a-z-]+/)
  return BLOCKED_WORDS.some((word) => words.includes(word))
}

const OUTPUT = 1024

/** The built-in generator: draws print-ready artwork locally with SVG and sharp. */
export class OfflineImageGenerator implements ImageGenerator {
  async generate(request: GenerateRequest): Promise<GeneratedImage> {
    if (isBlockedPrompt(request.prompt)) throw new GenerationError('moderation', GENERATION_MESSAGES.moderation)
    const svg = renderArtwork({ ...request, shirtHex: swatchHex(request.color) })
    let art = sharp(Buffer.from(svg)).resize(OUTPUT, OUTPUT)
    if (request.style === 'Watercolor' && request.designType === 'image') {
      // Paper grain over the painted areas only; the texture is the same for every design, so made once.
      art = sharp(await art.png().toBuffer()).composite([{ input: await paperGrain(), blend: 'atop' }])
    }
    const png = await art.png({ compressionLevel: 8 }).toBuffer()
    return { png, generator: 'offline' }
  }

  async transform(request: TransformRequest): Promise<GeneratedImage> {
    const square = await sharp(request.image)
      .rotate()
      .resize(OUTPUT, OUTPUT, { fit: 'cover', position: 'attention' })
      .removeAlpha()
      .toBuffer()
    const styled = await restyle(square, request.style, swatchHex(request.color))
    const png = await sharp(styled).composite([{ input: printMask(request.style), blend: 'dest-in' }]).png().toBuffer()
    return { png, generator: 'offline' }
  }
}

/** The print's outline: a soft-edged circle or rounded square, depending on the style. */
function printMask(style: Style) {
  const soft = style === 'Watercolor' || style === 'Ghibli-inspired'
  const shape =
    style === 'Cyberpunk' || style === 'Isometric' || style === 'Studio Lighting'
      ? `<rect x="40" y="40" width="944" height="944" rx="90" fill="#fff"/>`
      : `<circle cx="512" cy="512" r="${soft ? 440 : 470}" fill="#fff"/>`
  const filter = soft ? `<filter id="f"><feGaussianBlur stdDeviation="40"/></filter>` : ''
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><defs>${filter}</defs><g ${soft ? 'filter="url(#f)"' : ''}>${shape}</g></svg>`,
  )
}

function svgOverlay(body: string) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">${body}</svg>`)
}

/** Per-style treatment of an uploaded photo (3-channel, 1024 square). */
async function restyle(image: Buffer, style: Style, shirtHex: string): Promise<Buffer> {
  const img = () => sharp(image)
  switch (style) {
    case 'Flat Design':
      // Posterised: flattened areas of a few solid colours.
      return sharp(await img().median(7).modulate({ saturation: 1.4 }).png({ palette: true, colors: 6, dither: 0 }).toBuffer())
        .toColourspace('srgb')
        .toBuffer()
    case 'Minimalist':
      return sharp(await img().median(11).greyscale().normalise().png({ palette: true, colors: 3, dither: 0 }).toBuffer())
        .tint('#c9785b')
        .toBuffer()
    case 'Line Art': {
      const edges = await img()
        .greyscale()
        .blur(1.2)
        .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] })
        .normalise()
        .threshold(60)
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true })
      const ink = luminanceOf(shirtHex) > 0.55 ? { r: 20, g: 20, b: 24 } : { r: 245, g: 245, b: 240 }
      return sharp({ create: { width: 1024, height: 1024, channels: 3, background: ink } })
        .joinChannel(edges.data, { raw: { width: edges.info.width, height: edges.info.height, channels: 1 } })
        .png()
        .toBuffer()
    }
    case 'Watercolor':
      return img()
        .median(9)
        .blur(2.5)
        .modulate({ saturation: 1.3, brightness: 1.08 })
        .composite([{ input: paperTexture(), blend: 'multiply' }])
        .toBuffer()
    case 'Cyberpunk':
      return img()
        .greyscale()
        .normalise()
        .linear(1.3, -20)
        .toColourspace('srgb')
        .recomb([
          [1.0, 0.0, 0.2],
          [0.1, 0.3, 0.2],
          [0.5, 0.2, 1.1],
        ])
        .composite([{ input: svgOverlay(scanlines()), blend: 'over' }])
        .toBuffer()
    case 'Isometric':
      // Chunky blocks: sampled down and scaled back up without smoothing.
      return sharp(await img().resize(48, 48, { kernel: 'nearest' }).toBuffer())
        .resize(1024, 1024, { kernel: 'nearest' })
        .modulate({ saturation: 1.3 })
        .toBuffer()
    case 'Paper Cut-Out':
      return sharp(await img().median(13).png({ palette: true, colors: 5, dither: 0 }).toBuffer())
        .toColourspace('srgb')
        .composite([{ input: svgOverlay(`<circle cx="512" cy="512" r="462" fill="none" stroke="#ffffff" stroke-width="18"/>`) }])
        .toBuffer()
    case 'Studio Lighting':
      return img()
        .linear(1.25, -25)
        .composite([{ input: svgOverlay(`<defs><radialGradient id="v" cx="0.5" cy="0.4" r="0.7"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/></radialGradient></defs><rect width="1024" height="1024" fill="url(#v)"/>`) }])
        .toBuffer()
    case 'Hyper-realistic':
      return img().sharpen({ sigma: 1.5 }).modulate({ saturation: 1.2 }).linear(1.1, -8).toBuffer()
    case 'Ghibli-inspired':
      return img()
        .median(5)
        .modulate({ saturation: 1.35, brightness: 1.1, hue: 8 })
        .composite([{ input: svgOverlay(`<rect width="1024" height="1024" fill="#ffe9b8" opacity="0.18"/>`), blend: 'soft-light' }])
        .toBuffer()
  }
}

function luminanceOf(hex: string) {
  const n = parseInt(hex.replace('#', ''), 16)
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255
}

let grain: Promise<Buffer> | undefined
function paperGrain() {
  grain ??= sharp(
    svgOverlay(
      `<filter id="p" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0.1 0"/></filter><rect width="1024" height="1024" filter="url(#p)"/>`,
    ),
  )
    .png()
    .toBuffer()
  return grain
}

function paperTexture() {
  return svgOverlay(
    `<filter id="p"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="4"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 0.97  0 0 0 0 0.92  0 0 0 -0.6 1.1"/></filter><rect width="1024" height="1024" fill="#fffaf0"/><rect width="1024" height="1024" filter="url(#p)"/>`,
  )
}

function scanlines() {
  return Array.from({ length: 128 }, (_, i) => `<rect y="${i * 8}" width="1024" height="2" fill="#00f0ff" opacity="0.12"/>`).join('')
}
