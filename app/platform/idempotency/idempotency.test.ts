import { describe, expect, it } from 'vitest'
import { judgeExistingKey, keepsAnswer, requestFingerprint, validIdempotencyKey, type StoredKey } from './idempotency.ts'

describe('idempotency keys', () => {
  it('are 1 to 255 visible ASCII characters', () => {
    expect(validIdempotencyKey('3f2a9c1e-7b4d-4e8a-9f00-1c2d3e4f5a6b')).toBe(true)
    expect(validIdempotencyKey('')).toBe(false)
    expect(validIdempotencyKey('a'.repeat(256))).toBe(false)
    expect(validIdempotencyKey('has space')).toBe(false)
    expect(validIdempotencyKey('é')).toBe(false)
  })

  it('fingerprint method, path and body', () => {
    const base = requestFingerprint('POST', '/api/shops', '{"name":"Fox"}')
    expect(requestFingerprint('post', '/api/shops', '{"name":"Fox"}')).toBe(base)
    expect(requestFingerprint('POST', '/api/shops', '{"name":"Owl"}')).not.toBe(base)
    expect(requestFingerprint('POST', '/api/shops/1/designs', '{"name":"Fox"}')).not.toBe(base)
  })

  it('keep successes only', () => {
    expect(keepsAnswer(201)).toBe(true)
    expect(keepsAnswer(200)).toBe(true)
    for (const status of [202, 400, 402, 404, 409, 429, 500, 502]) expect(keepsAnswer(status)).toBe(false)
  })

  it('replay a finished request, refuse another body, hold a running one, forget old ones', () => {
    const now = new Date('2026-11-24T12:00:00Z')
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000)
    const stored = (over: Partial<StoredKey> = {}): StoredKey => ({
      request_hash: 'h1',
      state: 'done',
      created_at: minutesAgo(1),
      expires_at: new Date(now.getTime() + 60_000),
      ...over,
    })
    expect(judgeExistingKey(stored(), 'h1', now)).toBe('replay')
    expect(judgeExistingKey(stored(), 'h2', now)).toBe('mismatch')
    expect(judgeExistingKey(stored({ state: 'running' }), 'h1', now)).toBe('running')
    expect(judgeExistingKey(stored({ state: 'running' }), 'h2', now)).toBe('mismatch')
    expect(judgeExistingKey(stored({ state: 'running', created_at: minutesAgo(11) }), 'h1', now)).toBe('expired')
    expect(judgeExistingKey(stored({ expires_at: now }), 'h2', now)).toBe('expired')
  })
})
