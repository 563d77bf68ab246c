import { describe, expect, it } from 'vitest'
import { OfflineImageGenerator } from '~/services/image-generation/offline/offline.server.ts'
import { GENERATION_MESSAGES, GenerationError, type ImageGenerator } from '~/services/image-generation/types.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import type { DB } from '~/lib/db.server.ts'
import { createTestDatabase } from '../../../tests/support/database.ts'
import { listDeadDesignJobs } from './dead.server.ts'
import { createDesignJob, startDeliveredJob } from './design-job.server.ts'
import { runClaimedJob } from './run.server.ts'

const INPUT = { prompt: 'A storm lighthouse', style: 'Studio Lighting', designType: 'image', color: 'White' }
const DELAYS = [5, 5, 5]
/** The offline store's policy: a screened upload waits for an operator (these runs draw prompts). */
const MANUAL_REVIEW = { review: 'manual', imageModeration: null } as const

/** An image store that refuses connections for its first `failures` writes (an outage), then works. */
function flakyStorage(failures: number): ImageStorage & { refused: number } {
  const files = new Map<string, Buffer>()
  const storage = {
    refused: 0,
    put: async (key: string, bytes: Buffer) => {
      if (storage.refused < failures) {
        storage.refused++
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' })
      }
      files.set(key, bytes)
    },
    read: async (key: string) => files.get(key) ?? null,
    stream: async () => null,
    exists: async (key: string) => files.has(key),
    publicUrl: (key: string) => `/images/${key}`,
    delete: async (keys: string[]) => void keys.forEach((key) => files.delete(key)),
    deletePrefix: async () => 0,
    directUrl: async () => null,
  }
  return storage
}

async function runOnce(db: DB, deps: Omit<Parameters<typeof runClaimedJob>[2], 'uploadReview'>) {
  const id = await createDesignJob(db, { userId: null, visitorId: 'run-visitor' }, { source: 'prompt', input: INPUT } as never)
  const started = await startDeliveredJob(db, id)
  if (started.kind !== 'started') throw new Error(started.kind)
  await runClaimedJob(db, started.job, { retryDelaysMs: DELAYS, uploadReview: MANUAL_REVIEW, ...deps })
  return db.selectFrom('design_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

describe('a design run through outages and refusals', () => {
  it('rides out a storage outage shorter than its retries; fails at once on a refusal; fails after a long outage', async () => {
    const { db, cleanup } = await createTestDatabase()
    try {
      const brief = flakyStorage(2)
      const ridden = await runOnce(db, { generator: new OfflineImageGenerator(), storage: brief })
      expect(brief.refused).toBe(2)
      expect(ridden).toMatchObject({ status: 'done', attempts: 1 })
      expect(ridden.design_id).not.toBeNull()

      // The image service's own failure is the shopper's to retry (ADR 062): asked once, failed.
      let asked = 0
      const refusing: ImageGenerator = {
        generate: async () => {
          asked++
          throw new GenerationError('moderation', GENERATION_MESSAGES.moderation)
        },
        transform: async () => {
          throw new Error('not used')
        },
      }
      const refused = await runOnce(db, { generator: refusing, storage: flakyStorage(0) })
      expect(asked).toBe(1)
      expect(refused).toMatchObject({ status: 'failed', error_status: 422 })

      // Storage away for good: drawn once (never paid for twice), its storing tried after each delay, then failed.
      let drawn = 0
      const offline = new OfflineImageGenerator()
      const counting: ImageGenerator = {
        generate: (request) => (drawn++, offline.generate(request)),
        transform: (request) => offline.transform(request),
      }
      const down = flakyStorage(Infinity)
      const lost = await runOnce(db, { generator: counting, storage: down })
      expect(drawn).toBe(1)
      expect(down.refused).toBeGreaterThanOrEqual(DELAYS.length + 1)
      expect(lost).toMatchObject({ status: 'failed', error_status: 500, design_id: null })
      // The operator sees the outage's failure, not the shopper's refusal.
      expect((await listDeadDesignJobs(db)).map((job) => job.id)).toEqual([lost.id])
    } finally {
      await cleanup()
    }
  })
})
