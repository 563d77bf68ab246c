import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

async function photo(format: 'png' | 'jpeg' | 'webp' = 'png', width = 320, height = 240) {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
  return format === 'png' ? base.png().toBuffer() : format === 'jpeg' ? base.jpeg().toBuffer() : base.webp().toBuffer()
}

function upload(
  client: TestClient,
  bytes: Buffer | Uint8Array,
  filename = 'photo.png',
  type = 'image/png',
  extra: Record<string, string> = {},
) {
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename)
  for (const [k, v] of Object.entries(extra)) form.append(k, v)
  return client.request('/api/upload', { method: 'POST', body: form })
}

describe('POST /api/designs/generate', () => {
  it('creates a design with an image and a shirt mockup, owned by this browser', async () => {
    const client = new TestClient(app.url)
    const response = await client.json('/api/designs/generate', 'POST', {
      prompt: 'A fox reading under a tree',
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'Black',
      designType: 'image',
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({
      success: true,
      design: { prompt: 'A fox reading under a tree', style: 'Flat Design', color: 'Black' },
    })
    expect(body.design.imageUrl).toMatch(/^\/images\/designs\/[a-f0-9-]+\.png$/)
    expect(body.design.mockupUrl).toMatch(/^\/images\/mockups\/[a-f0-9-]+\.webp$/)

    const row = await app.db.selectFrom('designs').selectAll().where('id', '=', body.design.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ user_id: null, source: 'prompt', design_type: 'image', style: 'Flat Design', color: 'Black' })
    expect(row.visitor_id).toBeTruthy()

    const image = await client.get(body.design.imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('Content-Type')).toBe('image/png')
    expect(image.headers.get('Cache-Control')).toContain('immutable')
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1024)
    const mockup = await client.get(body.design.mockupUrl)
    expect(mockup.headers.get('Content-Type')).toBe('image/webp')

    const thumb = await client.get(`${body.design.mockupUrl}?w=256`)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('Content-Type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(256)
    expect((await client.get(`${body.design.mockupUrl}?w=13`)).status).toBe(400)
  })

  it('defaults to Ghibli-inspired on Navy, and makes Text-Only designs', async () => {
    const client = new TestClient(app.url)
    const response = await client.json('/api/designs/generate', 'POST', { prompt: 'Good vibes only', designType: 'text' })
    expect(response.status).toBe(201)
    const { design } = await response.json()
    expect(design).toMatchObject({ style: 'Ghibli-inspired', color: 'Navy', designType: 'text' })
  })

  it('takes the user from the session and ignores a userId in the body', async () => {
    const client = new TestClient(app.url)
    await client.signIn('designer_one')
    const me = await (await client.get('/api/auth/user')).json()
    const response = await client.json('/api/designs/generate', 'POST', { prompt: 'mountains', userId: me.id + 999 })
    const { design } = await response.json()
    const row = await app.db.selectFrom('designs').select('user_id').where('id', '=', design.id).executeTakeFirstOrThrow()
    expect(row.user_id).toBe(me.id)

    const anonymous = new TestClient(app.url)
    const other = await (await anonymous.json('/api/designs/generate', 'POST', { prompt: 'x', userId: me.id })).json()
    const otherRow = await app.db
      .selectFrom('designs')
      .select('user_id')
      .where('id', '=', other.design.id)
      .executeTakeFirstOrThrow()
    expect(otherRow.user_id).toBeNull()
  })

  it.each([
    [{ prompt: '   ' }, 'Please enter a design description'],
    [{}, 'Please enter a design description'],
    [{ prompt: 'x', style: 'Baroque' }, 'Style must be one of the ten listed styles'],
    [{ prompt: 'x', designType: 'video' }, 'Design type must be image or text'],
    [{ prompt: 'x', color: 'Plaid' }, 'Please choose one of the listed shirt colors'],
    [{ prompt: 'x', size: 'Huge' }, 'Size must be Medium'],
    [{ prompt: 'x', position: 'Left' }, 'Position must be Center'],
    [{ prompt: 'x'.repeat(1001) }, 'Please keep the design description under 1000 characters'],
  ])('refuses %j with 400 and the message', async (payload, message) => {
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', payload)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message })
  })

  it('answers 400 for a body that is not JSON, and 405 for GET', async () => {
    const client = new TestClient(app.url)
    const response = await client.request('/api/designs/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBeTruthy()
    expect((await client.get('/api/designs/generate')).status).toBe(405)
  })

  it('refuses a prompt the safety system blocks, without storing a design', async () => {
    const before = await app.db
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', { prompt: 'gore and more' })
    expect(response.status).toBe(422)
    expect((await response.json()).message).toContain('safety system')
    const after = await app.db
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })
})

describe('POST /api/upload', () => {
  it('stores a re-encoded image and answers its path and absolute public URL', async () => {
    const client = new TestClient(app.url)
    const response = await upload(client, await photo('png'))
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.filePath).toMatch(/^uploads\/[a-f0-9-]{36}\.png$/)
    expect(body.imgurUrl).toBe(`${app.url}/images/${body.filePath}`)
    const served = await client.get(`/images/${body.filePath}`)
    expect(served.status).toBe(200)
    const row = await app.db.selectFrom('uploads').selectAll().where('storage_key', '=', body.filePath).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ content_type: 'image/png', width: 320, height: 240, user_id: null })
  })

  it('stores a 12-megapixel photo at the size printing needs, not larger', async () => {
    const client = new TestClient(app.url)
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer()
    const response = await upload(client, big, 'camera.jpg', 'image/jpeg')
    expect(response.status).toBe(201)
    const body = await response.json()
    const stored = Buffer.from(await (await client.get(`/images/${body.filePath}`)).arrayBuffer())
    const meta = await sharp(stored).metadata()
    expect([meta.width, meta.height]).toEqual([3000, 2250])
    const row = await app.db.selectFrom('uploads').selectAll().where('storage_key', '=', body.filePath).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ content_type: 'image/jpeg', width: 3000, height: 2250, bytes: stored.length })
  })

  it('strips EXIF metadata from photos', async () => {
    const withExif = await sharp(await photo('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Someone' } })
      .jpeg()
      .toBuffer()
    expect((await sharp(withExif).metadata()).exif).toBeDefined()
    const client = new TestClient(app.url)
    const body = await (await upload(client, withExif, 'me.jpg', 'image/jpeg')).json()
    const stored = Buffer.from(await (await client.get(`/images/${body.filePath}`)).arrayBuffer())
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false)
  })

  it('decides the type from the bytes: a text file named .png is refused', async () => {
    const response = await upload(new TestClient(app.url), Buffer.from('just some text, not a picture'), 'fake.png', 'image/png')
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ error: 'Please upload a JPG, PNG, or WebP image' })
  })

  it('refuses GIF and SVG even when labelled as JPEG', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer()
    for (const bytes of [gif, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')]) {
      const response = await upload(new TestClient(app.url), bytes, 'x.jpg', 'image/jpeg')
      expect(response.status).toBe(415)
    }
  })

  it('re-encodes a polyglot file, so what is appended to the image is not served', async () => {
    const polyglot = Buffer.concat([await photo('png'), Buffer.from('<html><script>alert(document.cookie)</script></html>')])
    const client = new TestClient(app.url)
    const response = await upload(client, polyglot)
    expect(response.status).toBe(201)
    const { filePath } = await response.json()
    const served = await client.get(`/images/${filePath}`)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).includes(Buffer.from('<script>'))).toBe(false)
  })

  it('refuses a file whose magic bytes lie about the rest', async () => {
    const liar = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>alert(1)</script>'),
    ])
    expect((await upload(new TestClient(app.url), liar)).status).toBe(415)
  })

  it('refuses a file over 15MB up front when its size is declared', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 200 * 1024, 0x41)
    const response = await upload(new TestClient(app.url), big)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: 'Maximum file size is 15MB' })
  })

  it('cuts off a streamed upload at 15MB without reading the rest', async () => {
    const boundary = 'ShirtSmithBoundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
    const chunk = Buffer.alloc(1024 * 1024, 0x42)
    let sent = 0
    const total = 40 // MB the client is willing to send
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(head))
        if (sent >= total) {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)))
          controller.close()
          return
        }
        sent += 1
        controller.enqueue(new Uint8Array(chunk))
      },
    })
    const client = new TestClient(app.url)
    const response = await client.request('/api/upload', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: 'Maximum file size is 15MB' })
    expect(sent).toBeLessThan(total)
  })

  it('caps the decoded pixel count', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect(huge.length).toBeLessThan(15 * 1024 * 1024)
    const response = await upload(new TestClient(app.url), huge)
    expect(response.status).toBe(413)
    expect((await response.json()).error).toContain('too many pixels')
  })

  it('asks for an image when the field is missing', async () => {
    const form = new FormData()
    form.append('style', 'Watercolor')
    const response = await new TestClient(app.url).request('/api/upload', { method: 'POST', body: form })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Please select an image to upload' })
  })
})

