import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { createShopViaApi, seedDesign, userIdOf } from './shops-support.ts'

// A shop's banner and logo: the same upload checks as designs, shown on the storefront and in the directory.

let app: TestApp
let owner: TestClient
let ownerId: number

beforeAll(async () => {
  app = await startTestApp()
  owner = new TestClient(app.url)
  await owner.signIn('shop_images_owner')
  ownerId = await userIdOf(app.db, 'shop_images_owner')
})
afterAll(async () => {
  await app?.stop()
})

function upload(client: TestClient, shopId: number, kind: string, bytes: Buffer | null, filename = 'picture.png') {
  const form = new FormData()
  if (bytes) form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename)
  else form.append('image', new Blob([]), '')
  return client.request(`/my-shops/${shopId}/images?kind=${kind}`, { method: 'POST', body: form })
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer()

describe('shop banner and logo', () => {
  it('crops and stores them, and the storefront and the directory show them', async () => {
    const shop = await createShopViaApi(owner, { name: 'Banner Shop' })
    const designId = await seedDesign(app.db, ownerId)
    expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)

    const banner = await upload(owner, shop.id, 'banner', await png(900, 600))
    expect(banner.status).toBe(302)
    expect(banner.headers.get('Location')).toBe(`/my-shops/${shop.id}/images`)
    expect((await upload(owner, shop.id, 'logo', await png(300, 500))).status).toBe(302)

    const row = await app.db
      .selectFrom('shops')
      .select(['banner_url', 'logo_url'])
      .where('id', '=', shop.id)
      .executeTakeFirstOrThrow()
    expect(row.banner_url).toMatch(new RegExp(`^/images/shops/${shop.id}/banner-[0-9a-f-]+\\.webp$`))
    expect(row.logo_url).toMatch(new RegExp(`^/images/shops/${shop.id}/logo-[0-9a-f-]+\\.webp$`))
    for (const [url, size] of [
      [row.banner_url!, { width: 1500, height: 500 }],
      [row.logo_url!, { width: 400, height: 400 }],
    ] as const) {
      const image = await new TestClient(app.url).get(url)
      expect(image.status).toBe(200)
      expect(image.headers.get('Content-Type')).toBe('image/webp')
      expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', ...size })
    }

    const storefront = await (await new TestClient(app.url).get(`/shops/${shop.handle}`)).text()
    expect(storefront).toContain(`src="${row.banner_url}"`)
    expect(storefront).toContain(`src="${row.logo_url}"`)
    const { shops } = await (await new TestClient(app.url).get('/api/public-shops')).json()
    expect(shops.find((s: { id: number }) => s.id === shop.id)).toMatchObject({
      bannerUrl: row.banner_url,
      logoUrl: row.logo_url,
    })
  })

  it('explains a refused file under its field and changes nothing', async () => {
    const shop = await createShopViaApi(owner, { name: 'Careful Shop' })
    const notImage = await upload(
      owner,
      shop.id,
      'banner',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'x.png',
    )
    expect(notImage.status).toBe(415)
    const html = await notImage.text()
    // Conform's ids: the field is `<form id>-image`, its error `<form id>-image-error`.
    expect(html).toMatch(/id="shop-banner-image"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="shop-banner-image"/)
    expect(html).toMatch(/id="shop-banner-image"[^>]*aria-describedby="shop-banner-image-error /)
    expect(html).toContain(
      'id="shop-banner-image-error" role="alert" class="mt-1 text-sm text-red-700">Please upload a JPG, PNG, or WebP image</p>',
    )
    expect(html).not.toContain('id="shop-logo-image-error"')

    const empty = await upload(owner, shop.id, 'logo', null)
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain(
      'id="shop-logo-image-error" role="alert" class="mt-1 text-sm text-red-700">Please select an image to upload</p>',
    )
    const row = await app.db
      .selectFrom('shops')
      .select(['banner_url', 'logo_url'])
      .where('id', '=', shop.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ banner_url: null, logo_url: null })
  })

  it("refuses someone else's shop, an unknown kind and a signed-out visitor", async () => {
    const shop = await createShopViaApi(owner, { name: 'Mine Alone' })
    const other = new TestClient(app.url)
    await other.signIn('shop_images_other')
    expect((await upload(other, shop.id, 'banner', await png(30, 10))).status).toBe(404)
    expect((await other.get(`/my-shops/${shop.id}/images`)).status).toBe(404)
    expect((await upload(owner, shop.id, 'wallpaper', await png(30, 10))).status).toBe(400)
    expect((await upload(new TestClient(app.url), shop.id, 'banner', await png(30, 10))).status).toBe(302)
    const row = await app.db.selectFrom('shops').select(['banner_url']).where('id', '=', shop.id).executeTakeFirstOrThrow()
    expect(row.banner_url).toBeNull()
  })
})

describe('product pages credit the shop', () => {
  it('names the shop the design is sold by and shows more from it; none for a design in no public shop', async () => {
    const shop = await createShopViaApi(owner, { name: 'Credited Shop' })
    const hidden = await createShopViaApi(owner, { name: 'Hidden Credit', isPublic: false })
    const [main, second, third, loner] = await Promise.all(
      ['Main design', 'Second design', 'Third design', 'Loner design'].map((prompt) => seedDesign(app.db, ownerId, { prompt })),
    )
    for (const designId of [main, second, third]) {
      expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)
    }
    expect((await owner.json(`/api/shops/${hidden.id}/designs`, 'POST', { designId: loner })).status).toBe(201)

    const html = await (await new TestClient(app.url).get(`/products/${main}`)).text()
    const section = html.slice(html.indexOf('data-testid="more-from-shop"'))
    expect(section).toContain(`href="/shops/${shop.handle}">Credited Shop</a>`)
    expect(section).toContain('More from this shop')
    expect(section).toContain(`href="/products/${second}?shop=${shop.id}"`)
    expect(section).toContain(`href="/products/${third}?shop=${shop.id}"`)
    expect(section).not.toContain(`href="/products/${main}?shop=`)

    const lonely = await (await new TestClient(app.url).get(`/products/${loner}`)).text()
    expect(lonely).not.toContain('data-testid="more-from-shop"')
  })
})
