import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// An upload keeps all of its picture unless its maker crops it, and the studio says how large it
// prints and why before it is bought; without JavaScript, the same page tells it after the upload.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
}, 180_000)
afterAll(async () => {
  await app?.stop()
})

/** A 3:2 photo (1500 × 1000 unless asked): a red tree trunk at its left edge, a blue one at its right. */
async function widePhoto(width = 1500) {
  const height = (width * 2) / 3
  const trunk = width / 10
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#e8e0c8"/><rect x="0" width="${trunk}" height="${height}" fill="#d01010"/><rect x="${width - trunk}" width="${trunk}" height="${height}" fill="#1030d0"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer()
}

async function upload(client: TestClient, fields: Record<string, string> = {}, width = 1500) {
  const form = new FormData()
  form.append('intent', 'upload')
  form.append('style', 'Flat Design')
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  form.append('image', new Blob([new Uint8Array(await widePhoto(width))], { type: 'image/jpeg' }), 'tree.jpg')
  const posted = await client.request('/design', { method: 'POST', body: form })
  expect(posted.status).toBe(303)
  const page = await client.navigate(posted.headers.get('Location')!)
  const id = Number(new URL(page.finalUrl).searchParams.get('design'))
  expect(id).toBeGreaterThan(0)
  return { id, html: await page.text() }
}

const designRow = (id: number) =>
  app.db
    .selectFrom('designs')
    .select(['upload_fit', 'artwork_width', 'artwork_height', 'image_url'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

/** The stored design picture (read back over HTTP, as any browser would). */
async function designPicture(client: TestClient, id: number) {
  const row = await designRow(id)
  return Buffer.from(await (await client.get(row.image_url!)).arrayBuffer())
}

/** Alpha at a point of the stored design picture. */
async function alphaAt(client: TestClient, id: number, x: number, y: number) {
  const png = await designPicture(client, id)
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return data[(Math.round(y * info.height) * info.width + Math.round(x * info.width)) * 4 + 3]
}

describe('the upload form says how the picture is fitted and how large it prints', () => {
  it('offers "Keep the whole picture" (chosen) or "Crop to a square", and the size rule, before any upload', async () => {
    const html = await (await new TestClient(app.url).get('/design?mode=upload')).text()
    // React orders an input's attributes its own way (checked before value).
    const radio = (value: string) =>
      html
        .match(/<input[^>]*>/g)
        ?.find((tag) => tag.includes('type="radio"') && tag.includes('name="fit"') && tag.includes(`value="${value}"`))
    expect(radio('whole')).toMatch(/\schecked/)
    expect(radio('square')).toBeDefined()
    expect(radio('square')).not.toMatch(/\schecked/)
    expect(html).toContain('Keep the whole picture')
    expect(html).toContain('Crop to a square')
    expect(html.replace(/<!-- -->/g, '')).toContain('a 3000 × 2000 px photo prints 15.0 × 10.0 in')
  })

  it('keeps all of a 3:2 photo and tells its print size and why, without JavaScript', async () => {
    const client = new TestClient(app.url)
    const { id, html } = await upload(client)
    expect(html).toContain('data-testid="upload-print-note"')
    expect(html).toContain('Prints 10.0 × 6.7 in at 150 DPI on every shirt size.')
    expect(html).toContain('Your picture is 1500 × 1000 px; the style redraws it at its own resolution, 1500 × 1000 px.')
    expect(html).toContain('A larger picture prints larger: 2250 px on its longer side fills the print area.')
    expect(html).toContain('All of your picture is printed: nothing is cut off.')
    expect(await designRow(id)).toMatchObject({ upload_fit: 'whole', artwork_width: 1500, artwork_height: 1000 })
    // Clear above and below the picture; both of its edges (the trunks) are printed.
    expect(await alphaAt(client, id, 0.5, 0.05)).toBe(0)
    expect(await alphaAt(client, id, 0.02, 0.5)).toBeGreaterThan(200)
    expect(await alphaAt(client, id, 0.98, 0.5)).toBeGreaterThan(200)
  })

  it('crops to a square when asked, and says so', async () => {
    const client = new TestClient(app.url)
    const { id, html } = await upload(client, { fit: 'square' })
    // Its square is the photo's height, 1000 px: restyled at 1024, the least the styles draw at.
    expect(html).toContain('Prints 6.8 × 6.8 in at 150 DPI on every shirt size.')
    expect(html).toContain('Cropped to a square, as you chose')
    expect(await designRow(id)).toMatchObject({ upload_fit: 'square', artwork_width: 1024, artwork_height: 1024 })
    expect(await alphaAt(client, id, 0.5, 0.05)).toBe(255)
  })

  it('restyles a 3000 × 2000 photo at its own resolution: it prints 15 in wide, and its print file has the pixels', async () => {
    const client = new TestClient(app.url)
    const { id, html } = await upload(client, {}, 3000)
    expect(html).toContain('Prints 15.0 × 10.0 in at 200 DPI on a size L shirt (smaller on smaller sizes).')
    expect(html).toContain('Your picture is 3000 × 2000 px; the style redraws it at its own resolution, 3000 × 2000 px.')
    expect(await designRow(id)).toMatchObject({ upload_fit: 'whole', artwork_width: 3000, artwork_height: 2000 })
    // The design picture holds 3000 px across the artwork: 15 in at 200 DPI, never below 150.
    const png = await designPicture(client, id)
    const artwork = await sharp(png)
      .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 0 })
      .toBuffer({ resolveWithObject: true })
    expect(artwork.info.width).toBeGreaterThanOrEqual(15 * 150)
    // Its 300 DPI print file for a size L shirt carries the artwork at its true size: 15 in across.
    const { renderPrintFile } = await import('../../app/modules/print/index.server.ts')
    const { printArea } = await import('../../app/modules/print/index.ts')
    const file = await renderPrintFile(png, printArea(6, 'L'))
    const placed = await sharp(file)
      .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 0 })
      .toBuffer({ resolveWithObject: true })
    expect(placed.info.width).toBeGreaterThanOrEqual(14 * 300)
  }, 300_000)

  it('shows the note to the owner only', async () => {
    const { id } = await upload(new TestClient(app.url))
    await app.db.updateTable('designs').set({ in_community: true, moderation_status: 'approved' }).where('id', '=', id).execute()
    const stranger = await (await new TestClient(app.url).get(`/?design=${id}`)).text()
    expect(stranger).toContain('data-testid="design-result"')
    expect(stranger).not.toContain('data-testid="upload-print-note"')
  })
})

describe('the API', () => {
  it('takes fit on /api/design-jobs and refuses anything but whole or square', async () => {
    const client = new TestClient(app.url)
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(await widePhoto())], { type: 'image/jpeg' }), 'tree.jpg')
    const uploaded = await (await client.request('/api/upload', { method: 'POST', body: form })).json()
    const refused = await client.json('/api/design-jobs', 'POST', {
      source: 'upload',
      imagePath: uploaded.filePath,
      fit: 'stretch',
    })
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toBe('fit must be "whole" or "square"')
    const made = await client.json('/api/designs/from-image', 'POST', { imagePath: uploaded.filePath, fit: 'square' })
    expect(made.status).toBe(201)
    expect(await designRow((await made.json()).design.id)).toMatchObject({ upload_fit: 'square' })
  })

  it('names a design from its prompt as a tidy title', async () => {
    const made = await new TestClient(app.url).json('/api/designs/generate', 'POST', {
      prompt: 'a robot watering plants at sunset, watercolor',
    })
    expect(made.status).toBe(201)
    expect((await made.json()).design.name).toBe('Robot Watering Plants at Sunset')
  })
})
