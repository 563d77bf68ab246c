import { describe, expect, it, vi } from 'vitest'
import { logger } from '~/lib/logger.server.ts'
import { createTestDatabase } from '../../../tests/support/database.ts'
import { addUpvote } from '~/modules/upvote/upvote.server.ts'
import { invalidateCommunityCache } from './community.server.ts'
import { loadHomeCommunity } from './home.server.ts'

/** Closes the handle and lets pg's sockets finish closing before the test database is dropped. */
async function closeAndDrop(db: { destroy: () => Promise<void> }, cleanup: () => Promise<void>) {
  await db.destroy()
  await new Promise((resolve) => setTimeout(resolve, 250))
  await cleanup()
}

describe('loadHomeCommunity', () => {
  it("marks the user's own votes and carries the catalogue price for the cards", async () => {
    const { db, cleanup } = await createTestDatabase()
    invalidateCommunityCache()
    try {
      const user = await db
        .insertInto('users')
        .values({ subject: 'test|1', username: 'home' })
        .returning('id')
        .executeTakeFirstOrThrow()
      const designs = await db
        .insertInto('designs')
        .values(
          [1, 2].map((n) => ({
            prompt: `design ${n}`,
            name: `Design ${n}`,
            style: 'Minimalist',
            color: 'Navy',
            design_type: 'image' as const,
            source: 'prompt' as const,
            image_url: `/images/designs/${n}.png`,
            price_cents: 1500,
          })),
        )
        .returning('id')
        .execute()
      await addUpvote(db, designs[0].id, user.id)

      const data = await loadHomeCommunity(db, user.id, { displayPrice: 2499 })
      expect(data.failed).toBeUndefined()
      // Popular lists voted designs only: the unvoted second design is not in it.
      expect(data.popular.map((p) => [p.id, p.upvoteCount, p.upvoted])).toEqual([[designs[0].id, 1, true]])
      expect(data.community.find((c) => c.id === designs[0].id)).toMatchObject({ upvoted: true, price: 1500, displayPrice: 2499 })
      const anonymous = await loadHomeCommunity(db, null)
      expect(anonymous.community.every((c) => !c.upvoted)).toBe(true)
    } finally {
      await closeAndDrop(db, cleanup)
    }
  })

  it('reports a failure instead of throwing, so the home page still renders', async () => {
    const { db, cleanup } = await createTestDatabase()
    await closeAndDrop(db, cleanup)
    invalidateCommunityCache()
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {})
    expect(await loadHomeCommunity(db, null)).toEqual({
      popular: [],
      community: [],
      communityHasMore: false,
      communityNextCursor: null,
      communityPhoneCursor: null,
      failed: true,
    })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })
})
