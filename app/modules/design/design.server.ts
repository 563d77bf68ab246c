import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import sharp from 'sharp'
import { listColors } from '~/modules/catalogue/index.server.ts'
import type { ImageGenerator } from '~/services/image-generation/index.server.ts'
import type { GenerationProgress } from '~/services/image-generation/types.ts'
import { cutOutBackgroundInPool, renderMockupInPool } from '~/modules/design/image-work.server.ts'
import { keepCutout } from '~/services/background-removal/index.server.ts'
import { fitToSquare } from '~/services/image-generation/fit.server.ts'
import { RESTYLE_EDGE, type UploadFit } from '~/services/image-generation/styles.ts'
import { restyleEdge, type UploadPrint } from './upload-print.ts'
import { trimClearMargins } from './trim.server.ts'
import { logger } from '~/lib/logger.server.ts'
import type { ImageStorage } from '~/services/storage/storage.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { FromImageInput, GenerateDesignInput } from './schema.ts'
import { UPLOAD_PATH } from './schema.ts'
import { BACKGROUND_KEPT_NOTE } from './messages.ts'
import { designNameFromPrompt } from './title.ts'
import type { CleanImage } from './upload.server.ts'

/** Who is acting: the browser's visitor id, and the signed-in user when there is one. */
export interface Owner {
  visitorId: string
  userId: number | null
}

/** Who is looking: a browser that never needed a visitor id has none (and owns nothing signed out). */
export interface Viewer {
  visitorId: string | null
  userId: number | null
}

export interface CreatedDesign {
  id: number
  prompt: string
  name: string
  style: string
  color: string
  designType: 'image' | 'text'
  imageUrl: string
  mockupUrl: string
  createdAt: string
}

interface Deps {
  /** Who draws the picture: the store's image generator (the job runner's deps). */
  generator: ImageGenerator
  /** Where the pictures go: the caller's (the job runner's, with its retries). */
  storage: ImageStorage
  /** The upload's square cut-out (tests stand in for the model); default: the image pool's. */
  cutOutBackground?: (photo: Buffer) => Promise<Buffer>
}

/** What became of an asked-for background removal: done, or failed and the photo kept as it was. */
export type BackgroundOutcome = 'removed' | 'kept'

export async function catalogueColorNames(db: DB) {
  return (await listColors(db)).map((c) => c.name)
}

/** Rows this owner may see: their user's, or this browser's while signed out. */
export function ownedBy(owner: Viewer) {
  return sql<boolean>`(${owner.userId !== null ? sql`user_id = ${owner.userId} or ` : sql``}(visitor_id = ${owner.visitorId} and ${owner.userId !== null ? sql`(user_id is null or user_id = ${owner.userId})` : sql`user_id is null`}))`
}

export async function recordUpload(db: DB, owner: Owner, image: CleanImage, storage: ImageStorage) {
  const id = randomUUID()
  const key = `uploads/${id}.${image.extension}`
  await storage.put(key, image.bytes, image.contentType)
  await db
    .insertInto('uploads')
    .values({
      id,
      user_id: owner.userId,
      visitor_id: owner.visitorId,
      storage_key: key,
      content_type: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
    })
    .execute()
  return { id, key, url: storage.publicUrl(key) }
}

/** The upload an `imagePath` names, only if it is this owner's. */
export async function findOwnedUpload(db: DB, owner: Owner, imagePath: string) {
  const match = UPLOAD_PATH.exec(imagePath)
  if (!match) return null
  return db
    .selectFrom('uploads')
    .select(['id', 'storage_key', 'content_type'])
    .where('id', '=', match[1])
    .where('storage_key', '=', imagePath)
    .where(ownedBy(owner))
    .executeTakeFirst()
}

