import { describe, expect, it } from 'vitest'
import { GENERATION_MESSAGES, GenerationError } from '~/services/image-generation/types.ts'
import { isTransientFailure, retryTransient } from './failure.ts'

const generation = (kind: ConstructorParameters<typeof GenerationError>[0], status?: number) =>
  new GenerationError(kind, GENERATION_MESSAGES.provider, status === undefined ? undefined : { status })

describe('transient or permanent failures of a design run', () => {
  it('retries outages: the database or the storage away, slow or failing', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    const s3Unavailable = Object.assign(new Error('ServiceUnavailable'), { $metadata: { httpStatusCode: 503 } })
    const s3Timeout = Object.assign(new Error('Connection timed out after 5000 ms'), { name: 'TimeoutError' })
    const wrapped = new Error('drawing failed', { cause: new Error('Connection terminated unexpectedly') })
    for (const error of [refused, adminShutdown, s3Unavailable, s3Timeout, wrapped]) {
      expect(isTransientFailure(error), String(error)).toBe(true)
    }
  })

  it('fails refusals, bugs and the image service at once (the shopper retries a paid generation)', () => {
    const s3Denied = Object.assign(new Error('AccessDenied'), { $metadata: { httpStatusCode: 403 } })
    const badQuery = Object.assign(new Error('column "nope" does not exist'), { code: '42703' })
    for (const error of [
      generation('timeout'),
      generation('rate_limit', 429),
      generation('provider', 502),
      generation('provider'),
      generation('moderation'),
      generation('quota', 429),
      generation('unavailable', 403),
      generation('provider', 400),
      s3Denied,
      badQuery,
      new TypeError('cannot read properties of undefined'),
      'a string',
      null,
    ]) {
      expect(isTransientFailure(error), String(error)).toBe(false)
    }
  })

  it('tries a step again after each delay while it fails transiently, then gives up', async () => {
    const waits: number[] = []
    const wait = async (ms: number) => void waits.push(ms)
    let calls = 0
    const outage = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })
    // Back after two failures: the third try succeeds.
    const value = await retryTransient(
      async () => {
        if (++calls < 3) throw outage
        return 'saved'
      },
      { delaysMs: [2, 4, 8], wait },
    )
    expect(value).toBe('saved')
    expect(waits).toEqual([2, 4])
    // Never back: one try per delay and one more, then the outage's error.
    calls = 0
    waits.length = 0
    await expect(retryTransient(async () => (calls++, Promise.reject(outage)), { delaysMs: [2, 4, 8], wait })).rejects.toBe(
      outage,
    )
    expect(calls).toBe(4)
    expect(waits).toEqual([2, 4, 8])
    // A refusal is not tried again.
    calls = 0
    const refusal = generation('moderation')
    await expect(retryTransient(async () => (calls++, Promise.reject(refusal)), { delaysMs: [2, 4, 8], wait })).rejects.toBe(
      refusal,
    )
    expect(calls).toBe(1)
  })
})
