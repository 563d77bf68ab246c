import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakePrintify, TEST_ADDRESS, type FakePrintify } from '../../../tests/support/fake-printify.ts'
import type { ImageStorage } from '~/services/storage/storage.server.ts'
import { FulfilmentError } from './fulfilment.ts'
import { PrintifyClient } from './printify-client.server.ts'
import { PrintifyFulfilment, snapshotFromPrintifyOrder } from './printify.server.ts'

describe('snapshotFromPrintifyOrder', () => {
  it('reads the status, the latest shipment and whether every shipment arrived', () => {
    expect(snapshotFromPrintifyOrder({ id: 'p1', status: 'in-production' })).toEqual({
      providerStatus: 'in-production',
      shipment: null,
      delivered: false,
    })
    const shipped = snapshotFromPrintifyOrder({
      id: 'p1',
      status: 'fulfilled',
      shipments: [
        { carrier: 'usps', number: '1', url: 'https://t/1', delivered_at: '2026-01-02' },
        { carrier: 'ups', number: '2', delivered_at: null },
      ],
    })
    expect(shipped).toEqual({
      providerStatus: 'fulfilled',
      shipment: { carrier: 'ups', number: '2', url: null },
      delivered: false,
    })
    const delivered = snapshotFromPrintifyOrder({
      id: 'p1',
      status: 'fulfilled',
      shipments: [{ carrier: 'usps', number: '1', url: 'https://t/1', delivered_at: '2026-01-02' }],
    })
    expect(delivered.delivered).toBe(true)
  })
})

describe('PrintifyFulfilment.cancelOrder', () => {
  let printify: FakePrintify
  let adapter: PrintifyFulfilment
  let client: PrintifyClient
  beforeAll(async () => {
    printify = await startFakePrintify()
    client = new PrintifyClient({ baseUrl: printify.url, token: printify.token, shopId: printify.shopId })
    // Canceling never reads images.
    adapter = new PrintifyFulfilment(client, {} as ImageStorage)
  })
  afterAll(async () => {
    await printify?.stop()
  })

  /** A community-design order at the fake Printify, in `status`. */
  async function printifyOrder(status: string) {
    const { id } = await client.createOrder({
      external_id: `ord_cancel_${Math.random().toString(36).slice(2)}`,
      label: 'cancel test',
      line_items: [{ product_id: '5bfd0b66a342bcc9b5563216', variant_id: 17645, quantity: 1 }],
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: { ...TEST_ADDRESS, address2: '' },
    })
    printify.setOrderStatus(id, status)
    return { fulfilmentOrderId: id, publicId: 'ord_cancel', submittedAt: new Date() }
  }
  const remoteStatus = (id: string) => printify.orders.find((o) => o.id === id)?.status
  const cancelCalls = () => printify.requests.filter((r) => r.startsWith('POST') && r.endsWith('/cancel.json')).length

  it('cancels an order Printify still holds', async () => {
    const query = await printifyOrder('on-hold')
    const before = cancelCalls()
    expect(await adapter.cancelOrder(query)).toBe('canceled')
    expect(cancelCalls() - before).toBe(1)
    expect(printify.requests.at(-1)).toBe(`POST /v1/shops/${printify.shopId}/orders/${query.fulfilmentOrderId}/cancel.json`)
    expect(remoteStatus(query.fulfilmentOrderId)).toBe('canceled')
  })

  it('answers too-late when Printify refuses because the order is in production', async () => {
    const query = await printifyOrder('in-production')
    expect(await adapter.cancelOrder(query)).toBe('too-late')
    expect(remoteStatus(query.fulfilmentOrderId)).toBe('in-production')
  })

  it('throws a retryable error while Printify is still preparing a new order (pending, not yet on hold)', async () => {
    const query = await printifyOrder('pending')
    const error = await adapter.cancelOrder(query).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(FulfilmentError)
    expect((error as FulfilmentError).retryable).toBe(true)
    expect((error as FulfilmentError).message).toContain('still preparing')
    printify.setOrderStatus(query.fulfilmentOrderId, 'on-hold')
    expect(await adapter.cancelOrder(query)).toBe('canceled')
  })

  it('answers canceled when an earlier attempt already canceled it', async () => {
    const query = await printifyOrder('on-hold')
    expect(await adapter.cancelOrder(query)).toBe('canceled')
    expect(await adapter.cancelOrder(query)).toBe('canceled')
  })

  it('throws a retryable error on a server error, for the outbox to retry', async () => {
    const query = await printifyOrder('on-hold')
    printify.failNext('cancelOrder', 1, 503)
    const error = await adapter.cancelOrder(query).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(FulfilmentError)
    expect((error as FulfilmentError).retryable).toBe(true)
    expect(remoteStatus(query.fulfilmentOrderId)).toBe('on-hold')
  })

  it('throws, rather than giving up as too late, for an order Printify does not know', async () => {
    const error = await adapter
      .cancelOrder({ fulfilmentOrderId: 'ffffffffffffffffffffffff', publicId: 'x', submittedAt: new Date() })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(FulfilmentError)
    expect((error as FulfilmentError).status).toBe(404)
  })
})

