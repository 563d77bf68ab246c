import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { seedPaidOrder } from '../support/fake-printify.ts'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'
import { ADDRESS } from './checkout-flow-support.ts'

// What may be sold is what others may see: a design an operator hid, held, removed or rejected, an
// upload still awaiting review, a design its owner deleted, and a design of a blocked owner are not
// added to a cart, not priced for payment, not paid for (forms, create-payment-intent, API carts), and
// an order paid before the design became unsellable is held for the operator instead of printed.
// The owner may still buy their own upload while it awaits review.

const t = useTestApp({ signedInAs: { buyer: 'unsellable_buyer' } })
const { createToken, script, twoVariants } = integratorKit(t)
let fulfilment: typeof import('../../app/modules/fulfilment/fulfilment.server.ts')
beforeAll(async () => {
  fulfilment = await import('../../app/modules/fulfilment/fulfilment.server.ts')
})

const STATES = [
  'hidden by an operator',
  'awaiting review',
  'rejected',
  'removed',
  'deleted by its owner',
  'owner blocked',
] as const
type State = (typeof STATES)[number]

let seq = 0
/** A design of a fresh creator account, sellable until `makeUnsellable` is called. */
async function creatorDesign() {
  seq++
  const owner = await t.app.db
    .insertInto('users')
    .values({ username: `creator_unsellable_${seq}`, subject: `creator-unsellable-${seq}` })
    .returning('id')
    .executeTakeFirstOrThrow()
  const design = await t.app.db
    .insertInto('designs')
    .values({
      user_id: owner.id,
      prompt: `A lighthouse ${seq}`,
      name: `Lighthouse ${seq}`,
      style: 'Watercolor',
      color: 'White',
      design_type: 'image',
      source: 'prompt',
      image_url: '/images/lighthouse.png',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { designId: design.id, ownerId: owner.id }
}

async function makeUnsellable(state: State, { designId, ownerId }: { designId: number; ownerId: number }) {
  const db = t.app.db
  if (state === 'owner blocked') {
    await db
      .updateTable('users')
      .set({ blocked_at: sql`now()` })
      .where('id', '=', ownerId)
      .execute()
    return
  }
  const status = {
    'hidden by an operator': 'held',
    'awaiting review': 'pending',
    rejected: 'rejected',
    removed: 'removed',
  } as const
  await db
    .updateTable('designs')
    .set({
      ...(state in status ? { moderation_status: status[state as keyof typeof status] } : {}),
      ...(state === 'removed' || state === 'deleted by its owner' ? { deleted_at: sql`now()` } : {}),
    })
    .where('id', '=', designId)
    .execute()
}

async function linesOf(designId: number) {
  return t.app.db.selectFrom('cart_items').select('id').where('design_id', '=', designId).execute()
}

describe.each(STATES)('a design %s', (state) => {
  it('is not added to a cart: the form, POST /api/carts/{id}/items and POST /api/create-payment-intent', async () => {
    const design = await creatorDesign()
    await makeUnsellable(state, design)

    const visitor = new TestClient(t.app.url)
    const added = await visitor.form('/cart/add', { kind: 'community', designId: String(design.designId) })
    expect(added.status).toBe(303)
    expect(added.headers.get('Location')).not.toBe('/checkout')

    const api = script(await createToken(t.users.buyer.client, `add ${state}`, ['read', 'orders']))
    const [variant] = await twoVariants()
    const { cart } = await (await api.post('/api/carts', {})).json()
    const line = await api.post(`/api/carts/${cart.id}/items`, { designId: design.designId, variantId: variant!.id })
    expect(line.status).toBe(409)
    expect(await line.json()).toMatchObject({ code: 'design_unavailable' })

    const intent = await t.users.buyer.client.json('/api/create-payment-intent', 'POST', {
      items: [{ designId: design.designId, variantId: variant!.id, quantity: 1 }],
    })
    expect(intent.status).toBe(409)
    expect(await intent.json()).toMatchObject({ code: 'design_unavailable' })
    expect(await linesOf(design.designId)).toEqual([])
  }, 60_000)

  it('in a cart since: shown as no longer available, and not paid by the form, the browser call or the API', async () => {
    const design = await creatorDesign()
    const visitor = new TestClient(t.app.url)
    await visitor.form('/cart/add', { kind: 'community', designId: String(design.designId) })
    await visitor.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const api = script(await createToken(t.users.buyer.client, `pay ${state}`, ['read', 'orders']))
    const [variant] = await twoVariants()
    const { cart } = await (await api.post('/api/carts', {})).json()
    expect((await api.post(`/api/carts/${cart.id}/items`, { designId: design.designId, variantId: variant!.id })).status).toBe(
      201,
    )
    await makeUnsellable(state, design)

    const page = await (await visitor.get('/checkout')).text()
    expect(page).toContain('No longer available')
    expect(page).toContain('name="intent" value="remove-item"')
    expect(page).not.toContain('name="intent" value="pay"')
    const cartPage = await (await visitor.get('/cart')).text()
    expect(cartPage).toContain('No longer available')

    const before = await t.app.db
      .selectFrom('test_payment_intents')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
    const pay = await visitor.form('/checkout', { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
    expect(pay.status).toBe(303)
    expect(pay.headers.get('Location')).toBe('/checkout')
    const browserIntent = await visitor.json('/api/create-payment-intent', 'POST', {})
    expect(browserIntent.status).toBe(409)
    expect(await browserIntent.json()).toMatchObject({ code: 'design_unavailable', lineIds: [expect.any(Number)] })
    const apiCart = await (await api.get(`/api/carts/${cart.id}`)).json()
    expect(apiCart.cart.lines).toEqual([expect.objectContaining({ designId: design.designId, available: false })])
    const apiIntent = await api.post(`/api/carts/${cart.id}/payment-intent`, { address: ADDRESS })
    expect(apiIntent.status).toBe(409)
    expect(await apiIntent.json()).toMatchObject({ code: 'design_unavailable' })
    const after = await t.app.db
      .selectFrom('test_payment_intents')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
    const orders = await t.app.db.selectFrom('order_items').select('id').where('design_id', '=', design.designId).execute()
    expect(orders).toEqual([])

    // Removing the line makes the cart payable again (here: empty).
    const [lineId] = (await linesOf(design.designId)).map((l) => l.id)
    const removed = await visitor.form('/checkout', { intent: 'remove-item', itemId: String(lineId) })
    expect(removed.status).toBe(303)
  }, 60_000)

  // Only an operator's decision (held, removed, rejected) or a blocked owner stops a paid order's
  // print; the owner deleting the design after the sale, or an upload the buyer owns awaiting
  // review, does not: the shopper paid for it, and its files wait for the open order.
  const printedAfterSale = state === 'deleted by its owner' || state === 'awaiting review'
  it(
    printedAfterSale
      ? 'bought before it became unsellable: the paid order is still printed'
      : 'bought before it became unsellable: the order is held for the operator, not printed',
    async () => {
      const design = await creatorDesign()
      const order = await seedPaidOrder(t.app.db, { provider: 'offline', items: [{ designId: design.designId, quantity: 1 }] })
      await makeUnsellable(state, design)
      expect(await fulfilment.processDueFulfilmentJobs(t.app.db, t.app.fulfilment, t.app.storage)).toBe(printedAfterSale ? 1 : 0)
      const job = await t.app.db
        .selectFrom('fulfilment_jobs')
        .selectAll()
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow()
      const saved = await t.app.db
        .selectFrom('orders')
        .select('fulfilment_order_id')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow()
      if (printedAfterSale) {
        expect(job.dead_at).toBeNull()
        expect(saved.fulfilment_order_id).not.toBeNull()
        return
      }
      expect(job.dead_at).not.toBeNull()
      expect(job.last_error).toContain('Held for the operator')
      expect(saved.fulfilment_order_id).toBeNull()
    },
  )
})

describe('what an owner may buy of their own designs', () => {
  it('their own upload awaiting review: added, paid and printed', async () => {
    const shopper = t.users.buyer
    const own = await t.app.db
      .insertInto('designs')
      .values({
        user_id: shopper.id,
        prompt: 'My own upload',
        name: 'Upload',
        style: 'Watercolor',
        color: 'White',
        design_type: 'image',
        source: 'upload',
        image_url: '/images/upload.png',
        moderation_status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const client = shopper.client
    expect((await client.form('/cart/add', { kind: 'own', designId: String(own.id) })).headers.get('Location')).toBe('/cart')
    await client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    expect((await client.json('/api/create-payment-intent', 'POST', {})).status).toBe(200)
    await client.form('/checkout', { intent: 'remove-item', itemId: String((await linesOf(own.id))[0]!.id) })

    const order = await seedPaidOrder(t.app.db, { provider: 'offline', items: [{ designId: own.id, quantity: 1 }] })
    await t.app.db.updateTable('orders').set({ user_id: shopper.id }).where('id', '=', order.id).execute()
    await fulfilment.processDueFulfilmentJobs(t.app.db, t.app.fulfilment, t.app.storage)
    const job = await t.app.db
      .selectFrom('fulfilment_jobs')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(job.dead_at).toBeNull()
  }, 60_000)

  it.each(['held', 'rejected'])('never their own design once an operator %s it', async (status) => {
    const shopper = t.users.buyer
    const own = await t.app.db
      .insertInto('designs')
      .values({
        user_id: shopper.id,
        prompt: `Mine, ${status}`,
        name: 'Mine',
        style: 'Watercolor',
        color: 'White',
        design_type: 'image',
        source: 'upload',
        image_url: '/images/mine.png',
        moderation_status: status,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const added = await shopper.client.form('/cart/add', { kind: 'own', designId: String(own.id) })
    expect(added.headers.get('Location')).not.toBe('/cart')
    expect(await linesOf(own.id)).toEqual([])
  })
})
