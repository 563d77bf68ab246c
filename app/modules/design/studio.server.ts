import { GenerationError } from '~/services/image-generation/types.ts'
import { logger } from '~/server/logger.server.ts'
import type { DB } from '~/utils/db.server.ts'
import {
  catalogueColorNames,
  createDesignFromPrompt,
  createDesignFromUpload,
  recordUpload,
  UnknownUploadError,
  type CreatedDesign,
  type Owner,
} from './design.server.ts'
import { MESSAGES } from './messages.ts'
import { firstIssue, fromImageSchema, generateDesignSchema, uploadFormSchema } from './schema.ts'
import { cleanUploadedImage, type ParsedUpload } from './upload.server.ts'

// The studio's use cases, shared by the /api routes (JSON) and the page actions (forms without
// JavaScript). Each answers a design or a failure with an HTTP status and the spec's message.

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string }

const fail = (status: number, message: string) => ({ ok: false, status, message }) as const

function generationFailure(error: unknown): { ok: false; status: number; message: string } {
  if (error instanceof GenerationError) return fail(error.status, error.message)
  logger.error({ err: error }, 'design creation failed')
  return fail(500, 'Something went wrong while creating the design. Please try again.')
}

export async function generateDesign(db: DB, owner: Owner, raw: unknown): Promise<Outcome<CreatedDesign>> {
  const parsed = generateDesignSchema(await catalogueColorNames(db)).safeParse(raw ?? {})
  if (!parsed.success) return fail(400, firstIssue(parsed.error))
  try {
    return { ok: true, value: await createDesignFromPrompt(db, owner, parsed.data) }
  } catch (error) {
    return generationFailure(error)
  }
}

export async function designFromUpload(db: DB, owner: Owner, raw: unknown): Promise<Outcome<CreatedDesign>> {
  const parsed = fromImageSchema(await catalogueColorNames(db)).safeParse(raw ?? {})
  if (!parsed.success) return fail(400, firstIssue(parsed.error))
  try {
    return { ok: true, value: await createDesignFromUpload(db, owner, parsed.data) }
  } catch (error) {
    if (error instanceof UnknownUploadError) return fail(404, MESSAGES.unknownUpload)
    return generationFailure(error)
  }
}

/** An upload (POST /api/upload, or the form's file): checks, cleans and stores the file; answers its path and public URL. */
export async function storeUpload(db: DB, owner: Owner, parsed: ParsedUpload, appUrl: string) {
  if (!parsed.file) return fail(400, MESSAGES.noImage)
  const clean = await cleanUploadedImage(parsed.file)
  if ('ok' in clean) return fail(clean.status, clean.message)
  const stored = await recordUpload(db, owner, clean)
  return { ok: true as const, value: { filePath: stored.key, imgurUrl: `${appUrl}${stored.url}`, fields: parsed.fields } }
}

/** The upload form without JavaScript: file and options in one multipart post. */
export async function uploadFormDesign(
  db: DB,
  owner: Owner,
  upload: ParsedUpload,
  appUrl: string,
): Promise<Outcome<CreatedDesign>> {
  const stored = await storeUpload(db, owner, upload, appUrl)
  if (!stored.ok) return stored
  const options = uploadFormSchema(await catalogueColorNames(db)).safeParse(stored.value.fields)
  if (!options.success) return fail(400, firstIssue(options.error))
  return designFromUpload(db, owner, {
    imagePath: stored.value.filePath,
    tshirtColor: options.data.color,
    style: options.data.style,
  })
}