describe('POST /api/designs/from-image', () => {
  it('restyles an upload of this browser into a design with a mockup', async () => {
    const client = new TestClient(app.url)
    const uploaded = await (await upload(client, await photo('webp'), 'p.webp', 'image/webp')).json()
    const response = await client.json('/api/designs/from-image', 'POST', {
      imagePath: uploaded.filePath,
      imgurUrl: uploaded.imgurUrl,
      tshirtColor: 'White',
      style: 'Line Art',
    })
    expect(response.status).toBe(201)
    const { design } = await response.json()
    expect(design).toMatchObject({ style: 'Line Art', color: 'White' })
    const row = await app.db.selectFrom('designs').selectAll().where('id', '=', design.id).executeTakeFirstOrThrow()
    expect(row.source).toBe('upload')
    expect(row.upload_id).toBe(uploaded.filePath.slice('uploads/'.length, -'.webp'.length))
    expect((await client.get(design.mockupUrl)).status).toBe(200)
  })

  it('refuses an upload that belongs to another browser', async () => {
    const owner = new TestClient(app.url)
    const uploaded = await (await upload(owner, await photo())).json()
    const stranger = new TestClient(app.url)
    const response = await stranger.json('/api/designs/from-image', 'POST', { imagePath: uploaded.filePath, tshirtColor: 'Navy' })
    expect(response.status).toBe(404)
    expect((await response.json()).error).toContain('not uploaded to this store')
  })

  it('never fetches a URL: imagePath must name one of our uploads', async () => {
    const client = new TestClient(app.url)
    for (const imagePath of [
      'https://example.com/cat.png',
      `${app.url}/images/x.png`,
      '../../etc/passwd',
      'uploads/11111111-1111-1111-1111-111111111111.png',
    ]) {
      const response = await client.json('/api/designs/from-image', 'POST', { imagePath, imgurUrl: imagePath })
      expect([400, 404]).toContain(response.status)
      expect((await response.json()).message).toBeTruthy()
    }
  })

  it('asks for an image, and validates the style and colour', async () => {
    const client = new TestClient(app.url)
    expect(await (await client.json('/api/designs/from-image', 'POST', {})).json()).toMatchObject({
      message: 'Please select an image to upload',
    })
    const uploaded = await (await upload(client, await photo())).json()
    const badStyle = await client.json('/api/designs/from-image', 'POST', { imagePath: uploaded.filePath, style: 'Rococo' })
    expect(badStyle.status).toBe(400)
    const badColor = await client.json('/api/designs/from-image', 'POST', { imagePath: uploaded.filePath, tshirtColor: 'Plaid' })
    expect(badColor.status).toBe(400)
  })
})

describe('GET /images/*', () => {
  it('serves only stored images under safe keys', async () => {
    const client = new TestClient(app.url)
    expect((await client.get('/images/designs/missing.png')).status).toBe(404)
    expect((await client.get('/images/..%2F..%2Fsession-secret.png')).status).toBe(404)
    expect((await client.get('/images/session-secret')).status).toBe(404)
  })
})
