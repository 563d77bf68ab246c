import sharp from 'sharp'
import { RESTYLE_EDGE, type UploadFit } from './styles.ts'

const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 }

/**
 * The upload as the styles see it: turned upright, then either all of it fitted inside an `edge`-px
 * square with clear margins ('whole'), or the square its most interesting part fills ('square').
 * A PNG, `edge` pixels square (RESTYLE_EDGE unless the restyle is made larger).
 */
export async function fitToSquare(photo: Buffer, fit: UploadFit, edge = RESTYLE_EDGE): Promise<Buffer> {
  const upright = sharp(photo).rotate()
  const fitted =
    fit === 'whole'
      ? upright.resize(edge, edge, { fit: 'contain', background: CLEAR })
      : upright.resize(edge, edge, { fit: 'cover', position: 'attention' })
  return fitted.ensureAlpha().png({ compressionLevel: 1 }).toBuffer()
}
