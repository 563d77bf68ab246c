import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { threadId } from 'node:worker_threads'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// CPU-heavy image work (offline artwork, restyles, mockups, share cards) runs in a bounded pool of
// worker threads, not on the thread that answers requests.

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ IMAGE_WORKERS: '2' })
})
afterAll(async () => {
  const { imagePool } = await import('~/lib/image-pool.server.ts')
  await imagePool()?.close()
  await app?.stop()
})

async function pool() {
  const { imagePool } = await import('~/lib/image-pool.server.ts')
  const found = imagePool()
  if (!found) throw new Error('no image pool')
  return found
}

function generate(client: TestClient, prompt: string) {
  return client.json('/api/designs/generate', 'POST', {
    prompt,
    style: 'Flat Design',
    size: 'Medium',
    position: 'Center',
    color: 'Navy',
    designType: 'image',
  })
}

describe('the image worker pool', () => {
  it('draws artwork, mockups and share cards in at most IMAGE_WORKERS threads', async () => {
    const client = new TestClient(app.url)
    const responses = await Promise.all(['a fox', 'a heron', 'a lighthouse', 'a kite'].map((p) => generate(client, p)))
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201])
    const first = (await responses[0].json()) as { design?: { id: number }; id?: number }
    const designId = first.design?.id ?? first.id
    expect(designId).toEqual(expect.any(Number))
    expect((await client.get(`/mockups/${designId}/White`)).status).toBe(200)
    expect((await client.get(`/share-image/${designId}`)).status).toBe(200)

    const images = await pool()
    expect(images.size).toBe(2)
    expect(images.completedByTask.get('offlineGenerate')).toBe(4)
    expect(images.completedByTask.get('renderMockup')).toBeGreaterThanOrEqual(5)
    expect(images.completedByTask.get('renderShareImage')).toBe(1)
    const threads = [...images.completedByThread.keys()]
    expect(threads.length).toBeGreaterThanOrEqual(1)
    expect(threads.length).toBeLessThanOrEqual(2)
    expect(threads).not.toContain(threadId)
  }, 120_000)

  it('keeps the generator errors the studio relies on (moderation is a 422 with the spec message)', async () => {
    const response = await generate(new TestClient(app.url), 'nsfw poster')
    expect(response.status).toBe(422)
    expect(JSON.stringify(await response.json())).toContain('safety system')
  }, 60_000)
})
