import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// Every route's forms post one of the route's own intents. Anything else (a misspelt button, a forged
// post, no intent at all) is a 400 that changes nothing, never a fall-through to another action.

let app: TestApp
let visitor: TestClient
let customer: TestClient
let operator: TestClient
let shopHandle: string
let designId: number

async function seedDesign(userId: number | null, name: string) {
  const row = await app.db
    .insertInto('designs')
    .values({
      user_id: userId,
      prompt: name,
      name,
      style: 'Flat Design',
      color: 'White',
      design_type: 'image',
      source: 'prompt',
      image_url: `/images/${name}.png`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

beforeAll(async () => {
  app = await startTestApp({ ADMIN_SUBJECTS: 'ivy-operator' })
  customer = new TestClient(app.url)
  await customer.signIn('ivy-customer')
  const me = await (await customer.get('/api/auth/user')).json()
  designId = await seedDesign(me.id, 'Intent fox')
  shopHandle = 'intent-shop'
  const shop = await customer.form('/my-shops', {
    intent: 'create',
    name: 'Intent Shop',
    handle: shopHandle,
    description: '',
    paypalEmail: '',
    isPublic: 'on',
  })
  expect(shop.status).toBe(302)
  visitor = new TestClient(app.url)
  const forSale = await seedDesign(null, 'Intent owl')
  const added = await visitor.form('/cart/add', {
    kind: 'product',
    quantity: '1',
    designId: String(forSale),
    color: 'White',
    size: 'L',
  })
  expect(added.status).toBe(303)
  operator = new TestClient(app.url)
  await operator.signIn('ivy-operator')
})
afterAll(async () => {
  await app?.stop()
})

const cartLines = () => app.db.selectFrom('cart_items').select(['id', 'quantity', 'size']).orderBy('id').execute()

describe('an intent outside the route’s list', () => {
  const routes: [string, () => TestClient, () => string][] = [
    ['the cart', () => visitor, () => '/cart'],
    ['the checkout', () => visitor, () => '/checkout'],
    ['the account page', () => customer, () => '/account'],
    ['API tokens and webhooks', () => customer, () => '/account/tokens'],
    ['my shops', () => customer, () => '/my-shops'],
    ['a shop’s designs', () => customer, () => `/shops/${shopHandle}/designs`],
    ['my designs', () => customer, () => '/my-designs'],
    ['the upvote button', () => customer, () => `/designs/${designId}/upvote`],
    ['the test bank’s page', () => visitor, () => '/pay/pi_unknown'],
    ['the console’s alerts', () => operator, () => '/admin?index'],
    ['an order in the console', () => operator, () => '/admin/orders/some-order'],
    ['an order’s hold in the console', () => operator, () => '/admin/orders/some-order/hold'],
    ['failed jobs', () => operator, () => '/admin/jobs'],
    ['moderation', () => operator, () => '/admin/moderation'],
    ['payouts', () => operator, () => '/admin/payouts'],
    ['discount codes', () => operator, () => '/admin/discount-codes'],
  ]

  it.each(routes)('is a 400 on %s, as is a post without one', async (_name, who, path) => {
    const before = await cartLines()
    expect(before).toHaveLength(1)
    for (const intent of ['drop-everything', undefined]) {
      const answer = await who().form(path(), { intent, itemId: String(before[0]?.id ?? 1), quantity: '3', id: '1' })
      expect(answer.status, `${path()} ${intent}`).toBe(400)
    }
    expect(await cartLines()).toEqual(before)
  })

  it('leaves the cart as it was, and the listed intents still work', async () => {
    const [line] = await cartLines()
    expect(line).toBeDefined()
    const changed = await visitor.form('/cart', { intent: 'update-item', itemId: String(line!.id), quantity: '2', size: 'M' })
    expect(changed.status).toBe(303)
    expect(await cartLines()).toEqual([{ id: line!.id, quantity: 2, size: 'M' }])
  })
})
