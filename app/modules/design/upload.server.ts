import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import sharp from 'sharp'
import { MESSAGES } from './messages.ts'
import { sniffImageType } from './sniff.ts'
import { MAX_UPLOAD_BYTES, type UploadContentType } from './styles.ts'

/** Decoded images above this many pixels are refused (a small file can decode to gigabytes). */
export const MAX_UPLOAD_PIXELS = 40_000_000
const MAX_TEXT_FIELD_BYTES = 2_000
/** Room for the multipart framing and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024

export type UploadFailure = { ok: false; status: 400 | 413 | 415; message: string; reason: 'noImage' | 'invalidFileType' | 'fileTooLarge' | 'tooManyPixels' | 'badRequest' }
export type ParsedUpload = { ok: true; file: Buffer | null; fields: Record<string, string> }

class FieldTooLarge extends Error {}

/**
 * Reads a multipart upload with the file in field `image`. The size limit is enforced while the
 * body streams: reading stops at the first byte past 15MB, and a declared Content-Length past the
 * limit is refused before reading anything.
 */
export async function readMultipartUpload(request: Request): Promise<ParsedUpload | UploadFailure> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN)
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
    return { ok: false, status: 413, message: MESSAGES.fileTooLarge, reason: 'fileTooLarge' }
  }
  let file: Buffer | null = null
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const isImage = name === 'image' && typeof filename === 'string'
    const limit = isImage ? MAX_UPLOAD_BYTES : MAX_TEXT_FIELD_BYTES
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of data) {
      size += chunk.byteLength
      if (size > limit) {
        if (isImage) throw new MaxPartSizeExceededError(name, limit)
        throw new FieldTooLarge(name)
      }
      chunks.push(chunk)
    }
    if (isImage) {
      file = size > 0 ? Buffer.concat(chunks) : null
      return undefined
    }
    if (typeof filename === 'string') return undefined
    return Buffer.concat(chunks).toString('utf8')
  }
  try {
    const form = await unstable_parseMultipartFormData(request, handler)
    const fields: Record<string, string> = {}
    for (const [key, value] of form) if (typeof value === 'string') fields[key] = value
    return { ok: true, file, fields }
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      return { ok: false, status: 413, message: MESSAGES.fileTooLarge, reason: 'fileTooLarge' }
    }
    return { ok: false, status: 400, message: MESSAGES.noImage, reason: 'badRequest' }
  }
}

export interface CleanImage {
  bytes: Buffer
  contentType: UploadContentType
  extension: 'jpg' | 'png' | 'webp'
  width: number
  height: number
}

/**
 * Checks an uploaded file by its bytes and re-encodes it: the type comes from the magic bytes, the
 * pixel count is capped, and re-encoding drops EXIF (location, camera) and anything appended to the
 * image (polyglot files). Orientation is applied first so photos stay upright.
 */
export async function cleanUploadedImage(bytes: Buffer): Promise<CleanImage | UploadFailure> {
  if (bytes.length === 0) return { ok: false, status: 400, message: MESSAGES.noImage, reason: 'noImage' }
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, status: 413, message: MESSAGES.fileTooLarge, reason: 'fileTooLarge' }
  const contentType = sniffImageType(bytes)
  if (!contentType) return { ok: false, status: 415, message: MESSAGES.invalidFileType, reason: 'invalidFileType' }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
    const meta = await image.metadata()
    const expected = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[meta.format as string]
    if (expected !== contentType) {
      return { ok: false, status: 415, message: MESSAGES.invalidFileType, reason: 'invalidFileType' }
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_UPLOAD_PIXELS) {
      return { ok: false, status: 413, message: MESSAGES.imageTooBig, reason: 'tooManyPixels' }
    }
    const upright = image.rotate()
    const encoded =
      contentType === 'image/jpeg'
        ? { extension: 'jpg' as const, pipeline: upright.jpeg({ quality: 90, mozjpeg: true }) }
        : contentType === 'image/png'
          ? { extension: 'png' as const, pipeline: upright.png({ compressionLevel: 8 }) }
          : { extension: 'webp' as const, pipeline: upright.webp({ quality: 90 }) }
    const { data, info } = await encoded.pipeline.toBuffer({ resolveWithObject: true })
    return { bytes: data, contentType, extension: encoded.extension, width: info.width, height: info.height }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return { ok: false, status: 413, message: MESSAGES.imageTooBig, reason: 'tooManyPixels' }
    }
    return { ok: false, status: 415, message: MESSAGES.invalidFileType, reason: 'invalidFileType' }
  }
}
