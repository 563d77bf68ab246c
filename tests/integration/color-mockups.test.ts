import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { designFileStem } from '../../app/modules/design/file-stem.server.ts'

let app: TestApp
let designId: number
beforeAll(async () => {
  app = await startTestApp()
  const client = new TestClient(app.url)
  const created = await client.json('/api/designs/generate', 'POST', {
    prompt: 'a lighthouse in a storm',
    style: 'Flat Design',
    size: 'Medium',
    position: 'Center',
    color: 'Navy',
    designType: 'image',
  })
  expect(created.status).toBe(201)
  designId = (await created.json()).design.id
})
afterAll(async () => {
  await app?.stop()
})

describe('GET /mockups/{designId}/{colour}', () => {
  it('renders the design on a shirt of another catalogue colour, once, and caches it for good', async () => {
    const client = new TestClient(app.url)
    const first = await client.get(`/mockups/${designId}/Red`)
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toBe('image/webp')
    expect(first.headers.get('Cache-Control')).toContain('immutable')
    const bytes = Buffer.from(await first.arrayBuffer())
    const { width, height } = await sharp(bytes).metadata()
    expect(width).toBeGreaterThan(500)
    expect(height).toBe(width)
    // The shirt is red: a pixel on the body beside the print.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) =>
      data.slice((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)
    const [r, g, b] = at(Math.round(info.width * 0.27), Math.round(info.height * 0.7))
    expect(r).toBeGreaterThan(g + 40)
    expect(r).toBeGreaterThan(b + 40)

    const again = await client.get(`/mockups/${designId}/red`)
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true)
    const thumbnail = await client.get(`/mockups/${designId}/Red?w=256`)
    expect(thumbnail.status).toBe(200)
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(256)
  })

  it('shows a cart line on a shirt of its own colour: Order Now buys white L, so a navy design is pictured on white', async () => {
    const shopper = new TestClient(app.url)
    const created = await shopper.json('/api/designs/generate', 'POST', {
      prompt: 'a fox under the moon',
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    })
    const { design } = await created.json()
    const checkout = await shopper.form('/cart/add', { kind: 'own', designId: String(design.id), then: 'checkout' }, true)
    expect(checkout.finalUrl).toMatch(/\/checkout$/)
    const html = await checkout.text()
    expect(html).toContain('White - L')
    const { image_key } = await app.db
      .selectFrom('designs')
      .select('image_key')
      .where('id', '=', design.id)
      .executeTakeFirstOrThrow()
    const picture = `/images/mockups/colors/v2/${designFileStem({ id: design.id, imageKey: image_key! })}-white-l-front.webp`
    // The line's 96 px picture is the 256 px variant of the white shirt's mockup.
    expect(html).toContain(`src="${picture}?w=256"`)
    expect(html).not.toContain(`src="${design.mockupUrl}`)
    expect((await shopper.get(`${picture}?w=256`)).status).toBe(200)
    const image = await shopper.get(picture)
    expect(image.status).toBe(200)
    // The shirt is white: a pixel on the body beside the print.
    const { data, info } = await sharp(Buffer.from(await image.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const offset = (Math.round(info.height * 0.7) * info.width + Math.round(info.width * 0.27)) * info.channels
    expect(Math.min(data[offset], data[offset + 1], data[offset + 2])).toBeGreaterThan(200)
  })

  it('answers 404 for a colour outside the catalogue, an unknown or deleted design, and a bad id', async () => {
    const client = new TestClient(app.url)
    expect((await client.get(`/mockups/${designId}/Chartreuse`)).status).toBe(404)
    expect((await client.get(`/mockups/${designId}/..%2F..%2Fetc`)).status).toBe(404)
    expect((await client.get('/mockups/999999/Red')).status).toBe(404)
    expect((await client.get('/mockups/abc/Red')).status).toBe(404)
    await app.db.updateTable('designs').set({ deleted_at: new Date() }).where('id', '=', designId).execute()
    expect((await client.get(`/mockups/${designId}/Black`)).status).toBe(404)
  })

  it('serves a mockup at /images only under its unguessable name, or an old name while the design may be seen', async () => {
    const owner = new TestClient(app.url)
    const created = await owner.json('/api/designs/generate', 'POST', {
      prompt: 'a heron in the reeds',
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'White',
      designType: 'image',
    })
    const id = (await created.json()).design.id as number
    expect((await owner.get(`/mockups/${id}/Navy`)).status).toBe(200)
    const { image_key } = await app.db.selectFrom('designs').select('image_key').where('id', '=', id).executeTakeFirstOrThrow()
    const stem = designFileStem({ id, imageKey: image_key! })
    const stranger = new TestClient(app.url)
    expect((await stranger.get(`/images/mockups/colors/v2/${stem}-navy-l-front.webp`)).status).toBe(200)
    // A file under the old name (the id alone), as stored before, for an order placed then.
    const { getStorage } = await import('../../app/services/storage/storage.server.ts')
    const storage = getStorage()
    const oldName = `mockups/colors/v2/${id}-navy-l-front.webp`
    await storage.put(oldName, (await storage.read(`mockups/colors/v2/${stem}-navy-l-front.webp`))!, 'image/webp')
    expect((await stranger.get(`/images/${oldName}`)).status).toBe(200)
    // Hidden by an operator: the old name, which anyone could guess from the design's id, serves nothing.
    await app.db.updateTable('designs').set({ moderation_status: 'removed' }).where('id', '=', id).execute()
    expect((await stranger.get(`/images/${oldName}`)).status).toBe(404)
    expect((await stranger.get(`/mockups/${id}/Navy`)).status).toBe(404)
  })
})
