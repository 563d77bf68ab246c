import sharp from 'sharp'
import { swatchHex } from '~/lib/swatches.ts'
import { fitToSquare } from '../fit.server.ts'
import type { DesignType, Style, UploadFit } from '../styles.ts'
import { renderArtwork } from './drawing/artwork.ts'
import { renderIllustration } from './drawing/illustration.ts'
import { restyleUpload } from './drawing/photo-restyles.ts'
import { finishIllustration, OUTPUT } from './drawing/treatments.ts'
import { withVectorRecipe, type VectorRecipe } from './drawing/vector-recipe.ts'
import { planScene } from './plan/scene-plan.ts'
import {
  GENERATION_MESSAGES,
  GenerationError,
  type GeneratedImage,
  type GenerateRequest,
  type ImageGenerator,
  type TransformRequest,
} from '../types.ts'

/**
 * Words the offline generator refuses, the way the real provider's safety system would, so the
 * store's moderation path (the Friendly Notice) works and is testable without a key.
 */
export const BLOCKED_WORDS = [
  'gore',
  'nude',
  'naked',
  'nsfw',
  'porn',
  'nazi',
  'swastika',
  'beheading',
  'massacre',
  'blocked-by-moderation',
]

export function isBlockedPrompt(prompt: string) {
  const words = prompt.toLowerCase().split(/[^a-z-]+/)
  return BLOCKED_WORDS.some((word) => words.includes(word))
}

/** The built-in generator: draws the prompt's subjects from open-licensed illustrations, styled, with SVG and sharp. */
export class OfflineImageGenerator implements ImageGenerator {
  async generate(request: GenerateRequest): Promise<GeneratedImage> {
    if (isBlockedPrompt(request.prompt)) throw new GenerationError('moderation', GENERATION_MESSAGES.moderation)
    return {
      png: await drawDesign(request.prompt, request.style, request.designType, swatchHex(request.color)),
      generator: 'offline',
    }
  }

  async transform(request: TransformRequest): Promise<GeneratedImage> {
    return {
      png: await restylePhoto(request.image, request.style, swatchHex(request.color), request.fit, request.edge),
      generator: 'offline',
    }
  }
}

/** The pixel finish a style adds after its SVG is drawn, which the print file repeats at print size. */
function finishOf(style: Style): VectorRecipe['finish'] {
  if (style === 'Line Art') return 'line-art'
  if (style === 'Watercolor') return 'watercolor'
  if (style === 'Cyberpunk') return 'cyberpunk'
  return 'none'
}

/**
 * An Image Design shows the prompt's subjects in the style; a Text-Only design is set as type. Pure.
 * The PNG is 1024 px for screens and carries its own SVG (see vector-recipe.ts), from which the print
 * file is drawn again at the print area's full size.
 */
export async function drawDesign(prompt: string, style: Style, designType: DesignType, shirtHex: string): Promise<Buffer> {
  if (designType === 'text') {
    const svg = renderArtwork({ prompt, style, designType, shirtHex })
    const png = await sharp(Buffer.from(svg)).resize(OUTPUT, OUTPUT).png().toBuffer()
    return withVectorRecipe(png, { v: 1, svg, finish: 'none', shirtHex })
  }
  const illustration = renderIllustration({ prompt, style, shirtHex, plan: planScene(prompt) })
  const [rendered, subjects] = await Promise.all([
    sharp(Buffer.from(illustration.svg)).png().toBuffer(),
    style === 'Line Art' ? sharp(Buffer.from(illustration.subjectsSvg)).png().toBuffer() : Promise.resolve(Buffer.alloc(0)),
  ])
  const finished = await finishIllustration(style, rendered, subjects, shirtHex)
  return withVectorRecipe(finished, {
    v: 1,
    svg: illustration.svg,
    finish: finishOf(style),
    ...(style === 'Line Art' ? { subjectsSvg: illustration.subjectsSvg } : {}),
    shirtHex,
  })
}

/**
 * An uploaded photo restyled per style. Pure. A photo with transparency (a cut-out, or the clear
 * margins around a whole picture) is restyled on white, so outlines follow its edge, and keeps its
 * transparency: nothing is drawn where it had none. `fit` 'whole' keeps all of the picture; 'square'
 * (the default) crops it to its most interesting square. `edge` is the square's side in pixels (1024
 * unless asked for more: an upload with the pixels for a larger print is restyled at its own size).
 */
export async function restylePhoto(
  image: Buffer,
  style: Style,
  shirtHex: string,
  fit: UploadFit = 'square',
  edge = OUTPUT,
): Promise<Buffer> {
  if (fit === 'whole') image = await fitToSquare(image, 'whole', edge)
  const square = sharp(image).rotate().resize(edge, edge, { fit: 'cover', position: 'attention' })
  const { hasAlpha } = await sharp(image).metadata()
  const alpha = hasAlpha ? await square.clone().toColourspace('srgb').extractChannel(3).raw().toBuffer() : null
  const transparent = alpha?.some((value) => value < 250) ? alpha : null
  const source = transparent ? await square.flatten({ background: '#ffffff' }).png().toBuffer() : image
  const styled = await restyleUpload(source, style, shirtHex, edge)
  if (!transparent) return styled
  const mask = await sharp({ create: { width: edge, height: edge, channels: 3, background: '#ffffff' } })
    .joinChannel(transparent, { raw: { width: edge, height: edge, channels: 1 } })
    .png()
    .toBuffer()
  return sharp(styled)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer()
}
