import { drawPromptDesign, drawUploadDesign, insertDesign, UnknownUploadError } from '~/modules/design/design.server.ts'
import { MESSAGES } from '~/modules/design/messages.ts'
import { logger } from '~/server/logger.server.ts'
import { renderMockupInPool } from '~/server/image-work.server.ts'
import { GenerationError, type GenerationProgress, type ImageGenerator } from '~/services/image-generation/types.ts'
import { getStorage, type ImageStorage } from '~/services/storage/storage.server.ts'
import type { DB } from '~/utils/db.server.ts'
import { completeJob, failJob, LostLeaseError, recordJobProgress, type ClaimedJob } from './design-job.server.ts'

export interface RunDeps {
  generator?: ImageGenerator
  storage?: ImageStorage
  /** Told after every change a watcher should see (a stage, a partial picture, the end). */
  onChange?: () => void
}

/** What a failed creation tells the shopper: the service's own words, else a plain apology (logged). */
export function failureOf(error: unknown): { status: number; message: string } {
  if (error instanceof GenerationError) return { status: error.status, message: error.message }
  if (error instanceof UnknownUploadError) return { status: 404, message: MESSAGES.unknownUpload }
  logger.error({ err: error }, 'design creation failed')
  return { status: 500, message: 'Something went wrong while creating the design. Please try again.' }
}

/**
 * Runs a claimed job to its end: draws the design (reporting stages, and partial pictures as mockups
 * of the shirt colour), then saves it and finishes the job together. A lost lease ends quietly: the
 * runner that took the job over finishes it.
 */
export async function runClaimedJob(db: DB, claimed: ClaimedJob, deps: RunDeps = {}) {
  const storage = deps.storage ?? getStorage()
  const color = claimed.job.source === 'prompt' ? claimed.job.input.color : claimed.job.input.tshirtColor
  // Progress callbacks are synchronous; their writes run one after another, in order.
  let writes = Promise.resolve()
  const later = (write: () => Promise<void>) => {
    writes = writes.then(write).then(
      () => deps.onChange?.(),
      (error) => logger.warn({ err: error, job: claimed.id }, 'design job progress not recorded'),
    )
  }
  const progress: GenerationProgress = {
    onStage: (stage) => later(() => recordJobProgress(db, claimed, { stage })),
    onPartial: (png, index) =>
      later(async () => {
        const key = `jobs/${claimed.id}/partial-${claimed.attempt}-${index}.webp`
        await storage.put(key, await renderMockupInPool(png, color), 'image/webp')
        await recordJobProgress(db, claimed, { partialUrl: storage.publicUrl(key), partialCount: index + 1 })
      }),
  }
  const drawDeps = { generator: deps.generator, storage }
  try {
    progress.onStage?.('drawing')
    const design =
      claimed.job.source === 'prompt'
        ? {
            source: 'prompt' as const,
            input: claimed.job.input,
            images: await drawPromptDesign(claimed.job.input, progress, drawDeps),
          }
        : {
            source: 'upload' as const,
            input: claimed.job.input,
            images: await drawUploadDesign(db, claimed.owner, claimed.job.input, progress, drawDeps),
          }
    await writes
    await completeJob(db, claimed, (trx) => insertDesign(trx, claimed.owner, design))
  } catch (error) {
    await writes
    if (error instanceof LostLeaseError) {
      logger.warn({ job: claimed.id, attempt: claimed.attempt }, 'design job taken over by another runner')
      return
    }
    await failJob(db, claimed, failureOf(error))
  } finally {
    deps.onChange?.()
  }
}
