import { sql } from 'kysely'
import { logger } from '~/lib/logger.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { THUMBNAIL_WIDTHS } from '~/services/storage/serve.server.ts'
import type { ImageStorage } from '~/services/storage/storage.server.ts'

// A deleted design's pictures leave storage (ADR 133). Deleting a design (its owner, an operator, an
// account deletion) only marks the row; a sweep on the job queue then deletes every file made for
// it and records designs.files_deleted_at. The row is the to-do list, so a storage outage loses
// nothing: the design stays on the list and the next run (the queue's retry, or the hourly clock)
// tries again. A design with an order not yet fulfilled keeps its files until that order is
// shipped, delivered, cancelled or refunded: a resubmission prints from them.

/** Designs handled per run; the rest wait for the next. */
const DESIGNS_PER_RUN = 50

/** Order states after which the printer needs nothing of the design any more. */
const FULFILLED_STATUSES = ['shipped', 'delivered', 'canceled', 'refunded']

/** The storage made for one design: keys it names, and prefixes of files named after its id. */
export function designFiles(design: {
  id: number
  imageKey: string | null
  mockupKey: string | null
  uploadKey: string | null
  jobIds: string[]
}) {
  const keys = [design.imageKey, design.mockupKey, design.uploadKey].filter((k): k is string => Boolean(k))
  const stems = [`mockups/colors/${design.id}-`, `mockups/colors/v2/${design.id}-`, `share/${design.id}-`, `prints/${design.id}-`]
  // Resized copies are made on demand under thumbs/w<width>/<key without its extension>.webp.
  const thumbs = (stem: string) => THUMBNAIL_WIDTHS.map((w) => `thumbs/w${w}/${stem}`)
  const keyStems = keys.map((k) => k.replace(/\.[a-z]+$/i, ''))
  return {
    keys: [...keys, ...keyStems.flatMap((stem) => thumbs(stem).map((t) => `${t}.webp`))],
    prefixes: [...stems, ...stems.flatMap(thumbs), ...design.jobIds.map((id) => `jobs/${id}/`)],
  }
}

export interface FileSweepResult {
  deleted: number[]
  /** Kept while an order of theirs is not fulfilled. */
  waiting: number[]
}

/**
 * Deletes the files of deleted designs not yet swept. Throws when the storage fails, after recording
 * the designs finished before it: the queue retries the run.
 */
export async function deleteFilesOfDeletedDesigns(db: DB, storage: ImageStorage): Promise<FileSweepResult> {
  const designs = await db
    .selectFrom('designs as d')
    .leftJoin('uploads as u', 'u.id', 'd.upload_id')
    .select(['d.id', 'd.image_key', 'd.mockup_key', 'd.upload_id', 'u.storage_key as upload_key'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('order_items as i')
            .innerJoin('orders as o', 'o.id', 'i.order_id')
            .whereRef('i.design_id', '=', 'd.id')
            .where('o.status', 'not in', FULFILLED_STATUSES)
            .where('o.fulfilment_status', 'not in', FULFILLED_STATUSES),
        )
        .as('open_order'),
    )
    .where('d.deleted_at', 'is not', null)
    .where('d.files_deleted_at', 'is', null)
    .orderBy('d.id')
    .limit(DESIGNS_PER_RUN)
    .execute()
  const result: FileSweepResult = { deleted: [], waiting: [] }
  for (const design of designs) {
    if (design.open_order) {
      result.waiting.push(design.id)
      continue
    }
    // An upload another live design was made from stays (the same picture restyled twice).
    const shared =
      design.upload_id !== null &&
      (await db
        .selectFrom('designs')
        .select('id')
        .where('upload_id', '=', design.upload_id)
        .where('id', '!=', design.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined
    const jobs = await db.selectFrom('design_jobs').select('id').where('design_id', '=', design.id).execute()
    const files = designFiles({
      id: design.id,
      imageKey: design.image_key,
      mockupKey: design.mockup_key,
      uploadKey: shared ? null : design.upload_key,
      jobIds: jobs.map((j) => j.id),
    })
    await storage.delete(files.keys)
    for (const prefix of files.prefixes) await storage.deletePrefix(prefix)
    await db
      .updateTable('designs')
      .set({ files_deleted_at: sql`now()`, image_url: null, mockup_url: null, image_key: null, mockup_key: null })
      .where('id', '=', design.id)
      .execute()
    // A fulfilled order's line keeps its title, size and price; its picture is gone with the design.
    await db.updateTable('order_items').set({ image_url: null }).where('design_id', '=', design.id).execute()
    result.deleted.push(design.id)
  }
  return result
}

type Dispatcher = () => Promise<void>
const kick = () => singleton('design-file-sweep-kick', () => ({ dispatcher: null as Dispatcher | null }))

/** Where requests for a sweep go: the server points them at the job queue. */
export function setDesignFileSweepDispatcher(dispatcher: Dispatcher | null): void {
  kick().dispatcher = dispatcher
}

/** Asks for a sweep soon, after a design was deleted. A lost request waits for the hourly run. */
export function requestDesignFileSweep(): void {
  kick()
    .dispatcher?.()
    .catch((error) => logger.warn({ err: error }, 'could not queue the deletion of design files'))
}
