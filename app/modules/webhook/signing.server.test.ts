import { describe, expect, it } from 'vitest'
import { Webhook } from 'standardwebhooks'
import { newEndpointSecret, newMessageId, signedHeaders } from './signing.server.ts'

describe('Standard Webhooks signing', () => {
  const body = JSON.stringify({ type: 'order.paid', timestamp: '2026-11-26T04:00:00.000Z', data: { orderId: 'abc' } })

  it('makes headers the reference library verifies', () => {
    const secret = newEndpointSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const id = newMessageId()
    expect(id).toMatch(/^msg_[A-Za-z0-9_-]{22}$/)
    const headers = signedHeaders(secret, id, body)
    expect(headers['webhook-id']).toBe(id)
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body))
  })

  it('fails verification for another secret, a changed body or an old timestamp', () => {
    const secret = newEndpointSecret()
    const headers = signedHeaders(secret, newMessageId(), body)
    expect(() => new Webhook(newEndpointSecret()).verify(body, headers)).toThrow()
    expect(() => new Webhook(secret).verify(body.replace('abc', 'abd'), headers)).toThrow()
    const old = signedHeaders(secret, newMessageId(), body, new Date(Date.now() - 10 * 60_000))
    expect(() => new Webhook(secret).verify(body, old)).toThrow()
  })

  it('signs the whole-second timestamp it sends', () => {
    const secret = newEndpointSecret()
    const at = new Date('2026-11-26T04:00:00.987Z')
    const headers = signedHeaders(secret, 'msg_x', body, at)
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)))
    expect(headers['webhook-signature']).toBe(new Webhook(secret).sign('msg_x', new Date('2026-11-26T04:00:00Z'), body))
  })
})
