import { gunzipSync, gzipSync } from 'node:zlib'
import sharp from 'sharp'
import { z } from '~/lib/zod.ts'

// The offline generator draws every design from vectors (SVG). The 1024-px PNG it stores is for the
// studio, the gallery and the mockups; the print file is drawn again from the same vectors at the
// print area's full size (ADR 124). The vectors travel inside the PNG itself, in its XMP packet, so
// the design's one stored picture is all the print needs, and a later change to the drawing code
// never changes a design that was already sold.

/** What the print needs to draw the design again: its SVG and the pixel finish its style adds. */
export const vectorRecipeSchema = z.object({
  v: z.literal(1),
  /** The design's SVG, 1024 user units square, exactly what the preview was rendered from. */
  svg: z.string().min(1).max(4_000_000),
  /** The style's finish in pixels: none, outlines traced from the subjects, wet-paint wobble, scanlines. */
  finish: z.enum(['none', 'line-art', 'watercolor', 'cyberpunk']),
  /** Line Art: the subjects alone, whose outlines are traced. */
  subjectsSvg: z.string().max(4_000_000).optional(),
  /** The shirt colour the ink was chosen for (Line Art ink). */
  shirtHex: z.string().regex(/^#[0-9a-fA-F]{6}$/),
})
export type VectorRecipe = z.infer<typeof vectorRecipeSchema>

const NS = 'https://shirtsmith.app/ns/print/1.0/'
const ELEMENT = /<shirtsmith:vectorSource>([A-Za-z0-9+/=]+)<\/shirtsmith:vectorSource>/

/**
 * Whether an SVG only refers to its own parts: any href that is not a `#fragment` (a file, a URL)
 * and any script or foreign content disqualify it, so a picture can never make the renderer read
 * something else.
 */
export function isSelfContainedSvg(svg: string): boolean {
  if (/<\s*(script|foreignObject|image)\b/i.test(svg)) return false
  for (const match of svg.matchAll(/\bhref\s*=\s*["']([^"']*)["']/gi)) if (!match[1].startsWith('#')) return false
  return !/url\(\s*["']?(?!#)/i.test(svg)
}

function xmpPacket(recipe: VectorRecipe) {
  const payload = gzipSync(Buffer.from(JSON.stringify(recipe)), { level: 9 }).toString('base64')
  return `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:shirtsmith="${NS}"><shirtsmith:vectorSource>${payload}</shirtsmith:vectorSource></rdf:Description></rdf:RDF></x:xmpmeta>`
}

/** The PNG with the recipe written into its XMP packet (pixels unchanged). */
export async function withVectorRecipe(png: Buffer, recipe: VectorRecipe): Promise<Buffer> {
  return sharp(png).withXmp(xmpPacket(recipe)).png({ compressionLevel: 8 }).toBuffer()
}

/** The recipe a PNG carries, or null: none, unreadable, or not self-contained. */
export async function readVectorRecipe(png: Buffer): Promise<VectorRecipe | null> {
  const { xmp } = await sharp(png)
    .metadata()
    .catch(() => ({ xmp: undefined }))
  if (!xmp) return null
  const found = ELEMENT.exec(xmp.toString('utf8'))
  if (!found) return null
  try {
    const parsed = vectorRecipeSchema.safeParse(
      JSON.parse(gunzipSync(Buffer.from(found[1], 'base64'), { maxOutputLength: 16_000_000 }).toString('utf8')),
    )
    if (!parsed.success) return null
    const recipe = parsed.data
    if (!isSelfContainedSvg(recipe.svg) || (recipe.subjectsSvg && !isSelfContainedSvg(recipe.subjectsSvg))) return null
    return recipe
  } catch {
    return null
  }
}
