import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { S3Storage } from '../../app/services/storage/s3.server.ts'
import { designFileStem } from '../../app/modules/design/file-stem.server.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts'

// With images in a bucket, the store decides who may see a picture and then sends the browser to the
// bucket with a short-lived presigned address: the bytes never pass through the web process. The
// bucket stand-in checks those addresses as S3 does (signature, expiry) and refuses anonymous reads.

let s3: LocalS3
let app: TestApp
let designId: number
let stem: string

beforeAll(async () => {
  s3 = await startLocalS3()
  app = await startTestApp(s3.env)
  const created = await new TestClient(app.url).json('/api/designs/generate', 'POST', {
    prompt: 'a lighthouse in a storm',
    style: 'Flat Design',
    size: 'Medium',
    position: 'Center',
    color: 'Navy',
    designType: 'image',
  })
  expect(created.status).toBe(201)
  designId = (await created.json()).design.id
  const { image_key } = await app.db
    .selectFrom('designs')
    .select('image_key')
    .where('id', '=', designId)
    .executeTakeFirstOrThrow()
  stem = designFileStem({ id: designId, imageKey: image_key! })
})
afterAll(async () => {
  await app?.stop()
  await s3?.stop()
})

const bucket = () =>
  new S3Storage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })

/** The store's answer, not followed. */
const ask = (path: string) => fetch(`${app.url}${path}`, { redirect: 'manual' })

function maxAge(response: Response) {
  return Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1])
}

describe('pictures with S3_BUCKET set', () => {
  it("answers a public design's mockup with a redirect to a presigned address the bucket serves, never reading the bytes itself", async () => {
    // Drawn on first request (the store reads the design's picture then), kept in the bucket.
    expect((await ask(`/mockups/${designId}/Red`)).status).toBe(302)
    s3.requests.length = 0

    const answer = await ask(`/mockups/${designId}/Red`)
    expect(answer.status).toBe(302)
    expect(await answer.text()).toBe('')
    const location = new URL(answer.headers.get('location')!)
    expect(location.origin).toBe(s3.endpoint)
    expect(location.pathname).toBe(`/${s3.bucket}/mockups/colors/v2/${stem}-red-l-front.webp`)
    const query = location.searchParams
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256')
    expect(query.get('X-Amz-SignedHeaders')).toBe('host')
    expect(Number(query.get('X-Amz-Expires'))).toBe(1800)
    expect(query.get('response-content-type')).toBe('image/webp')
    // The redirect is cached no longer than the address lives, less a minute for clocks.
    expect(answer.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
    expect(maxAge(answer)).toBeGreaterThanOrEqual(900 - 60)
    expect(maxAge(answer)).toBeLessThanOrEqual(1800 - 60)

    // The store only asked whether the file is there; it fetched no object.
    expect(s3.requests.filter((r) => r.startsWith('GET '))).toEqual([])
    const picture = await fetch(location)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/webp')
    expect(picture.headers.get('cache-control')).toBe('private, max-age=900, immutable')
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBeGreaterThan(500)
    expect(s3.requests.at(-1)).toBe(`GET ${location.pathname} by query`)

    // One window, one address: the browser's cache keeps the picture between page views.
    const window = () => Math.floor(Date.now() / 900_000)
    const before = window()
    const again = (await ask(`/mockups/${designId}/Red`)).headers.get('location')
    if (window() === before) expect(again).toBe(location.href)
  })

  it('sends a picture named by key (and its thumbnail, made once in the bucket) to a presigned address; a missing one is 404', async () => {
    const { image_key } = await app.db
      .selectFrom('designs')
      .select('image_key')
      .where('id', '=', designId)
      .executeTakeFirstOrThrow()
    const original = await ask(`/images/${image_key}`)
    expect(original.status).toBe(302)
    const fetched = await fetch(original.headers.get('location')!)
    expect(fetched.headers.get('content-type')).toBe('image/png')
    expect(Buffer.compare(Buffer.from(await fetched.arrayBuffer()), (await bucket().read(image_key!))!)).toBe(0)

    const thumbnail = await ask(`/images/${image_key}?w=256`)
    expect(thumbnail.status).toBe(302)
    expect(new URL(thumbnail.headers.get('location')!).pathname).toBe(
      `/${s3.bucket}/thumbs/w256/${image_key!.replace(/\.png$/, '')}.webp`,
    )
    const small = await fetch(thumbnail.headers.get('location')!)
    expect(small.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(256)

    const missing = await ask('/images/designs/never-stored.png')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('location')).toBeNull()
    expect((await ask(`/images/${image_key}?w=100`)).status).toBe(400)
  })

  it('refuses an address once it has expired, one altered to name another file, and anonymous reads', async () => {
    const key = `mockups/colors/v2/${stem}-red-l-front.webp`
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000)
    const stale = await bucket().directUrl(key, { publicFile: false, contentType: 'image/webp', now: twoHoursAgo })
    const expired = await fetch(stale!.url)
    expect(expired.status).toBe(403)
    const body = await expired.text()
    expect(body).toContain('<Code>AccessDenied</Code>')
    expect(body).toContain('Request has expired')

    const fresh = await bucket().directUrl(key, { publicFile: false, contentType: 'image/webp' })
    const forged = new URL(fresh!.url)
    forged.pathname = forged.pathname.replace('-red-', '-navy-')
    const refused = await fetch(forged)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>')
    const longer = new URL(fresh!.url)
    longer.searchParams.set('X-Amz-Expires', '604800')
    expect((await fetch(longer)).status).toBe(403)

    const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)
    expect(anonymous.status).toBe(403)
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>')
    s3.refused.length = 0
  })

  it("answers 404, never a redirect, for a hidden design's mockups, by either name", async () => {
    const created = await new TestClient(app.url).json('/api/designs/generate', 'POST', {
      prompt: 'a heron in the reeds',
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'White',
      designType: 'image',
    })
    const id = (await created.json()).design.id as number
    expect((await ask(`/mockups/${id}/Navy`)).status).toBe(302)
    const { image_key } = await app.db.selectFrom('designs').select('image_key').where('id', '=', id).executeTakeFirstOrThrow()
    const newName = `mockups/colors/v2/${designFileStem({ id, imageKey: image_key! })}-navy-l-front.webp`
    // A file under the old name (the id alone), as stored before, for an order placed then.
    const oldName = `mockups/colors/v2/${id}-navy-l-front.webp`
    await bucket().put(oldName, (await bucket().read(newName))!, 'image/webp')
    expect((await ask(`/images/${oldName}`)).status).toBe(302)

    await app.db.updateTable('designs').set({ moderation_status: 'removed' }).where('id', '=', id).execute()
    for (const path of [`/mockups/${id}/Navy`, `/mockups/${id}/Navy?w=256`, `/images/${oldName}`]) {
      const answer = await ask(path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get('location'), path).toBeNull()
    }
  })
})
