import type { PrintifyProduct } from './printify-client.server.ts'

/**
 * Printify's own mockup of a product for one shirt colour: an image made for one of that colour's
 * variants, the front view first, then Printify's default, then the first listed. Null when Printify
 * has none for that colour (the store then draws its own).
 */
export function chooseProviderMockup(images: PrintifyProduct['images'], colourVariantIds: number[]): string | null {
  const wanted = new Set(colourVariantIds)
  const forColour = (images ?? []).filter((image) => (image.variant_ids ?? []).some((id) => wanted.has(id)))
  if (forColour.length === 0) return null
  const front = forColour.filter((image) => (image.position ?? 'front') === 'front')
  const pool = front.length > 0 ? front : forColour
  return (pool.find((image) => image.is_default) ?? pool[0]).src
}
