import type { DB } from '~/lib/db.server.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import { recordUpload, type Owner } from './design.server.ts'
import { MESSAGES } from './messages.ts'
import { cleanUploadedImage, type ParsedUpload } from './upload.server.ts'

// The studio's use cases that need no generation, shared by the /api routes (JSON) and the page
// actions (forms without JavaScript). Each answers a value or a failure with an HTTP status and the
// shopper-facing message.

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string }

export const fail = (status: number, message: string) => ({ ok: false, status, message }) as const

/** An upload (POST /api/upload, or the form's file): checks, cleans and stores the file; answers its path and public URL. */
export async function storeUpload(db: DB, storage: ImageStorage, owner: Owner, parsed: ParsedUpload, appUrl: string) {
  if (!parsed.file) return fail(400, MESSAGES.noImage)
  const clean = await cleanUploadedImage(parsed.file)
  if ('ok' in clean) return fail(clean.status, clean.message)
  const stored = await recordUpload(db, owner, clean, storage)
  return { ok: true as const, value: { filePath: stored.key, imgurUrl: `${appUrl}${stored.url}`, fields: parsed.fields } }
}
