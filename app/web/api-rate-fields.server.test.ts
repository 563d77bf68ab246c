import { describe, expect, it } from 'vitest'
import { fresherOf } from './api-rate-fields.server.ts'

const policy = '"api";q=600;w=60'
const seen = (remaining: number, resetAt: number) => ({ policy, quota: 600, windowSeconds: 60, remaining, resetAt })

describe('fresherOf: the figures kept as what was last counted', () => {
  it('keeps the lower count of one window when an earlier count finishes last', () => {
    expect(fresherOf(seen(134, 60_000), seen(135, 60_400))).toEqual(seen(134, 60_000))
  })
  it('takes the new count when it is lower in the same window', () => {
    expect(fresherOf(seen(135, 60_000), seen(134, 59_600))).toEqual(seen(134, 59_600))
  })
  it('takes a new window whole, though its count is higher', () => {
    expect(fresherOf(seen(2, 1_000), seen(599, 60_900))).toEqual(seen(599, 60_900))
  })
  it('takes the first count, and a count under another policy', () => {
    expect(fresherOf(undefined, seen(10, 5_000))).toEqual(seen(10, 5_000))
    const other = { ...seen(50, 5_000), policy: '"api";q=60;w=60' }
    expect(fresherOf(seen(10, 5_000), other)).toEqual(other)
  })
})
