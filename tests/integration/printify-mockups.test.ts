import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { seedDesign, startFakePrintify, type FakePrintify } from '../support/fake-printify.ts'

// With Printify configured, a design that is a Printify product shows Printify's own mockup of the
// chosen colour (front view, default first); a colour Printify has no mockup of, or a failing
// Printify, falls back to the store's own drawing.
let app: TestApp
let printify: FakePrintify
beforeAll(async () => {
  printify = await startFakePrintify()
  app = await startTestApp({
    PRINTIFY_API_TOKEN: printify.token,
    PRINTIFY_SHOP_ID: printify.shopId,
    PRINTIFY_BASE_URL: printify.url,
  })
}, 60_000)
afterAll(async () => {
  await app?.stop()
  await printify?.stop()
})

/** The colour at the centre of a served picture. */
async function centreColour(response: Response) {
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3
  return [data[at], data[at + 1], data[at + 2]]
}

async function designWithProduct(productId: string) {
  const storage = (await import('../../app/services/storage/storage.server.ts')).getStorage()
  const key = `designs/printify-mockup-${productId}.png`
  await storage.put(
    key,
    await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer(),
    'image/png',
  )
  const id = await seedDesign(app.db, key)
  await app.db.updateTable('designs').set({ printify_product_id: productId }).where('id', '=', id).execute()
  return id
}

describe("Printify's own product mockups", () => {
  it("shows Printify's front mockup of the chosen colour, fetched once and kept", async () => {
    const white = await app.db.selectFrom('product_variants').select('id').where('color', '=', 'White').execute()
    expect(white.length).toBeGreaterThan(0)
    printify.products.set('prod-fox', [
      { file: 'fox-white-back', variant_ids: white.map((v) => v.id), position: 'back', is_default: false, color: '#0000ff' },
      { file: 'fox-white-front', variant_ids: white.map((v) => v.id), position: 'front', is_default: true, color: '#ff00ff' },
    ])
    const id = await designWithProduct('prod-fox')
    const client = new TestClient(app.url)
    const first = await client.request(`/mockups/${id}/White`)
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toContain('image/webp')
    const [r, g, b] = await centreColour(first)
    expect(r).toBeGreaterThan(200)
    expect(g).toBeLessThan(60)
    expect(b).toBeGreaterThan(200)
    const productCalls = () => printify.requests.filter((line) => line.includes('/products/prod-fox')).length
    expect(productCalls()).toBe(1)
    expect((await client.request(`/mockups/${id}/White`)).status).toBe(200)
    expect(productCalls()).toBe(1)
  })

  it('draws its own mockup for a colour Printify has none of, and when Printify does not know the product', async () => {
    const id = await designWithProduct('prod-fox')
    const navy = await new TestClient(app.url).request(`/mockups/${id}/Navy`)
    expect(navy.status).toBe(200)
    const [r, g, b] = await centreColour(navy)
    // The store's drawing of a navy shirt, not Printify's magenta picture.
    expect(r > 200 && g < 60 && b > 200).toBe(false)
    expect(b).toBeGreaterThanOrEqual(r)
    const unknown = await designWithProduct('prod-unknown')
    expect((await new TestClient(app.url).request(`/mockups/${unknown}/White`)).status).toBe(200)
  })
})
