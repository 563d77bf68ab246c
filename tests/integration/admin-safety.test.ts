import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSaleCommissions } from '../../app/modules/commission/commission.server.ts'
import { deleteFilesOfDeletedDesigns } from '../../app/modules/design/design-files.server.ts'
import { runMonthlyPayouts } from '../../app/modules/payout/payout.server.ts'
import { BulkPayoutFileSender } from '../../app/services/payouts/file-sender.server.ts'
import { getStorage, type ImageStorage } from '../../app/services/storage/storage.server.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { createShopViaApi, seedDesign, seedPaidOrder } from './shops-support.ts'

// What ADR 133 adds to the console: uploads wait unpublished until reviewed (offline, UPLOAD_REVIEW
// unset: manual), a deleted design's pictures leave storage (a storage outage retried, an order not
// yet fulfilled keeps them), and payouts that came back are paid again from /admin/payouts, once.
// Each console action answers 404 to anyone but the operator and changes nothing for them.

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ ADMIN_SUBJECTS: 'olive-operator' })
})
afterAll(async () => {
  await app?.stop()
})

async function signedIn(username: string) {
  const client = new TestClient(app.url)
  await client.signIn(username)
  const me = await (await client.get('/api/auth/user')).json()
  return { client, userId: me.id as number }
}

