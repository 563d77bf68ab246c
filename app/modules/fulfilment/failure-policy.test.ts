import { describe, expect, it } from 'vitest'
import { FulfilmentError } from '~/services/fulfilment/fulfilment.ts'
import { MAX_ATTEMPTS, failureOutcome } from './failure-policy.ts'

const noJitter = () => 0.5

describe('failureOutcome', () => {
  it('retries a transient failure (timeout, 5xx, 429) with a growing delay', () => {
    const first = failureOutcome(new FulfilmentError('503', true, 503), 0, noJitter)
    const second = failureOutcome(new FulfilmentError('429', true, 429), 1, noJitter)
    expect(first).toEqual({ kind: 'retry', attempts: 1, delayMs: 15_000 })
    expect(second).toEqual({ kind: 'retry', attempts: 2, delayMs: 30_000 })
  })

  it('treats an error that is not a FulfilmentError (a dropped connection) as transient', () => {
    expect(failureOutcome(new Error('ECONNRESET'), 3, noJitter).kind).toBe('retry')
  })

  it('gives up at once on a permanent failure such as a 400 for a bad address', () => {
    expect(failureOutcome(new FulfilmentError('400 address invalid', false, 400), 0)).toEqual({
      kind: 'dead',
      attempts: 1,
      reason: 'permanent',
    })
  })

  it('gives up on a transient failure after MAX_ATTEMPTS tries', () => {
    expect(failureOutcome(new FulfilmentError('503', true), MAX_ATTEMPTS - 2).kind).toBe('retry')
    expect(failureOutcome(new FulfilmentError('503', true), MAX_ATTEMPTS - 1)).toEqual({
      kind: 'dead',
      attempts: MAX_ATTEMPTS,
      reason: 'exhausted',
    })
  })
})