describe('PrintifyFulfilment.releaseOrder (send_to_production)', () => {
  let printify: FakePrintify
  let client: PrintifyClient
  beforeAll(async () => {
    printify = await startFakePrintify()
    client = new PrintifyClient({ baseUrl: printify.url, token: printify.token, shopId: printify.shopId })
  })
  afterAll(async () => {
    await printify?.stop()
  })

  const adapter = (sendToProduction = true) => new PrintifyFulfilment(client, {} as ImageStorage, null, { sendToProduction })
  /** A new order at the fake Printify, which holds it as Printify does an API order. */
  async function heldOrder() {
    const { id } = await client.createOrder({
      external_id: `ord_release_${Math.random().toString(36).slice(2)}`,
      label: 'release test',
      line_items: [{ product_id: '5bfd0b66a342bcc9b5563216', variant_id: 17645, quantity: 1 }],
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: { ...TEST_ADDRESS, address2: '' },
    })
    return { fulfilmentOrderId: id, publicId: 'ord_release', submittedAt: new Date() }
  }
  const remoteStatus = (id: string) => printify.orders.find((o) => o.id === id)?.status
  const sends = (id: string) =>
    printify.requests.filter((r) => r === `POST /v1/shops/${printify.shopId}/orders/${id}/send_to_production.json`).length
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e as FulfilmentError,
    )

  it('sends an on-hold order to production', async () => {
    const query = await heldOrder()
    expect(remoteStatus(query.fulfilmentOrderId)).toBe('on-hold')
    expect(await adapter().releaseOrder(query)).toBe('sent')
    expect(sends(query.fulfilmentOrderId)).toBe(1)
    expect(remoteStatus(query.fulfilmentOrderId)).toBe('sending-to-production')
  })

  it('answers sent when the order was already sent (Printify refuses a second send)', async () => {
    const query = await heldOrder()
    expect(await adapter().releaseOrder(query)).toBe('sent')
    expect(await adapter().releaseOrder(query)).toBe('sent')
    expect(sends(query.fulfilmentOrderId)).toBe(2)
    expect(remoteStatus(query.fulfilmentOrderId)).toBe('sending-to-production')
  })

  it('leaves the order on hold, asking Printify nothing, when the shop approves orders by hand', async () => {
    const query = await heldOrder()
    expect(await adapter(false).releaseOrder(query)).toBe('held')
    expect(sends(query.fulfilmentOrderId)).toBe(0)
    expect(remoteStatus(query.fulfilmentOrderId)).toBe('on-hold')
  })

  it('throws a retryable error while Printify is still preparing the order, and sends it later', async () => {
    const query = await heldOrder()
    printify.setOrderStatus(query.fulfilmentOrderId, 'pending')
    const error = await failure(adapter().releaseOrder(query))
    expect(error).toBeInstanceOf(FulfilmentError)
    expect(error?.retryable).toBe(true)
    expect(error?.message).toContain('still preparing')
    printify.setOrderStatus(query.fulfilmentOrderId, 'on-hold')
    expect(await adapter().releaseOrder(query)).toBe('sent')
  })

  it('throws a retryable error on a server error, the order still on hold', async () => {
    const query = await heldOrder()
    printify.failNext('sendToProduction', 1, 502)
    const error = await failure(adapter().releaseOrder(query))
    expect(error?.retryable).toBe(true)
    expect(remoteStatus(query.fulfilmentOrderId)).toBe('on-hold')
  })

  it('gives up for good on an order canceled at Printify', async () => {
    const query = await heldOrder()
    printify.setOrderStatus(query.fulfilmentOrderId, 'canceled')
    const error = await failure(adapter().releaseOrder(query))
    expect(error?.retryable).toBe(false)
  })
})

