import { describe, expect, it } from 'vitest'
import { currentContext, currentRequestId, requestIdFrom, runWithContext } from './request-context.server.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('requestIdFrom', () => {
  it('keeps a plain id from a client or proxy', () => {
    expect(requestIdFrom('abc-123')).toBe('abc-123')
    expect(requestIdFrom('nginx:5f2b.7_x')).toBe('nginx:5f2b.7_x')
    expect(requestIdFrom('a'.repeat(128))).toBe('a'.repeat(128))
    expect(requestIdFrom(['first', 'second'])).toBe('first')
  })

  it('makes a new UUID when there is none or it is unsafe', () => {
    for (const bad of [undefined, '', 'a'.repeat(129), 'has space', 'quote"d', 'new\nline', '{"json":1}', 'é']) {
      const id = requestIdFrom(bad)
      expect(id, String(bad)).toMatch(UUID)
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined))
  })
})

describe('request context', () => {
  it('is seen by code awaited inside the run and not outside it', async () => {
    expect(currentContext()).toBeUndefined()
    const seen = await runWithContext({ requestId: 'r1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      return currentRequestId()
    })
    expect(seen).toBe('r1')
    expect(currentRequestId()).toBeUndefined()
  })
})
