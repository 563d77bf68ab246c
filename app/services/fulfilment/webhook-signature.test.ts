import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signPrintifyPayload, verifyPrintifySignature } from './webhook-signature.ts'

const secret = 'whsec_printify_test'
const body = '{"id":"evt_1","type":"order:updated","resource":{"id":"abc","data":{"status":"in-production"}}}'

describe('Printify webhook signatures', () => {
  it('signs as sha256=<hex HMAC-SHA256 of the raw body>', () => {
    const hex = createHmac('sha256', secret).update(body).digest('hex')
    expect(signPrintifyPayload(body, secret)).toBe(`sha256=${hex}`)
  })

  it('accepts the signature of exactly this body', () => {
    expect(verifyPrintifySignature(body, signPrintifyPayload(body, secret), secret)).toBe(true)
    expect(
      verifyPrintifySignature(body, signPrintifyPayload(body, secret).toUpperCase().replace('SHA256', 'sha256'), secret),
    ).toBe(true)
  })

  it('rejects a changed body, another secret, a truncated or missing header, and a missing secret', () => {
    const good = signPrintifyPayload(body, secret)
    expect(verifyPrintifySignature(body.replace('in-production', 'fulfilled'), good, secret)).toBe(false)
    expect(verifyPrintifySignature(body, signPrintifyPayload(body, 'other'), secret)).toBe(false)
    expect(verifyPrintifySignature(body, good.slice(0, -2), secret)).toBe(false)
    expect(verifyPrintifySignature(body, good.replace('sha256=', ''), secret)).toBe(false)
    expect(verifyPrintifySignature(body, null, secret)).toBe(false)
    expect(verifyPrintifySignature(body, good, undefined)).toBe(false)
    expect(verifyPrintifySignature(body, good, '')).toBe(false)
  })
})
