import sharp from 'sharp'
import { RESTYLE_EDGE, type UploadFit } from './styles.ts'

const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 }

/**
 * The upload as the styles see it: turned upright, then either all of it fitted inside a
 * RESTYLE_EDGE square with clear margins ('whole'), or the square its most interesting part fills
 * ('square'). A PNG, RESTYLE_EDGE pixels square.
 */
export async function fitToSquare(photo: Buffer, fit: UploadFit): Promise<Buffer> {
  const upright = sharp(photo).rotate()
  const fitted =
    fit === 'whole'
      ? upright.resize(RESTYLE_EDGE, RESTYLE_EDGE, { fit: 'contain', background: CLEAR })
      : upright.resize(RESTYLE_EDGE, RESTYLE_EDGE, { fit: 'cover', position: 'attention' })
  return fitted.ensureAlpha().png({ compressionLevel: 1 }).toBuffer()
}
