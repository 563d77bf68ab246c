import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { PutObjectCommand, S3Client, type S3ServiceException } from '@aws-sdk/client-s3'
import { S3Storage } from '../../app/services/storage/s3.server.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts'

// Images in an S3-compatible bucket through the real AWS SDK, against a local S3 server (s3rver).

let s3: LocalS3
let app: TestApp
let png: Buffer

beforeAll(async () => {
  s3 = await startLocalS3()
  app = await startTestApp(s3.env)
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer()
})
afterAll(async () => {
  await app?.stop()
  await s3?.stop()
})

const direct = () =>
  new S3Storage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })

describe('S3Storage', () => {
  it('puts, reads, streams and checks objects, and answers null for a missing key', async () => {
    const storage = direct()
    await storage.put('designs/s3-direct.png', png, 'image/png')
    expect(await storage.exists('designs/s3-direct.png')).toBe(true)
    expect(Buffer.compare((await storage.read('designs/s3-direct.png'))!, png)).toBe(0)
    const streamed = await storage.stream('designs/s3-direct.png')
    expect(streamed?.size).toBe(png.length)
    const chunks: Buffer[] = []
    for await (const chunk of streamed!.stream) chunks.push(Buffer.from(chunk))
    expect(Buffer.compare(Buffer.concat(chunks), png)).toBe(0)

    expect(await storage.exists('designs/never.png')).toBe(false)
    expect(await storage.read('designs/never.png')).toBeNull()
    expect(await storage.stream('designs/never.png')).toBeNull()
    expect(() => storage.publicUrl('../etc/passwd')).toThrow()
  })

  it('sends no checksum an S3-compatible store refuses (R2 answers 501 to the SDK defaults)', async () => {
    const storage = direct()
    await storage.put('designs/no-checksums.png', png, 'image/png')
    expect(Buffer.compare((await storage.read('designs/no-checksums.png'))!, png)).toBe(0)
    expect(s3.refused).toEqual([])

    // The stand-in does refuse what the SDK sends by default (CRC32 in x-amz-checksum-crc32).
    const defaults = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const refusal = await defaults
      .send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'designs/defaults.png', Body: png, ContentType: 'image/png' }))
      .then(
        () => null,
        (error: unknown) => error as S3ServiceException,
      )
    expect(refusal?.$metadata.httpStatusCode).toBe(501)
    expect(refusal?.name).toBe('NotImplemented')
    expect(s3.refused.at(-1)).toMatch(/x-amz-(checksum-crc32|sdk-checksum-algorithm)/)
    s3.refused.length = 0
  })

  it('deletes objects in a batch the way S3-compatible stores accept (Content-MD5, no CRC32 header)', async () => {
    const storage = direct()
    await storage.put('designs/gone-1.png', png, 'image/png')
    await storage.put('designs/gone-2.png', png, 'image/png')
    await storage.put('thumbs/w64/designs/gone-1.webp', png, 'image/webp')
    await storage.delete(['designs/gone-1.png', 'designs/gone-2.png', 'designs/never-there.png'])
    expect(await storage.exists('designs/gone-1.png')).toBe(false)
    expect(await storage.exists('designs/gone-2.png')).toBe(false)
    expect(await storage.deletePrefix('thumbs/w64/designs/gone-1')).toBe(1)
    expect(await storage.exists('thumbs/w64/designs/gone-1.webp')).toBe(false)
    expect(s3.refused).toEqual([])
  })

  it('links images through the store, or from IMAGE_PUBLIC_URL when set', () => {
    expect(direct().publicUrl('designs/a.png')).toBe('/images/designs/a.png')
    const cdn = new S3Storage({ bucket: 'b', region: 'auto', forcePathStyle: false, publicBaseUrl: 'https://cdn.example.com/' })
    expect(cdn.publicUrl('designs/a.png')).toBe('https://cdn.example.com/designs/a.png')
  })
})

describe('the store with S3_BUCKET set', () => {
  it('keeps images in the bucket and sends /images to them (a presigned address) with the type they are', async () => {
    // The store's own storage: S3, its SDK loaded by the first call (S3StorageOnDemand), which the put below makes.
    await app.storage.put('designs/served.png', png, 'image/png')
    // In the bucket, not on this instance's disk.
    expect(await direct().exists('designs/served.png')).toBe(true)

    const response = await fetch(`${app.url}/images/designs/served.png`)
    expect(response.redirected).toBe(true)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('private, max-age=900, immutable')
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), png)).toBe(0)

    expect((await fetch(`${app.url}/images/designs/missing.png`)).status).toBe(404)
  })

  it('makes a thumbnail once and keeps it in the bucket', async () => {
    const response = await fetch(`${app.url}/images/designs/served.png?w=128`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(128)
    expect(await direct().exists('thumbs/w128/designs/served.webp')).toBe(true)
    // The store's own uploads (design, thumbnail) carried nothing the bucket refuses.
    expect(s3.refused).toEqual([])
  })
})
