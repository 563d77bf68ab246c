import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// Hostile uploads: each is refused with the spec's message, in bounded time and memory. The store
// runs in this process, so the resident set size measured here is the store's.

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

const MB = 1024 * 1024
const INVALID_TYPE = 'Please upload a JPG, PNG, or WebP image'

function crc32(bytes: Buffer) {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
/** A tiny PNG file whose header declares width × height pixels (a decompression bomb's shape). */
function pngDeclaring(width: number, height: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(bytes)], { type }), name)
  // The peak resident set size while the store handles the upload, sampled every 5 ms.
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
  const started = performance.now()
  const response = await new TestClient(app.url).request('/api/upload', { method: 'POST', body: form })
  const body = (await response.json()) as { message?: string; filePath?: string; code?: string }
  const ms = Math.round(performance.now() - started)
  clearInterval(sampler)
  const rssGrowthMb = Math.round((Math.max(peak, process.memoryUsage().rss) - before) / MB)
  console.log(`upload bomb ${name}: ${response.status} in ${ms} ms, peak RSS +${rssGrowthMb} MB`)
  return { status: response.status, body, ms, rssGrowthMb }
}

describe('upload bombs', () => {
  it('a 16 MB body is refused as too large', async () => {
    const result = await upload(Buffer.alloc(16 * MB, 7), 'big.png', 'image/png')
    expect(result.status).toBe(413)
    expect(result.body.message).toBe('Maximum file size is 15MB')
    expect(result.ms).toBeLessThan(10_000)
    expect(result.rssGrowthMb).toBeLessThan(200)
  })

  it('a PNG declaring 30000 x 30000 pixels is refused without decoding it', async () => {
    const result = await upload(pngDeclaring(30_000, 30_000), 'bomb.png', 'image/png')
    expect(result.status).toBe(413)
    expect(result.body.message).toMatch(/too many pixels/)
    // Its own code: a client that retries `rate_limited` must not retry an image that can never pass.
    expect(result.body.code).toBe('image_too_large')
    expect(result.ms).toBeLessThan(5_000)
    expect(result.rssGrowthMb).toBeLessThan(100)
  })

  it('a JPEG/HTML polyglot, an SVG, a truncated image and a zip are refused as not images', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer()
    const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cc6633' } })
      .png()
      .toBuffer()
    const cases: Array<[string, Buffer, string]> = [
      [
        'polyglot.jpg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]),
        'image/jpeg',
      ],
      ['drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      ['truncated.png', png.subarray(0, Math.floor(png.length / 2)), 'image/png'],
      ['archive.zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]), 'application/zip'],
      ['truncated.jpg', jpeg.subarray(0, 40), 'image/jpeg'],
    ]
    for (const [name, bytes, type] of cases) {
      const result = await upload(bytes, name, type)
      expect(result.status, name).toBe(415)
      expect(result.body.message, name).toBe(INVALID_TYPE)
      expect(result.ms, name).toBeLessThan(5_000)
    }
  })

  it('a real JPEG with HTML appended is stored re-encoded, without the HTML', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer()
    const result = await upload(
      Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]),
      'tail.jpg',
      'image/jpeg',
    )
    expect(result.status).toBe(201)
    const stored = await fetch(new URL(`/images/${result.body.filePath}`, app.url))
    const bytes = Buffer.from(await stored.arrayBuffer())
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(bytes.includes(Buffer.from('<html>'))).toBe(false)
  })
})