describe('PrintifyFulfilment.submitOrder: the print file', () => {
  let printify: FakePrintify
  let client: PrintifyClient
  const reads: string[] = []
  const storage = {
    read: async (key: string) => {
      reads.push(key)
      return Buffer.from('print file bytes')
    },
  } as unknown as ImageStorage
  beforeAll(async () => {
    printify = await startFakePrintify()
    client = new PrintifyClient({ baseUrl: printify.url, token: printify.token, shopId: printify.shopId })
  })
  afterAll(async () => {
    await printify?.stop()
  })

  const order = (imageUrl: string) => ({
    publicId: `ord_print_${Math.random().toString(36).slice(2)}`,
    label: 'print file test',
    address: TEST_ADDRESS,
    items: [
      {
        title: 'Custom T-Shirt',
        sku: 'SKU-17643',
        quantity: 1,
        variantId: 17643,
        blueprintId: 6,
        printProviderId: 61,
        printifyProductId: null,
        imageKey: 'prints/7-3602x4563.png',
        imageUrl,
      },
    ],
  })
  const uploadOf = (publicId: string) => {
    const created = printify.orders.find((o) => o.external_id === publicId)
    const [line] = created?.line_items as { print_areas: { front: { id: string }[] } }[]
    return printify.uploads.get(line.print_areas.front[0].id)
  }

  it('has Printify fetch the file from the store when the store is on https', async () => {
    const adapter = new PrintifyFulfilment(client, storage, 'https://shop.example')
    const sent = order('/images/prints/7-3602x4563.png')
    reads.length = 0
    await adapter.submitOrder(sent)
    expect(uploadOf(sent.publicId)).toEqual({
      file_name: '7-3602x4563.png',
      url: 'https://shop.example/images/prints/7-3602x4563.png',
    })
    expect(reads).toEqual([])
  })

  it('gives Printify the CDN address when storage serves from one', async () => {
    const adapter = new PrintifyFulfilment(client, storage, 'http://localhost:3000')
    const sent = order('https://cdn.example/prints/7-3602x4563.png')
    await adapter.submitOrder(sent)
    expect(uploadOf(sent.publicId)?.url).toBe('https://cdn.example/prints/7-3602x4563.png')
  })

  it('sends the file inline when Printify could not reach the store (plain http, e.g. on a laptop)', async () => {
    const adapter = new PrintifyFulfilment(client, storage, 'http://localhost:3000')
    const sent = order('/images/prints/7-3602x4563.png')
    reads.length = 0
    await adapter.submitOrder(sent)
    expect(uploadOf(sent.publicId)).toEqual({ file_name: '7-3602x4563.png', bytes: 'print file bytes'.length })
    expect(reads).toEqual(['prints/7-3602x4563.png'])
  })
})