async function photo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <rect width="100%" height="100%" fill="#9ecae1"/><circle cx="160" cy="170" r="90" fill="#e6550d"/></svg>`
  return sharp(Buffer.from(svg)).jpeg().toBuffer()
}

async function uploadDesign(client: TestClient) {
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'me.jpg')
  const uploaded = await (await client.request('/api/upload', { method: 'POST', body: form })).json()
  const response = await client.json('/api/designs/from-image', 'POST', {
    imagePath: uploaded.filePath,
    tshirtColor: 'White',
    style: 'Flat Design',
    showInCommunity: true,
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { design: { id: number } }).design.id
}

const design = (id: number) =>
  app.db
    .selectFrom('designs')
    .select(['moderation_status', 'review_note', 'deleted_at', 'files_deleted_at', 'image_key', 'mockup_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
const audit = async () =>
  (await app.db.selectFrom('admin_audit_log').select('action').orderBy('id').execute()).map((r) => r.action)
const communityIds = async () =>
  ((await (await new TestClient(app.url).get('/api/community-designs')).json()).designs as { id: number }[]).map((d) => d.id)

describe('console actions refuse everyone but the operator', () => {
  it('answers 404 to a visitor and a customer for approve, reject, retry, paid by hand and failed at PayPal', async () => {
    const { client: customer } = await signedIn('carla-customer')
    const before = await audit()
    for (const who of [new TestClient(app.url), customer]) {
      for (const intent of ['approve', 'reject'])
        expect((await who.form('/admin/moderation', { intent, designId: '1' })).status).toBe(404)
      for (const intent of ['retry', 'paid-by-hand', 'returned'])
        expect((await who.form('/admin/payouts', { intent, payoutId: '1', note: 'x' })).status).toBe(404)
    }
    expect(await audit()).toEqual(before)
  })
})

describe('uploads wait for review', () => {
  it('keeps an upload out of public view, tells its owner, lets them buy it, and the operator approves or rejects it', async () => {
    const { client: owner } = await signedIn('uma-uploader')
    const first = await uploadDesign(owner)
    const second = await uploadDesign(owner)
    expect(await design(first)).toMatchObject({ moderation_status: 'pending' })
    expect((await design(first)).review_note).toContain('UPLOAD_REVIEW=manual')
    // Nobody else sees it: gallery, product page, its studio link.
    expect(await communityIds()).not.toContain(first)
    expect((await new TestClient(app.url).get(`/products/${first}`)).status).toBe(404)
    // Its owner does, and may order it.
    const mine = await (await owner.get('/my-designs')).text()
    expect(mine).toContain('Waiting for review')
    const added = await owner.form('/cart/add', { kind: 'own', designId: String(first), then: 'cart' })
    expect(added.status).toBeLessThan(400)
    const line = await app.db.selectFrom('cart_items').select('design_id').where('design_id', '=', first).executeTakeFirst()
    expect(line).toBeDefined()

    const { client: operator } = await signedIn('olive-operator')
    const queue = await (await operator.get('/admin/moderation')).text()
    expect(queue).toContain('Uploads awaiting review')
    expect(queue).toContain(`Approve design ${first}`)
    expect(queue).toContain('uma-uploader')

    const approved = await operator.form('/admin/moderation', { intent: 'approve', designId: String(first) })
    expect(approved.status).toBe(302)
    expect((await design(first)).moderation_status).toBe('approved')
    expect(await communityIds()).toContain(first)
    // A second click changes nothing and says so.
    const again = await operator.form('/admin/moderation', { intent: 'approve', designId: String(first) }, true)
    expect(await again.text()).toContain('decided already')

    await operator.form('/admin/moderation', { intent: 'reject', designId: String(second) })
    expect((await design(second)).moderation_status).toBe('rejected')
    expect(await communityIds()).not.toContain(second)
    expect(await (await owner.get('/my-designs')).text()).toContain('Not approved')
    const actions = await audit()
    expect(actions.filter((a) => a === 'design.approve')).toHaveLength(1)
    expect(actions).toContain('design.reject')
  })
})

/** Every file under the store's images folder whose path mentions one of `needles`. */
function filesAbout(...needles: string[]) {
  const root = path.join(app.dataDir, 'images')
  const found: string[] = []
  const walk = (dir: string) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (needles.some((n) => full.includes(n))) found.push(path.relative(root, full))
    }
  }
  walk(root)
  return found
}

describe('deleting a design deletes its pictures', () => {
  it('from My Designs: original, mockups, colour mockups and thumbnails go; a storage outage is retried', async () => {
    const { client: owner } = await signedIn('dora-deleter')
    const id = await uploadDesign(owner)
    const { image_key: imageKey, mockup_key: mockupKey } = await design(id)
    const imageStem = imageKey!.replace(/\.png$/, '')
    const mockupStem = mockupKey!.replace(/\.webp$/, '')
    // Made on demand: a thumbnail and a true-scale colour mockup.
    expect((await owner.get(`/images/${imageKey}?w=256`)).status).toBe(200)
    const uploadKey = (
      await app.db.selectFrom('uploads').select('storage_key').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    ).storage_key
    const before = filesAbout(imageStem, mockupStem, uploadKey, `/${id}-`)
    expect(before.length).toBeGreaterThanOrEqual(4)

    const deleted = await owner.form('/my-designs', { intent: 'delete', designId: String(id) })
    expect(deleted.status).toBe(303)
    expect((await design(id)).deleted_at).not.toBeNull()

    const real = getStorage()
    const down: ImageStorage = {
      ...real,
      publicUrl: (key) => real.publicUrl(key),
      delete: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' })
      },
    }
    await expect(deleteFilesOfDeletedDesigns(app.db, down)).rejects.toThrow('ECONNREFUSED')
    expect((await design(id)).files_deleted_at).toBeNull()
    expect(filesAbout(imageStem)).not.toEqual([])

    const swept = await deleteFilesOfDeletedDesigns(app.db, real)
    expect(swept.deleted).toContain(id)
    expect(filesAbout(imageStem, mockupStem, uploadKey, `/${id}-`)).toEqual([])
    expect((await design(id)).files_deleted_at).not.toBeNull()
    // Another person's design cannot be deleted: 404, nothing changes.
    const other = await seedDesign(app.db, null)
    expect((await owner.form('/my-designs', { intent: 'delete', designId: String(other) })).status).toBe(404)
  })

  it('keeps the files of a design with an order not yet fulfilled, and deletes them once it is', async () => {
    const storage = getStorage()
    const id = await seedDesign(app.db, null, { image_url: '/images/designs/ordered.png' })
    await app.db.updateTable('designs').set({ image_key: 'designs/ordered.png' }).where('id', '=', id).execute()
    await storage.put('designs/ordered.png', await photo(), 'image/png')
    await storage.put(`prints/${id}-4500x5400.png`, await photo(), 'image/png')
    const orderId = await seedPaidOrder(app.db, [{ designId: id, quantity: 1 }])
    const { client: operator } = await signedIn('olive-operator')
    await operator.form('/admin/moderation', { intent: 'delete', designId: String(id) })

    expect((await deleteFilesOfDeletedDesigns(app.db, storage)).waiting).toContain(id)
    expect(await storage.exists(`prints/${id}-4500x5400.png`)).toBe(true)

    await app.db.updateTable('orders').set({ fulfilment_status: 'shipped' }).where('id', '=', orderId).execute()
    expect((await deleteFilesOfDeletedDesigns(app.db, storage)).deleted).toContain(id)
    expect(await storage.exists(`prints/${id}-4500x5400.png`)).toBe(false)
    expect(await storage.exists('designs/ordered.png')).toBe(false)
  })
})

describe('payouts that came back', () => {
  async function filePayout(name: string, month: string) {
    const { client: seller, userId } = await signedIn(`${name}-seller`)
    const shop = await createShopViaApi(seller, { name: `${name} Shop`, paypalEmail: `${name}@example.com` })
    const designId = await seedDesign(app.db, userId)
    expect((await seller.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)
    const createdAt = new Date(`${month}-10T12:00:00Z`)
    const orderId = await seedPaidOrder(app.db, [{ designId, quantity: 2, shopId: shop.id }], createdAt)
    await recordSaleCommissions(app.db, orderId)
    await app.db.updateTable('commission_entries').set({ created_at: createdAt }).where('order_id', '=', orderId).execute()
    const run = await runMonthlyPayouts(app.db, month, new BulkPayoutFileSender(path.join(app.dataDir, 'payouts')))
    return run.paid.find((p) => p.shopId === shop.id)!
  }

  it('records a file payout that failed at PayPal, retries it once however often it is clicked, into a new file', async () => {
    const payout = await filePayout('fern', '2026-06')
    const { client: operator } = await signedIn('olive-operator')
    await operator.form('/admin/payouts', { intent: 'returned', payoutId: String(payout.payoutId) })
    const page = await (await operator.get('/admin/payouts')).text()
    expect(page).toContain('Payouts that came back (1)')
    expect(page).toContain(`Retry payout ${payout.payoutId}`)

    const clicks = await Promise.all(
      [1, 2].map(() => operator.form('/admin/payouts', { intent: 'retry', payoutId: String(payout.payoutId) })),
    )
    expect(clicks.map((c) => c.status)).toEqual([302, 302])
    const retries = await app.db.selectFrom('payouts').selectAll().where('retry_of', '=', payout.payoutId).execute()
    expect(retries).toHaveLength(1)
    expect(retries[0]).toMatchObject({ amount_cents: payout.amountCents, paypal_email: 'fern@example.com' })
    const file = retries[0]!.batch_id!.slice('file:'.length)
    expect(readFileSync(file, 'utf8')).toContain(
      `fern@example.com,${(payout.amountCents / 100).toFixed(2)},USD,shirtsmith-retry-${retries[0]!.id}-${retries[0]!.id},`,
    )
    // The commission is paid by the retry, so the next monthly run pays nothing more.
    const later = await runMonthlyPayouts(app.db, '2026-07', new BulkPayoutFileSender(path.join(app.dataDir, 'payouts')))
    expect(later.paid.filter((p) => p.paypalEmail === 'fern@example.com')).toEqual([])
    const after = await (await operator.get('/admin/payouts')).text()
    expect(after).toContain(`paid again as ${retries[0]!.id}`)
    expect((await audit()).filter((a) => a === 'payout.retry')).toHaveLength(1)
  })

  it('marks a payout that came back paid by hand, with the note in the audit log', async () => {
    const payout = await filePayout('gus', '2026-05')
    await app.db
      .updateTable('payouts')
      .set({ item_status: 'UNCLAIMED', returned_at: new Date(), settled_at: new Date() })
      .where('id', '=', payout.payoutId)
      .execute()
    await app.db
      .updateTable('commission_entries')
      .set({ paid_at: null, payout_id: null })
      .where('payout_id', '=', payout.payoutId)
      .execute()
    const { client: operator } = await signedIn('olive-operator')
    const refused = await operator.form('/admin/payouts', { intent: 'paid-by-hand', payoutId: String(payout.payoutId) }, true)
    expect(await refused.text()).toContain('Say how it was paid')
    await operator.form('/admin/payouts', {
      intent: 'paid-by-hand',
      payoutId: String(payout.payoutId),
      note: 'Bank transfer 4411',
    })
    const row = await app.db.selectFrom('payouts').selectAll().where('retry_of', '=', payout.payoutId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      item_status: 'PAID_BY_HAND',
      paid_by_hand_note: 'Bank transfer 4411',
      amount_cents: payout.amountCents,
    })
    expect(row.settled_at).not.toBeNull()
    const log = await app.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'payout.paid-by-hand')
      .executeTakeFirstOrThrow()
    expect(log.note).toBe('Bank transfer 4411')
  })
})
