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

const PROVIDER_ID = '65a1b2c3d4e5f60718293a4b'

async function seedDesign(values: Record<string, unknown> = {}) {
  const row = await app.db
    .insertInto('designs')
    .values({
      prompt: 'a lighthouse in a storm, bold lines',
      name: 'Storm Lighthouse',
      style: 'Line Art',
      color: 'White',
      design_type: 'image',
      source: 'prompt',
      image_url: null,
      mockup_url: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The page's <input>s as attribute maps (attribute order is React's business, not the test's). */
function inputs(html: string) {
  return [...html.matchAll(/<input\b([^>]*)>/g)].map((m) => {
    const attributes: Record<string, string> = {}
    for (const a of m[1].matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) attributes[a[1]] = a[2] ?? ''
    return attributes
  })
}
const radios = (html: string, name: string) => inputs(html).filter((i) => i.type === 'radio' && i.name === name)
const checkedRadio = (html: string, name: string) => radios(html, name).find((i) => 'checked' in i)?.value
const hidden = (html: string, name: string) =>
  inputs(html)
    .filter((i) => i.type === 'hidden' && i.name === name)
    .map((i) => i.value)

function decode(html: string) {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

describe('/products/{id}', () => {
  it('shows a local product: title, catalogue price, description, colours, sizes, details and Add to Cart', async () => {
    const id = await seedDesign()
    const response = await new TestClient(app.url).get(`/products/${id}`)
    expect(response.status).toBe(200)
    const html = decode(await response.text())
    expect(html).toContain('<h1')
    expect(html).toContain('Storm Lighthouse')
    expect(html).toContain('$24.99')
    expect(html).toContain('a lighthouse in a storm, bold lines')
    for (const detail of ['Premium cotton', 'AI-generated design', 'Machine washable', 'Shipping takes 3-5 business days']) {
      expect(html).toContain(detail)
    }
    // A real description of the shirt and a size guide, not the title again.
    for (const text of ['About the shirt', '100% cotton', 'Machine wash cold', 'Size guide', 'Width (in)']) {
      expect(html).toContain(text)
    }
    // Colours from the catalogue's sample variants; the design's colour is chosen, size L by default.
    expect(radios(html, 'color').map((r) => r.value)).toEqual(expect.arrayContaining(['Navy', 'White', 'Black']))
    expect(checkedRadio(html, 'color')).toBe('White')
    expect(radios(html, 'size').map((r) => r.value)).toEqual(['S', 'M', 'L', 'XL', '2XL'])
    expect(checkedRadio(html, 'size')).toBe('L')
    expect(html).toContain('action="/cart/add"')
    expect(hidden(html, 'kind')).toEqual(['product'])
    // The Add to Cart form and the Report form each carry the design.
    expect(hidden(html, 'designId')).toEqual([String(id), String(id)])
    // Add to Cart submits the colour and size radios themselves, not hidden copies of them.
    expect(hidden(html, 'color')).toEqual([])
    expect(hidden(html, 'size')).toEqual([])
    expect(hidden(html, 'quantity')).toEqual(['1'])
    expect(hidden(html, 'shopId')).toEqual([])
    expect(html).toContain(`href="/share/${id}"`)
    // No picture: the placeholder shows.
    expect(html).toContain('data-testid="image-placeholder"')
  })

  it('takes colour and size from the URL and carries the shop on to the cart', async () => {
    const id = await seedDesign()
    const html = decode(await (await new TestClient(app.url).get(`/products/${id}?color=white&size=S&shop=7`)).text())
    expect(checkedRadio(html, 'color')).toBe('White')
    expect(checkedRadio(html, 'size')).toBe('S')
    expect(hidden(html, 'shopId')).toEqual(['7'])
    expect(hidden(html, 'shop')).toEqual(['7'])
    const junk = decode(await (await new TestClient(app.url).get(`/products/${id}?color=Plaid&size=9XL&shop=abc`)).text())
    expect(checkedRadio(junk, 'color')).toBe('White')
    expect(checkedRadio(junk, 'size')).toBe('L')
    expect(hidden(junk, 'shopId')).toEqual([])
  })

  it('says Variant Not Available and disables Add to Cart when the pair does not exist', async () => {
    const id = await seedDesign()
    await app.db
      .updateTable('product_variants')
      .set({ is_enabled: false })
      .where('color', '=', 'Sand')
      .where('size', '=', 'S')
      .execute()
    const html = decode(await (await new TestClient(app.url).get(`/products/${id}?color=Sand&size=S`)).text())
    expect(html).toContain('Variant Not Available')
    expect(html).toContain('Sorry, the selected size and color combination is not available')
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Add to Cart/)
    await app.db
      .updateTable('product_variants')
      .set({ is_enabled: true })
      .where('color', '=', 'Sand')
      .where('size', '=', 'S')
      .execute()
  })

  it('finds a print-provider product by its 24-hex id, without a colour picker', async () => {
    const id = await seedDesign({
      name: 'Provider Tee',
      external_id: PROVIDER_ID,
      external_source: 'printify',
      printify_product_id: PROVIDER_ID,
    })
    const response = await new TestClient(app.url).get(`/products/${PROVIDER_ID.toUpperCase()}`)
    expect(response.status).toBe(200)
    const html = decode(await response.text())
    expect(html).toContain('Provider Tee')
    expect(html).toContain('$24.99')
    expect(radios(html, 'color')).toEqual([])
    expect(hidden(html, 'printifyProductId')).toEqual([PROVIDER_ID])
    expect(hidden(html, 'designId')).toEqual([String(id)])
    // Provider products skip the variant check.
    expect(html).not.toContain('Variant Not Available')
  })

  it('answers Product Not Found with a 404 for unknown, deleted and malformed ids', async () => {
    const deleted = await seedDesign({ deleted_at: new Date() })
    for (const path of [
      '/products/987654',
      `/products/${deleted}`,
      '/products/abc',
      '/products/0',
      '/products/ffffffffffffffffffffffff',
    ]) {
      const response = await new TestClient(app.url).get(path)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html).toContain('Product Not Found')
      expect(html).toContain('Return to Home')
    }
  })

  it('/product/{id} leads to the same page', async () => {
    const id = await seedDesign()
    const client = new TestClient(app.url)
    const redirect = await client.get(`/product/${id}?shop=3`)
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('Location')).toBe(`/products/${id}?shop=3`)
    const page = await client.navigate(`/product/${id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Storm Lighthouse')
  })

  it('Add to Cart posts what the cart expects (kind=product, colour, size, shop)', async () => {
    const id = await seedDesign({ image_url: '/images/designs/cart.png' })
    const shopOwner = new TestClient(app.url)
    await shopOwner.signIn('product_shop_owner')
    const me = await (await shopOwner.get('/api/auth/user')).json()
    const shop = await app.db
      .insertInto('shops')
      .values({ user_id: me.id, name: 'Lighthouse Shop' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db.insertInto('shop_designs').values({ shop_id: shop.id, design_id: id }).execute()
    const client = new TestClient(app.url)
    const response = await client.form('/cart/add', {
      kind: 'product',
      designId: String(id),
      color: 'White',
      size: 'XL',
      quantity: '1',
      shopId: String(shop.id),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/cart')
    const item = await app.db.selectFrom('cart_items').selectAll().where('design_id', '=', id).executeTakeFirstOrThrow()
    expect(item).toMatchObject({ kind: 'product', color: 'White', size: 'XL', quantity: 1, variant_id: 17646, shop_id: shop.id })
  })
})

describe('product API', () => {
  it('GET /api/products/{id} answers success and the product', async () => {
    const id = await seedDesign({
      name: 'Api Product',
      printify_product_id: PROVIDER_ID.replace('65', '66'),
      image_url: '/images/designs/x.png',
    })
    const client = new TestClient(app.url)
    const local = await client.get(`/api/products/${id}`)
    expect(local.status).toBe(200)
    const body = await local.json()
    expect(body).toMatchObject({
      success: true,
      product: {
        id: String(id),
        title: 'Api Product',
        price: 2499,
        designId: id,
        designUrl: '/images/designs/x.png',
        color: 'White',
      },
    })
    expect(body.product.imageKey).toBeUndefined()
    const provider = await client.get(`/api/products/${PROVIDER_ID.replace('65', '66')}`)
    expect((await provider.json()).product).toMatchObject({ designId: id, printifyProductId: PROVIDER_ID.replace('65', '66') })

    expect((await client.get('/api/products/nope')).status).toBe(400)
    const missing = await client.get('/api/products/987654')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ success: false, message: 'Product not found' })
  })

  it('GET /api/products/{id}/variants answers variants, variantsByColor and sizes', async () => {
    const id = await seedDesign()
    const client = new TestClient(app.url)
    const response = await client.get(`/api/products/${id}/variants`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.sizes).toEqual(['S', 'M', 'L', 'XL', '2XL'])
    expect(body.variants).toEqual(
      expect.arrayContaining([{ id: 17645, color: 'White', size: 'L', price: 2499, isEnabled: true }]),
    )
    expect(body.variantsByColor.White.map((v: { size: string }) => v.size)).toEqual(
      expect.arrayContaining(['S', 'M', 'L', 'XL', '2XL']),
    )
    expect(Object.keys(body.variantsByColor)).toEqual(expect.arrayContaining(['Navy', 'White', 'Black']))
    expect((await client.get('/api/products/xyz/variants')).status).toBe(400)
    expect((await client.get('/api/products/987654/variants')).status).toBe(404)
  })

  it('GET /api/printify/available-colors answers one sample variant per colour', async () => {
    const client = new TestClient(app.url)
    const response = await client.get('/api/printify/available-colors?blueprintId=6&providerId=61')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.sampleVariants[0]).toMatchObject({ color: 'Navy', variantId: expect.any(Number) })
    expect(body.sampleVariants.map((s: { color: string }) => s.color)).toContain('White')
    expect(new Set(body.sampleVariants.map((s: { color: string }) => s.color)).size).toBe(body.sampleVariants.length)
    expect(
      (await (await client.get('/api/printify/available-colors?blueprintId=5&providerId=61')).json()).sampleVariants,
    ).toEqual([])
    for (const bad of ['', '?blueprintId=6', '?blueprintId=x&providerId=61', '?blueprintId=-6&providerId=61']) {
      const invalid = await client.get(`/api/printify/available-colors${bad}`)
      expect(invalid.status, bad).toBe(400)
      expect((await invalid.json()).message).toBeTruthy()
    }
  })
})

describe('share pages and the share image', () => {
  it('serve Open Graph and Twitter metadata pointing at a 1200x630 image', async () => {
    const id = await seedDesign({ name: 'Shared "Lighthouse" & Co' })
    for (const path of [`/share/${id}`, `/products/${id}/social-share`]) {
      const response = await new TestClient(app.url).get(path)
      expect(response.status, path).toBe(200)
      const html = decode(await response.text())
      expect(html).toContain(`<meta property="og:image" content="${app.url}/share-image/${id}"/>`)
      expect(html).toContain('<meta property="og:image:width" content="1200"/>')
      expect(html).toContain('<meta property="og:image:height" content="630"/>')
      expect(html).toContain(`<meta property="og:url" content="${app.url}/products/${id}"/>`)
      expect(html).toContain('<meta property="og:title" content="Shared "Lighthouse" & Co · ShirtSmith"/>')
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      expect(html).toContain(`<meta name="twitter:image" content="${app.url}/share-image/${id}"/>`)
      expect(html).toContain(`href="/products/${id}"`)
    }
    expect((await new TestClient(app.url).get('/share/987654')).status).toBe(404)
    expect((await new TestClient(app.url).get('/products/abc/social-share')).status).toBe(404)
  })

  it('renders the share image from the stored design picture and keeps it in storage', async () => {
    const { getStorage } = await import('../../app/services/storage/storage.server.ts')
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer()
    await getStorage().put('designs/share-test.png', picture, 'image/png')
    const id = await seedDesign({ image_key: 'designs/share-test.png', image_url: '/images/designs/share-test.png' })
    const response = await new TestClient(app.url).get(`/share-image/${id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    const png = Buffer.from(await response.arrayBuffer())
    const meta = await sharp(png).metadata()
    expect(meta).toMatchObject({ width: 1200, height: 630, format: 'png' })
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    const offset = (315 * info.width + 315) * info.channels
    expect(Array.from(data.subarray(offset, offset + 3))).toEqual([0, 170, 0])

    const { readdirSync } = await import('node:fs')
    const cached = readdirSync(`${app.dataDir}/images/share`).filter((f) => f.startsWith(`${id}-`))
    expect(cached).toHaveLength(1)
    const second = await new TestClient(app.url).get(`/share-image/${id}`)
    expect(Buffer.from(await second.arrayBuffer()).equals(png)).toBe(true)
    expect((await new TestClient(app.url).get('/share-image/987654')).status).toBe(404)
    expect((await new TestClient(app.url).get('/share-image/..%2F..%2Fetc')).status).toBe(404)
  })
})
