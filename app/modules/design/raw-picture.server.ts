import sharp from 'sharp'
import type { OutputInfo, OverlayOptions, Sharp } from 'sharp'

// Pictures as raw pixels between two of sharp's pipelines (a composite cannot follow a composite in
// one pipeline): passing pixels costs a copy, where a PNG file between them cost an encode and a decode.

/** A picture decoded to raw pixels: the steps between two composites pass pixels, not PNG files. */
export interface RawPicture {
  data: Buffer
  info: OutputInfo
}

export const raw = (image: Sharp): Promise<RawPicture> => image.raw().toBuffer({ resolveWithObject: true })

const rawOptions = ({ info }: RawPicture) => ({ width: info.width, height: info.height, channels: info.channels })

export const fromRaw = (picture: RawPicture) => sharp(picture.data, { raw: rawOptions(picture) })

export const layer = (picture: RawPicture): OverlayOptions => ({ input: picture.data, raw: rawOptions(picture) })

/** The picture's top-left part that fits the box (a print larger than the room left on the mockup). */
export function fitTo(picture: RawPicture, box: { width: number; height: number }): RawPicture {
  if (picture.info.width === box.width && picture.info.height === box.height) return picture
  const { width, channels } = picture.info
  const data = Buffer.alloc(box.width * box.height * channels)
  for (let y = 0; y < box.height; y++) {
    picture.data.copy(data, y * box.width * channels, y * width * channels, (y * width + box.width) * channels)
  }
  return { data, info: { ...picture.info, width: box.width, height: box.height, size: data.length } }
}
