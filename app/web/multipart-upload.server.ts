import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import { MESSAGES } from '~/modules/design/index.ts'
import { MAX_UPLOAD_BYTES } from '~/modules/design/index.ts'
import type { ParsedUpload, UploadFailure } from '~/modules/design/index.server.ts'
import { isBodyTooLarge } from './body-limits.server.ts'
import { withBodyLimit } from './request-body.server.ts'

const MAX_TEXT_FIELD_BYTES = 2_000
/** Room for the multipart framing and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024

class FieldTooLarge extends Error {}

/**
 * Reads a multipart upload with the file in field `image`. The size limit is enforced while the
 * body streams: reading stops at the first byte past 15MB, and a declared Content-Length past the
 * limit is refused before reading anything. The whole body (any number of small fields) is held to
 * the upload body limit the same way.
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
    const form = await unstable_parseMultipartFormData(withBodyLimit(request, 'upload'), handler)
    const fields: Record<string, string> = {}
    for (const [key, value] of form) if (typeof value === 'string') fields[key] = value
    return { ok: true, file, fields }
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError || isBodyTooLarge(error)) {
      return { ok: false, status: 413, message: MESSAGES.fileTooLarge, reason: 'fileTooLarge' }
    }
    return { ok: false, status: 400, message: MESSAGES.noImage, reason: 'badRequest' }
  }
}