export async function findOwnedDesign(db: DB, owner: Viewer, id: number): Promise<CreatedDesign | null> {
  if (owner.visitorId === null && owner.userId === null) return null
  const row = await db
    .selectFrom('designs')
    .select(['id', 'prompt', 'name', 'style', 'color', 'design_type', 'image_url', 'mockup_url', 'created_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(ownedBy(owner))
    .executeTakeFirst()
  if (!row || !row.image_url) return null
  return toCreated(row)
}

/**
 * A design the viewer may open in the studio (`/?design=N`, a shared link): their own, or another
 * person's that is shown in the community. `owned` says which (the studio buys the owner's as their
 * own design, anyone else's as a product).
 */
export async function findStudioDesign(
  db: DB,
  viewer: Viewer,
  id: number,
): Promise<(CreatedDesign & { owned: boolean; print: UploadPrint | null }) | null> {
  const owned = viewer.visitorId === null && viewer.userId === null ? sql<boolean>`false` : ownedBy(viewer)
  const row = await db
    .selectFrom('designs')
    .select(['id', 'prompt', 'name', 'style', 'color', 'design_type', 'image_url', 'mockup_url', 'created_at'])
    .select(['upload_id', 'upload_fit', 'artwork_width', 'artwork_height'])
    .select(sql<boolean>`coalesce(${owned}, false)`.as('owned'))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([owned, eb.and([eb('in_community', '=', true), eb('moderation_status', '=', 'approved')])]))
    .executeTakeFirst()
  if (!row || !row.image_url) return null
  return { ...toCreated(row), owned: row.owned, print: row.owned ? await uploadPrintOf(db, row) : null }
}

/** An upload design's sizes for its owner's print note (designs made before they were measured have none). */
async function uploadPrintOf(
  db: DB,
  row: { upload_id: string | null; upload_fit: UploadFit | null; artwork_width: number | null; artwork_height: number | null },
): Promise<UploadPrint | null> {
  if (!row.upload_id || !row.upload_fit || !row.artwork_width || !row.artwork_height) return null
  const upload = await db.selectFrom('uploads').select(['width', 'height']).where('id', '=', row.upload_id).executeTakeFirst()
  if (!upload) return null
  return {
    fit: row.upload_fit,
    picture: { width: upload.width, height: upload.height },
    artwork: { width: row.artwork_width, height: row.artwork_height },
  }
}

function toCreated(row: {
  id: number
  prompt: string
  name: string
  style: string
  color: string
  design_type: 'image' | 'text'
  image_url: string | null
  mockup_url: string | null
  created_at: Date
}): CreatedDesign {
  return {
    id: row.id,
    prompt: row.prompt,
    name: row.name,
    style: row.style,
    color: row.color,
    designType: row.design_type,
    imageUrl: row.image_url ?? '',
    mockupUrl: row.mockup_url ?? row.image_url ?? '',
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/** A design's stored picture and mockup, before its row exists. */
export interface DesignImages {
  imageKey: string
  mockupKey: string
  imageUrl: string
  mockupUrl: string
}

async function storeImages(storage: ImageStorage, png: Buffer, color: string): Promise<DesignImages> {
  const id = randomUUID()
  const imageKey = `designs/${id}.png`
  const mockupKey = `mockups/${id}.webp`
  const mockup = await renderMockupInPool(png, color)
  await Promise.all([storage.put(imageKey, png, 'image/png'), storage.put(mockupKey, mockup, 'image/webp')])
  return { imageKey, mockupKey, imageUrl: storage.publicUrl(imageKey), mockupUrl: storage.publicUrl(mockupKey) }
}

/** Draws the prompt's picture, renders its mockup and stores both; the design row comes after. */
export async function drawPromptDesign(input: GenerateDesignInput, progress: GenerationProgress, deps: Deps) {
  const { generator } = deps
  const { png } = await generator.generate(
    { prompt: input.prompt, style: input.style, designType: input.designType, color: input.color },
    progress,
  )
  progress.onStage?.('finishing')
  return storeImages(deps.storage, png, input.color)
}

export class UnknownUploadError extends Error {}

/**
 * Restyles one of the owner's uploads and stores it with its mockup. Never reads anything but our own
 * storage. The picture is fitted as asked: all of it with clear margins around ('whole'), or cropped
 * to a square; the artwork's printed pixel size (clear margins left out) is measured for the studio.
 */
export async function drawUploadDesign(db: DB, owner: Owner, input: FromImageInput, progress: GenerationProgress, deps: Deps) {
  const { generator, storage } = deps
  const upload = await findOwnedUpload(db, owner, input.imagePath)
  const bytes = upload ? await storage.read(upload.storage_key) : null
  if (!upload || !bytes) throw new UnknownUploadError()
  // A job queued before the choice existed carries none: uploads were cropped square then.
  const fit = input.fit ?? 'square'
  // Restyled at the upload's own resolution, up to what the largest print area needs (restyleEdge),
  // so a large photo prints large; the offline styles draw in a square of that side.
  const { width = 0, height = 0 } = await sharp(bytes).metadata()
  const edge = width && height ? restyleEdge({ width, height }, fit) : RESTYLE_EDGE
  // Asked for, the background is cut away first and the restyle drawn on the cut-out (flattened on
  // white, so outlines follow the subject's edge), then given the cut-out's transparency. A removal
  // that fails or times out is not the end of the design: the photo goes on as uploaded, and the
  // design's title says so. The picture is framed as asked (a whole one with clear margins) at the
  // restyle's size; the model finds the subject at its own size, and its outline is enlarged to ours.
  let cutout: Buffer | null = null
  let background: BackgroundOutcome | undefined
  if (input.removeBackground) {
    try {
      const framed = await fitToSquare(bytes, fit, edge)
      const cut = await (deps.cutOutBackground ?? cutOutBackgroundInPool)(framed)
      cutout = await keepCutout(framed, cut)
      background = 'removed'
    } catch (error) {
      logger.warn({ err: error, upload: upload.id }, 'background removal failed; the upload keeps its background')
      background = 'kept'
    }
  }
  const source = cutout ? await sharp(cutout).flatten({ background: '#ffffff' }).png().toBuffer() : bytes
  const { png: drawn } = await generator.transform(
    { image: source, style: input.style, color: input.tshirtColor, fit: cutout ? 'square' : fit, edge },
    progress,
  )
  const png = cutout ? await keepCutout(drawn, cutout) : drawn
  progress.onStage?.('finishing')
  const artwork = await artworkSize(png)
  return { ...(await storeImages(storage, png, input.tshirtColor)), uploadId: upload.id, background, fit, artwork }
}

/** The artwork's pixel size without its clear margins: what the print file and the mockup place. */
async function artworkSize(png: Buffer) {
  const { width, height } = await sharp(await trimClearMargins(png)).metadata()
  return { width: width ?? 0, height: height ?? 0 }
}

/** What a new design is: from a prompt, or an upload restyled. */
export type NewDesignSource =
  | { source: 'prompt'; input: GenerateDesignInput; images: DesignImages }
  | {
      source: 'upload'
      input: FromImageInput
      images: DesignImages & {
        uploadId: string
        background?: BackgroundOutcome
        fit?: UploadFit
        artwork?: { width: number; height: number }
      }
    }

/** Saves a drawn design as the owner's. An upload is named after its style ("Uploaded image in Line Art style"). */
export async function insertDesign(db: DB, owner: Owner, design: NewDesignSource): Promise<CreatedDesign> {
  const { images } = design
  const fields =
    design.source === 'prompt'
      ? {
          prompt: design.input.prompt,
          name: designNameFromPrompt(design.input.prompt),
          style: design.input.style,
          color: design.input.color,
          design_type: design.input.designType,
          upload_id: null,
          // A job queued before the choice existed carries none: prompts showed in the community then.
          in_community: design.input.showInCommunity ?? true,
        }
      : {
          prompt: `Uploaded image in ${design.input.style} style`,
          name:
            design.images.background === 'kept'
              ? `Uploaded image in ${design.input.style} style (${BACKGROUND_KEPT_NOTE})`
              : `Uploaded image in ${design.input.style} style`,
          style: design.input.style,
          color: design.input.tshirtColor,
          design_type: 'image' as const,
          upload_id: design.images.uploadId,
          in_community: design.input.showInCommunity ?? false,
          upload_fit: design.images.fit ?? null,
          artwork_width: design.images.artwork?.width || null,
          artwork_height: design.images.artwork?.height || null,
          // An uploaded picture waits unpublished until screened (ADR 133): its owner sees and buys it.
          moderation_status: 'pending',
        }
  const row = await db
    .insertInto('designs')
    .values({
      user_id: owner.userId,
      visitor_id: owner.visitorId,
      source: design.source,
      ...fields,
      image_url: images.imageUrl,
      mockup_url: images.mockupUrl,
      image_key: images.imageKey,
      mockup_key: images.mockupKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toCreated(row)
}

/** The design API's answer: success and design (id, imageUrl, mockupUrl). */
export function designResponse(design: CreatedDesign) {
  return {
    success: true as const,
    design: {
      id: design.id,
      prompt: design.prompt,
      name: design.name,
      style: design.style,
      color: design.color,
      designType: design.designType,
      imageUrl: design.imageUrl,
      mockupUrl: design.mockupUrl,
      createdAt: design.createdAt,
    },
  }
}
