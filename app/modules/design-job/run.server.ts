import { drawPromptDesign, drawUploadDesign, insertDesign, UnknownUploadError } from '~/modules/design/index.server.ts'
import { MESSAGES } from '~/modules/design/index.ts'
import { logger } from '~/lib/logger.server.ts'
import { renderMockupInPool } from '~/modules/design/index.server.ts'
import {
  GENERATION_MESSAGES,
  GenerationError,
  type GenerationProgress,
  type ImageGenerator,
} from '~/services/image-generation/types.ts'
import { recordScreening, screenText, screenUploadedDesign } from '~/modules/moderation/index.server.ts'
import type { UploadReviewPolicy } from '~/services/image-generation/index.server.ts'
import type { ImageStorage } from '~/services/storage/storage.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { emitJobChange } from './changes.server.ts'
import { retryTransient } from './failure.ts'
import { HEARTBEAT_EVERY_MS, renewLease } from './lease.server.ts'
import {
  completeJob,
  failJob,
  LostAttemptError,
  recordJobProgress,
  startDeliveredJob,
  type ClaimedJob,
} from './design-job.server.ts'

/**
 * What queueing and running design jobs take from their caller (ADR 180): the store's storage, image
 * generator and upload review policy (a route passes its `context`, the job worker the services it
 * was started with).
 */
export interface DesignWork {
  storage: ImageStorage
  imageGenerator: ImageGenerator
  /** Whether a screened upload is published or waits for an operator (ADR 133), made once at start. */
  uploadReview: UploadReviewPolicy
}

export interface RunDeps {
  /** Who draws the pictures: the store's image generator (tests pass a stand-in). */
  generator: ImageGenerator
  /** Where the pictures go: the caller's (the job worker's from its entry point, or the queuer's). */
  storage: ImageStorage
  /** How a saved upload's screening decides (ADR 133): the caller's policy, never read here. */
  uploadReview: UploadReviewPolicy
  /** Told after every change a watcher should see (a stage, a partial picture, the end). */
  onChange?: () => void
  /** Pauses before each retry of a step that failed transiently (TRANSIENT_RETRY_DELAYS_MS by default). */
  retryDelaysMs?: readonly number[]
}

/** The runner's deps from what its caller handed in. */
export function runDepsOf(work: DesignWork): Omit<RunDeps, 'onChange'> {
  return { storage: work.storage, generator: work.imageGenerator, uploadReview: work.uploadReview }
}

/** What a failed creation tells the shopper: the service's own words, else a plain apology (logged). */
export function failureOf(error: unknown): { status: number; message: string } {
  if (error instanceof GenerationError) return { status: error.status, message: error.message }
  if (error instanceof UnknownUploadError) return { status: 404, message: MESSAGES.unknownUpload }
  logger.error({ err: error }, 'design creation failed')
  return { status: 500, message: 'Something went wrong while creating the design. Please try again.' }
}

/**
 * One delivery of a job's run: starts the row (or fails it after too many starts, or does nothing
 * when it already ended), then runs it. Watchers in this process hear of every change. Throws only
 * when the database could not be reached (the queue then delivers again later).
 */
export async function runDeliveredJob(db: DB, jobId: string, deps: Omit<RunDeps, 'onChange'>) {
  const started = await startDeliveredJob(db, jobId)
  if (started.kind === 'gave-up') {
    logger.error({ job: jobId }, 'design job failed after crashing on every start')
    emitJobChange(jobId)
    return
  }
  if (started.kind === 'finished') return
  emitJobChange(jobId)
  await runClaimedJob(db, started.job, { ...deps, onChange: () => emitJobChange(jobId) })
}

/**
 * Runs a started job to its end: draws the design (reporting stages, and partial pictures as mockups
 * of the shirt colour), then saves it and finishes the job together. While it runs, its lease is
 * renewed every HEARTBEAT_EVERY_MS (a lease left to run out lets another instance take the job over).
 * Each storage call of the drawing, and the save, is tried again with backoff while it fails
 * transiently (the storage or the database away); the image service's failures (ADR 062), any other
 * permanent failure (a refusal, bad input) and an outage outlasting the retries fail the job. A lost
 * attempt ends quietly: the later delivery that took the job over finishes it.
 */
