import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { designFileStem } from '../../app/modules/design/file-stem.server.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts'

// A bucket with a CDN in front (IMAGE_PUBLIC_URL): a picture anyone may see is sent to the CDN's
// address; a picture fetched by its unguessable name alone (it may be a private design's) gets a
// short-lived presigned address of the bucket instead, and a hidden design's gets neither.

const CDN = 'https://cdn.shirtsmith.test'
let s3: LocalS3
let app: TestApp

beforeAll(async () => {
  s3 = await startLocalS3()
  app = await startTestApp({ ...s3.env, IMAGE_PUBLIC_URL: CDN })
})
afterAll(async () => {
  await app?.stop()
  await s3?.stop()
})

const ask = (path: string) => fetch(`${app.url}${path}`, { redirect: 'manual' })

describe('pictures with S3_BUCKET and IMAGE_PUBLIC_URL set', () => {
  it("sends a public design's mockups to the CDN, a file named by key alone to the bucket, and a hidden design's nowhere", async () => {
    const created = await new TestClient(app.url).json('/api/designs/generate', 'POST', {
      prompt: 'a kite over the dunes',
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'White',
      designType: 'image',
    })
    expect(created.status).toBe(201)
    const design = (await created.json()).design as { id: number; imageUrl: string }
    const { image_key } = await app.db
      .selectFrom('designs')
      .select('image_key')
      .where('id', '=', design.id)
      .executeTakeFirstOrThrow()
    const stem = designFileStem({ id: design.id, imageKey: image_key! })
    // Pages link the stored picture from the CDN directly: no request reaches the store for it.
    expect(design.imageUrl).toBe(`${CDN}/${image_key}`)

    const mockup = await ask(`/mockups/${design.id}/Navy`)
    expect(mockup.status).toBe(302)
    expect(mockup.headers.get('location')).toBe(`${CDN}/mockups/colors/v2/${stem}-navy-l-front.webp`)
    expect(mockup.headers.get('cache-control')).toBe('public, max-age=300')
    const thumbnail = await ask(`/mockups/${design.id}/Navy?w=256`)
    expect(thumbnail.headers.get('location')).toBe(`${CDN}/thumbs/w256/mockups/colors/v2/${stem}-navy-l-front.webp`)

    // By key alone the store cannot tell whose file it is: a presigned address, never the CDN's.
    const byKey = await ask(`/images/${image_key}`)
    expect(byKey.status).toBe(302)
    const signed = new URL(byKey.headers.get('location')!)
    expect(signed.origin).toBe(s3.endpoint)
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('1800')
    expect(byKey.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
    expect((await fetch(signed)).status).toBe(200)

    // An old name (the id alone) of a design seen by others goes to the CDN; once hidden, nowhere.
    const oldName = `mockups/colors/v2/${design.id}-navy-l-front.webp`
    const { getStorage } = await import('../../app/services/storage/storage.server.ts')
    const storage = getStorage()
    await storage.put(oldName, (await storage.read(`mockups/colors/v2/${stem}-navy-l-front.webp`))!, 'image/webp')
    expect((await ask(`/images/${oldName}`)).headers.get('location')).toBe(`${CDN}/${oldName}`)
    await app.db.updateTable('designs').set({ moderation_status: 'removed' }).where('id', '=', design.id).execute()
    for (const path of [`/mockups/${design.id}/Navy`, `/images/${oldName}`]) {
      const answer = await ask(path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get('location'), path).toBeNull()
    }
  })
})
