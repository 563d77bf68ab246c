import { afterAll, beforeAll } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// The store and seeding helpers shared by the community-api-*.test.ts files.

/** The running store of the test file that called useCommunityApp (set in its beforeAll). */
export let app: TestApp

/** Starts the store before the file's tests and stops it after them. */
export function useCommunityApp() {
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.stop()
  })
}

let seq = 0
export async function seedDesign(
  values: Partial<{
    prompt: string
    name: string
    image_url: string | null
    mockup_url: string | null
    upvote_count: number
    price_cents: number
    moderation_status: string
    deleted_at: Date | null
    user_id: number | null
  }> = {},
) {
  seq += 1
  const row = await app.db
    .insertInto('designs')
    .values({
      prompt: `a community design number ${seq}`,
      name: `Design ${seq}`,
      style: 'Ghibli-inspired',
      color: 'Navy',
      design_type: 'image',
      source: 'prompt',
      image_url: `/images/designs/seed-${seq}.png`,
      mockup_url: `/images/mockups/seed-${seq}.webp`,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function signedInClient(username: string) {
  const client = new TestClient(app.url)
  await client.signIn(username)
  const me = await (await client.get('/api/auth/user')).json()
  return { client, userId: me.id as number }
}

export interface CommunityBody {
  success: boolean
  designs: {
    id: number
    title: string
    description: string
    price: number
    images: { src: string; position: string }[]
    shop?: { id: number; name: string } | null
    upvoteCount: number
  }[]
}