export async function runClaimedJob(db: DB, claimed: ClaimedJob, deps: RunDeps) {
  const raw = deps.storage
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
        // A partial picture is a nicety: not retried (a failure is logged and the run goes on).
        await raw.put(key, await renderMockupInPool(png, color), 'image/webp')
        await recordJobProgress(db, claimed, { partialUrl: raw.publicUrl(key), partialCount: index + 1 })
      }),
  }
  const heartbeat = setInterval(() => {
    renewLease(db, claimed).catch((error) => logger.warn({ err: error, job: claimed.id }, 'design job lease not renewed'))
  }, HEARTBEAT_EVERY_MS)
  heartbeat.unref()
  const retried = <T>(step: string, run: () => Promise<T>) =>
    retryTransient(run, {
      delaysMs: deps.retryDelaysMs,
      onRetry: (error, tryNumber, delayMs) =>
        logger.warn(
          { err: error, job: claimed.id, step, try: tryNumber, delayMs },
          'design job step failed transiently; retrying',
        ),
    })
  // The picture, once drawn, is not drawn (and paid for) again because the storage was away: each
  // storage call is retried on its own.
  const drawDeps = { generator: deps.generator, storage: retryingStorage(raw, retried) }
  try {
    const job = claimed.job
    // Screened offline before any generator sees it (ADR 127), and refused like the provider's moderation.
    if (job.source === 'prompt' && !screenText(job.input.prompt).ok)
      throw new GenerationError('moderation', GENERATION_MESSAGES.moderation)
    progress.onStage?.('drawing')
    const design =
      job.source === 'prompt'
        ? { source: 'prompt' as const, input: job.input, images: await drawPromptDesign(job.input, progress, drawDeps) }
        : {
            source: 'upload' as const,
            input: job.input,
            images: await drawUploadDesign(db, claimed.owner, job.input, progress, drawDeps),
          }
    await writes
    const saved = await retried('saving', () => completeJob(db, claimed, (trx) => insertDesign(trx, claimed.owner, design)))
    if (design.source === 'upload') await screenUpload(db, saved.id, raw, deps.uploadReview)
  } catch (error) {
    await writes
    if (error instanceof LostAttemptError) {
      logger.warn({ job: claimed.id, attempt: claimed.attempt }, 'design job taken over by a later delivery')
      return
    }
    await failJob(db, claimed, failureOf(error))
  } finally {
    clearInterval(heartbeat)
    deps.onChange?.()
  }
}

/**
 * Screens a saved upload under `policy` (ADR 133). The design is already saved 'pending', so a
 * screening that fails (storage away) publishes nothing: it waits in the operator's queue with the reason.
 */
async function screenUpload(db: DB, designId: number, storage: ImageStorage, policy: UploadReviewPolicy) {
  try {
    await screenUploadedDesign(db, designId, policy, (key) => storage.read(key))
  } catch (error) {
    logger.warn({ err: error, design: designId }, 'upload screening failed; the design waits for review')
    await recordScreening(db, designId, { status: 'pending', note: 'The screening could not run: review it by hand' }).catch(
      () => undefined,
    )
  }
}

type Retried = <T>(step: string, run: () => Promise<T>) => Promise<T>

/** `storage` with each call retried while it fails transiently. */
function retryingStorage(storage: ImageStorage, retried: Retried): ImageStorage {
  return {
    put: (key, bytes, contentType) => retried('storing', () => storage.put(key, bytes, contentType)),
    read: (key) => retried('reading', () => storage.read(key)),
    stream: (key) => retried('reading', () => storage.stream(key)),
    exists: (key) => retried('reading', () => storage.exists(key)),
    publicUrl: (key) => storage.publicUrl(key),
    delete: (keys) => retried('deleting', () => storage.delete(keys)),
    deletePrefix: (prefix) => retried('deleting', () => storage.deletePrefix(prefix)),
    directUrl: (key, options) => storage.directUrl(key, options),
  }
}
