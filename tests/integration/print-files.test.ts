import { statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { seedPaidOrder } from '../support/fake-printify.ts'
import { CHECKOUT_ADDRESS } from '../support/checkout.ts'
import { designFileStem } from '../../app/modules/design/file-stem.server.ts'

// Print files (ADR 063): a paid order's designs are sent to the provider as print files at the print
// area of each line's shirt size. Offline fulfilment stands in for the provider and keeps what it got.
let app: TestApp
let fulfilment: typeof import('../../app/modules/fulfilment/fulfilment.server.ts')
let offline: typeof import('../../app/services/fulfilment/offline.server.ts')
let storage: import('../../app/services/storage/storage.server.ts').ImageStorage

beforeAll(async () => {
  app = await startTestApp({ PRINTIFY_API_TOKEN: '', PRINTIFY_SHOP_ID: '', PRINTIFY_WEBHOOK_SECRET: '' })
  fulfilment = await import('../../app/modules/fulfilment/fulfilment.server.ts')
  offline = await import('../../app/services/fulfilment/offline.server.ts')
  storage = (await import('../../app/services/storage/storage.server.ts')).getStorage()
}, 60_000)
afterAll(async () => {
  await app?.stop()
})

const ADDRESS = CHECKOUT_ADDRESS

/** A design picture: an opaque square with a mark, or lettering on a transparent background. */
async function picture(width: number, height: number, kind: 'opaque' | 'lettering') {
  const background = kind === 'opaque' ? { r: 250, g: 240, b: 200, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 }
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([
      {
        input: await sharp({
          create: { width: Math.round(width / 2), height: Math.round(height / 4), channels: 4, background: '#1e3a8a' },
        })
          .png()
          .toBuffer(),
        gravity: 'centre',
      },
    ])
    .png()
    .toBuffer()
}

/** The start of the name of a design's drawn files: its id and a digest of its picture key. */
async function stemOf(designId: number) {
  const { image_key } = await app.db
    .selectFrom('designs')
    .select('image_key')
    .where('id', '=', designId)
    .executeTakeFirstOrThrow()
  return designFileStem({ id: designId, imageKey: image_key! })
}

let seq = 0
async function seedDesign(
  owner: { userId?: number | null },
  { width = 1024, height = 1024, type = 'image' as 'image' | 'text', png = undefined as Buffer | undefined } = {},
) {
  seq++
  const key = `designs/print-test-${seq}.png`
  await storage.put(key, png ?? (await picture(width, height, type === 'text' ? 'lettering' : 'opaque')), 'image/png')
  const row = await app.db
    .insertInto('designs')
    .values({
      user_id: owner.userId ?? null,
      visitor_id: owner.userId ? null : 'visitor-seed',
      prompt: 'a lighthouse at dawn',
      name: `Lighthouse ${seq}`,
      style: 'Watercolor',
      color: 'White',
      design_type: type,
      source: 'prompt',
      image_key: key,
      image_url: `/images/${key}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Runs the outbox until the order has been submitted (the job queue may run it too). */
async function submitted(orderId: number) {
  for (let attempt = 0; attempt < 60; attempt++) {
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    const order = await app.db
      .selectFrom('orders')
      .select(['public_id', 'fulfilment_order_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    if (order.fulfilment_order_id) return order
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`order ${orderId} was not submitted`)
}

/** A page's text, without tags and React's text separators. */
async function pageText(response: Response) {
  return (await response.text())
    .replace(/<!--.*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
}

const lines = (orderId: number) =>
  app.db
    .selectFrom('order_items')
    .select(['size', 'sku', 'print_file_key'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()

describe('print files for a paid order', () => {
  it('sends each size its own print file, at that size’s print area, and the provider gets those files', async () => {
    const client = new TestClient(app.url)
    await client.signIn('printbuyer')
    const user = await app.db.selectFrom('users').select('id').where('username', '=', 'printbuyer').executeTakeFirstOrThrow()
    const designId = await seedDesign({ userId: user.id })
    for (const size of ['S', '2XL']) {
      const added = await client.form('/cart/add', { kind: 'product', designId: String(designId), color: 'White', size })
      expect(added.status).toBe(303)
    }
    await client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const paid = await client.form('/checkout', { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
    expect(paid.status).toBe(303)
    const publicId = new URL(paid.headers.get('Location')!, app.url).searchParams.get('id')!
    const order = await app.db.selectFrom('orders').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow()

    await submitted(order.id)
    const stem = await stemOf(designId)
    const sent = await lines(order.id)
    expect(sent.map((line) => [line.size, line.print_file_key])).toEqual([
      ['S', `prints/${stem}-3602x4563.png`],
      ['2XL', `prints/${stem}-4500x5700.png`],
    ])
    // The stored files are the print areas' pixel size: 12 × 15.2 in and 15 × 19 in at 300 DPI.
    const small = await sharp((await storage.read(`prints/${stem}-3602x4563.png`))!).metadata()
    expect(small).toMatchObject({ format: 'png', width: 3602, height: 4563, hasAlpha: true, density: 300 })
    const large = await sharp((await storage.read(`prints/${stem}-4500x5700.png`))!).metadata()
    expect(large).toMatchObject({ format: 'png', width: 4500, height: 5700, hasAlpha: true, density: 300 })

    // The provider was handed those files, at addresses the store serves.
    const jobs = offline.offlinePrintJobs(publicId)
    expect(jobs?.map((job) => job.printFileUrl)).toEqual([
      `/images/prints/${stem}-3602x4563.png`,
      `/images/prints/${stem}-4500x5700.png`,
    ])
    const served = await client.get(jobs![0].printFileUrl!)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toContain('image/png')
    // A file named by the design's id alone (as before), which anyone who saw the design's page could
    // guess, is not served even when it is there.
    await storage.put(`prints/${designId}-3602x4563.png`, (await storage.read(`prints/${stem}-3602x4563.png`))!, 'image/png')
    expect((await new TestClient(app.url).get(`/images/prints/${designId}-3602x4563.png`)).status).toBe(404)
  }, 120_000)

  it('makes a print file once: a later order of the same design and size reuses it', async () => {
    const designId = await seedDesign({})
    const first = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId, size: 'M', variantId: 17644 }] })
    await submitted(first.id)
    const stem = await stemOf(designId)
    const file = path.join(app.dataDir, 'images', `prints/${stem}-4051x5131.png`)
    const made = statSync(file).mtimeMs

    const second = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId, size: 'M', variantId: 17644 }] })
    await submitted(second.id)
    expect((await lines(second.id))[0].print_file_key).toBe(`prints/${stem}-4051x5131.png`)
    expect(statSync(file).mtimeMs).toBe(made)
  }, 120_000)

  it('keeps the transparent background of a Text-Only design', async () => {
    const designId = await seedDesign({}, { type: 'text' })
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId, size: 'S', variantId: 17643 }] })
    await submitted(seeded.id)
    const stem = await stemOf(designId)
    const file = (await storage.read(`prints/${stem}-3602x4563.png`))!
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
    expect(info.channels).toBe(4)
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]
    // The lettering's clear margin is trimmed (512 × 256 px of ink), and a picture prints no larger
    // than 150 DPI allows: 1024 × 512 px of the 3602-px-wide S print, centred, at chest height (600 px
    // down). It is solid ink; all around it nothing is printed.
    expect(alphaAt(1801, 856)).toBe(255)
    expect(alphaAt(10, 10)).toBe(0)
    expect(alphaAt(1801, 300)).toBe(0)
    expect(alphaAt(1801, 2400)).toBe(0)
    expect(alphaAt(1801, 4400)).toBe(0)
  }, 120_000)

  it('marks the job dead with the reason when the design image cannot be read', async () => {
    const designId = await seedDesign({})
    const key = (await app.db.selectFrom('designs').select('image_key').where('id', '=', designId).executeTakeFirstOrThrow())
      .image_key!
    await storage.put(key, Buffer.from('not a picture'), 'image/png')
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId }] })
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    const job = await app.db.selectFrom('fulfilment_jobs').selectAll().where('order_id', '=', seeded.id).executeTakeFirstOrThrow()
    expect(job.dead_at).not.toBeNull()
    expect(job.last_error).toContain(key)
  }, 60_000)
})

describe('print resolution on the design page', () => {
  it('states the real printed size and DPI at the chosen size: a picture prints no larger than 150 DPI allows', async () => {
    const creator = new TestClient(app.url)
    await creator.signIn('softprint')
    const user = await app.db.selectFrom('users').select('id').where('username', '=', 'softprint').executeTakeFirstOrThrow()
    const designId = await seedDesign({ userId: user.id })

    const own = await pageText(await creator.get(`/products/${designId}`))
    // 1024 px stretched across the 15 in of a size L print would be 68 DPI: it prints 6.8 in wide instead.
    expect(own).toContain('Printed size on L: 6.8 × 6.8 in at 150 DPI')
    expect(own).toContain('The picture is 1024 × 1024 px')
    expect(own).not.toContain('Your design may print soft.')
    expect(await pageText(await creator.get(`/products/${designId}?size=S`))).toContain(
      'Printed size on S: 6.8 × 6.8 in at 150 DPI',
    )

    const visitor = await pageText(await new TestClient(app.url).get(`/products/${designId}`))
    expect(visitor).toContain('Printed size on L: 6.8 × 6.8 in at 150 DPI')
  }, 60_000)

  it('a Watercolor design of the offline generator prints from its vectors: the whole L area wide at 300 DPI', async () => {
    const { drawDesign } = await import('../../app/services/image-generation/offline/offline.server.ts')
    const png = await drawDesign('a fox reading a book under an oak tree', 'Watercolor', 'image', '#ffffff')
    const designId = await seedDesign({}, { png })
    const html = await pageText(await new TestClient(app.url).get(`/products/${designId}`))
    expect(html).toMatch(/Printed size on L: 15 × 15\.\d in at 300 DPI/)
    expect(html).not.toContain('150 DPI')
  }, 60_000)

  it('a picture large enough fills the print area: 2400 px across 15 in is 160 DPI', async () => {
    const creator = new TestClient(app.url)
    await creator.signIn('sharpprint')
    const user = await app.db.selectFrom('users').select('id').where('username', '=', 'sharpprint').executeTakeFirstOrThrow()
    const designId = await seedDesign({ userId: user.id }, { width: 2400, height: 2400 })
    const html = await pageText(await creator.get(`/products/${designId}`))
    expect(html).toContain('Printed size on L: 15 × 15 in at 160 DPI')
    expect(html).not.toContain('Your design may print soft.')
  }, 60_000)
})
