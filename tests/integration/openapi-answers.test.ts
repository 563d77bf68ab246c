import { appendFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { strictContractErrors } from '../support/contract.ts'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'
import { createShopViaApi, seedDesign } from './shops-support.ts'

// Every field an answer carries is in the document (issue #26: generated types showed `unknown` for
// 49 of them): real answers of each GET operation, with data behind every list, are checked against
// their schemas with every object closed (additionalProperties: false), so a field the schemas
// leave out fails here (ADR 131).
const t = useTestApp({
  signedInAs: { creator: 'answers_creator', fan: 'answers_fan' },
  // A webhook endpoint on a closed local port, so the order below leaves a failed delivery in its log.
  env: { WEBHOOK_LOCAL_URLS: 'on', WEBHOOK_RETRY_SCHEDULE: '60', WEBHOOK_TIMEOUT_MS: '1000' },
})
const { createToken, customer, script, twoVariants, confirm, placeOrder } = integratorKit(t)

describe('the answers of every GET operation, field by field', () => {
  it('carry no field the document leaves out', async () => {
    const creator = t.users.creator
    const token = await createToken(creator.client, 'everything', ['read', 'designs', 'orders', 'shops', 'webhooks'])
    const api = script(token)
    const hook = await api.post('/api/webhook-endpoints', { url: 'http://127.0.0.1:9/hook', eventTypes: ['order.paid'] })
    expect(hook.status).toBe(201)
    const endpointId = ((await hook.json()) as { endpoint: { id: number } }).endpoint.id
    const [variant] = await twoVariants()
    const designId = await seedDesign(t.app.db, creator.id, { prompt: 'A heron in the reeds' })
    await t.app.db.updateTable('designs').set({ in_community: true }).where('id', '=', designId).execute()
    expect((await t.users.fan.client.json(`/api/designs/${designId}/upvote`, 'POST')).status).toBe(200)

    const shop = await createShopViaApi(creator.client, { name: 'Heron Tees', description: 'Birds', isPublic: true })
    expect((await creator.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)

    const cartAnswer = await api.post('/api/carts', {
      address: customer('Ada'),
      items: [{ designId, variantId: variant!.id, quantity: 2 }],
    })
    expect(cartAnswer.status).toBe(201)
    const cartId = ((await cartAnswer.json()) as { cart: { id: string } }).cart.id
    const intent = (await (await api.post(`/api/carts/${cartId}/payment-intent`)).json()) as {
      paymentIntentId: string
      clientSecret: string
    }
    await confirm(api, intent.paymentIntentId, intent.clientSecret)
    const { orderId } = await placeOrder(api, intent.paymentIntentId)
    const otherCart = (
      (await (await api.post('/api/carts', { items: [{ designId, variantId: variant!.id }] })).json()) as {
        cart: { id: string }
      }
    ).cart.id

    const job = await api.post('/api/design-jobs', { prompt: 'a lighthouse at dusk', style: 'Line Art', color: 'Navy' })
    expect(job.status).toBe(202)
    const jobId = ((await job.json()) as { job: { id: string } }).job.id
    // The finished job carries the design, so its fields are checked too.
    for (let wait = 0; wait < 120; wait += 1) {
      const state = ((await (await api.get(`/api/design-jobs/${jobId}`)).json()) as { job: { status: string } }).job.status
      if (state === 'done' || state === 'failed') break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }

    const gets = [
      '/api/auth/user',
      `/api/design-jobs/${jobId}`,
      '/api/community-designs',
      `/api/designs/user/${creator.id}`,
      `/api/designs/${designId}/upvote`,
      '/api/popular-designs',
      '/api/printify/available-colors?blueprintId=6&providerId=61',
      `/api/products/${designId}`,
      `/api/products/${designId}/variants`,
      `/api/carts/${otherCart}`,
      '/api/orders',
      `/api/orders/${orderId}`,
      '/api/shops',
      `/api/shops/${shop.id}`,
      `/api/shops/${shop.id}/commission`,
      `/api/shops/${shop.id}/designs`,
      '/api/public-shops',
      '/api/webhook-endpoints',
      `/api/webhook-endpoints/${endpointId}`,
      `/api/webhook-endpoints/${endpointId}/deliveries`,
      '/api/openapi.json',
    ]
    const errors = new Set<string>()
    for (const path of gets) {
      const answer = await api.get(path)
      expect(answer.status, path).toBe(200)
      if (process.env.DUMP_ANSWERS) appendFileSync(process.env.DUMP_ANSWERS, `${path}\n${await answer.clone().text()}\n`)
      // One line per missing field, not per row of a list.
      for (const error of await strictContractErrors('GET', new URL(path, t.app.url).pathname, answer)) {
        errors.add(error.replace(/\/\d+(?=\/|\s)/g, '/*'))
      }
    }
    expect([...errors]).toEqual([])
  }, 240_000)
})
