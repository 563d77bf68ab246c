import sharp from 'sharp'

/**
 * The design without the fully transparent margin around its artwork, so the artwork itself (not its
 * empty canvas) fills the print: the offline generator draws a circle in a square with clear corners.
 * Designs with a background (an opaque corner) are left as they are.
 */
export async function trimClearMargins(image: Buffer): Promise<Buffer> {
  const { data } = await sharp(image)
    .ensureAlpha()
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (data[3] !== 0) return image
  try {
    return await sharp(image)
      .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 1 })
      .png()
      .toBuffer()
  } catch {
    // Nothing but transparency: nothing to trim to.
    return image
  }
}
