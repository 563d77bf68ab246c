import { describe, expect, it } from 'vitest'
import { originalBatchId, PayPalPayoutSender } from './paypal-sender.server.ts'

describe('PayPalPayoutSender', () => {
  it('gets a token, then posts one batch with dollar amounts and the deterministic batch id', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      if (url.endsWith('/v1/oauth2/token')) return Response.json({ access_token: 'tok' })
      return Response.json({ batch_header: { payout_batch_id: 'BATCH1' } }, { status: 201 })
    }) as unknown as typeof fetch
    const sender = new PayPalPayoutSender({
      clientId: 'id',
      clientSecret: 'secret',
      baseUrl: 'https://paypal.test',
      fetch: fakeFetch,
    })
    const result = await sender.send({
      senderBatchId: 'shirtsmith-2026-10-1-1',
      month: '2026-10',
      items: [{ payoutId: 1, shopId: 3, paypalEmail: 'a@example.com', amountCents: 750 }],
    })
    expect(result).toEqual({ batchId: 'BATCH1' })
    expect(calls[0].init.headers).toMatchObject({ Authorization: `Basic ${Buffer.from('id:secret').toString('base64')}` })
    expect(calls[1].url).toBe('https://paypal.test/v1/payments/payouts')
    const body = JSON.parse(String(calls[1].init.body))
    expect(body.sender_batch_header.sender_batch_id).toBe('shirtsmith-2026-10-1-1')
    expect(body.items).toEqual([
      expect.objectContaining({ receiver: 'a@example.com', amount: { value: '7.50', currency: 'USD' }, recipient_type: 'EMAIL' }),
    ])
    expect(calls.every((c) => c.init.signal instanceof AbortSignal)).toBe(true)
  })

  it('fails clearly when PayPal refuses the batch', async () => {
    const fakeFetch = (async (url: string) =>
      url.endsWith('/token')
        ? Response.json({ access_token: 'tok' })
        : new Response('{"name":"DUPLICATE_REQUEST_ID"}', { status: 400 })) as unknown as typeof fetch
    const sender = new PayPalPayoutSender({ clientId: 'id', clientSecret: 's', baseUrl: 'https://paypal.test', fetch: fakeFetch })
    await expect(sender.send({ senderBatchId: 'x', month: '2026-10', items: [] })).rejects.toThrow(
      'PayPal payout failed: 400 {"name":"DUPLICATE_REQUEST_ID"}',
    )
  })
})

describe('a duplicate sender_batch_id', () => {
  const duplicate = {
    name: 'USER_BUSINESS_ERROR',
    message: 'User business error.',
    details: [{ field: 'SENDER_BATCH_ID', location: 'body', issue: 'Batch with given sender_batch_id already exists' }],
    links: [{ href: 'https://api-m.sandbox.paypal.com/v1/payments/payouts/5UXD2E8A7EBQJ', rel: 'self', method: 'GET' }],
  }

  it('is the original batch, named by the link PayPal answers with', async () => {
    expect(originalBatchId(duplicate)).toBe('5UXD2E8A7EBQJ')
    expect(originalBatchId({ ...duplicate, name: 'VALIDATION_ERROR' })).toBeNull()
    expect(originalBatchId({ ...duplicate, links: [] })).toBeNull()
    expect(originalBatchId('not json')).toBeNull()

    const fakeFetch = (async (url: string) =>
      url.endsWith('/token')
        ? Response.json({ access_token: 'tok' })
        : Response.json(duplicate, { status: 400 })) as unknown as typeof fetch
    const sender = new PayPalPayoutSender({ clientId: 'id', clientSecret: 's', baseUrl: 'https://paypal.test', fetch: fakeFetch })
    await expect(sender.send({ senderBatchId: 'x', month: '2026-10', items: [] })).resolves.toEqual({
      batchId: '5UXD2E8A7EBQJ',
      recovered: true,
    })
  })
})
