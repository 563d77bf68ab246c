import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakePrintify, type FakePrintify } from '../../../tests/support/fake-printify.ts'
import { FulfilmentError } from './fulfilment.ts'
import { PrintifyClient } from './printify-client.server.ts'

let printify: FakePrintify
beforeAll(async () => {
  printify = await startFakePrintify()
})
afterAll(async () => {
  await printify?.stop()
})

const client = (over: Partial<ConstructorParameters<typeof PrintifyClient>[0]> = {}) =>
  new PrintifyClient({ baseUrl: printify.url, token: printify.token, shopId: printify.shopId, ...over })

async function failure(promise: Promise<unknown>): Promise<FulfilmentError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FulfilmentError)
  return error as FulfilmentError
}

describe('PrintifyClient', () => {
  it('gives up after its timeout with a retryable error', async () => {
    // A route of its own: on a loaded machine the abandoned request can reach the stand-in late and would
    // take the failure the next test sets up for getOrder.
    printify.failNext('getProduct', 1, 0)
    const started = Date.now()
    const error = await failure(client({ timeoutMs: 300 }).getProduct('abc'))
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(error.retryable).toBe(true)
    expect(error.message).toContain('timed out after 300 ms')
  })

  it('treats rate limits and server errors as retryable, and other client errors as not', async () => {
    printify.failNext('getOrder', 1, 429)
    expect((await failure(client().getOrder('abc'))).retryable).toBe(true)
    printify.failNext('getOrder', 1, 502)
    expect((await failure(client().getOrder('abc'))).retryable).toBe(true)
    const missing = await failure(client().getOrder('nope'))
    expect(missing.status).toBe(404)
    expect(missing.retryable).toBe(false)
    const unauthorised = await failure(client({ token: 'wrong' }).getOrder('abc'))
    expect(unauthorised.status).toBe(401)
  })

  it('finds an order by external id across pages, and answers null for one it never received', async () => {
    const api = client()
    const upload = await api.uploadImage('a.png', Buffer.from('png'))
    const order = (externalId: string) => ({
      external_id: externalId,
      label: externalId,
      line_items: [
        {
          blueprint_id: 6,
          print_provider_id: 61,
          variant_id: 17645,
          quantity: 1,
          print_areas: { front: [{ id: upload.id, src: upload.preview_url, x: 0.5, y: 0.5, scale: 1, angle: 0 }] },
        },
      ],
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.c',
        phone: '12345',
        country: 'US',
        region: 'NY',
        address1: '1 Main St',
        address2: '',
        city: 'NYC',
        zip: '10001',
      },
    })
    const created = await api.createOrder(order('ord_lookup'))
    const found = await api.findOrderByExternalId('ord_lookup')
    expect(found?.id).toBe(created.id)
    expect(await api.findOrderByExternalId('ord_never_sent')).toBeNull()

    // If the API ignores the filter, the newest pages are searched by hand.
    printify.ignoreExternalIdFilter(true)
    try {
      const newer = Array.from({ length: 60 }, (_, i) => ({
        ...printify.orders[0],
        id: `newer${i}`,
        external_id: `ord_newer_${i}`,
      }))
      printify.orders.push(...newer)
      const listCalls = () => printify.requests.filter((r) => r.endsWith('/orders.json') && r.startsWith('GET')).length
      const before = listCalls()
      expect((await api.findOrderByExternalId('ord_lookup'))?.id).toBe(created.id)
      expect(listCalls() - before).toBe(2)
      expect(await api.findOrderByExternalId('ord_never_sent')).toBeNull()
    } finally {
      printify.ignoreExternalIdFilter(false)
    }
  })

  it('spaces its requests to stay under 600 a minute', async () => {
    const api = client()
    const started = Date.now()
    await Promise.all([api.findOrderByExternalId('x'), api.findOrderByExternalId('y'), api.findOrderByExternalId('z')])
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })
})
