import { describe, expect, it } from 'vitest'
import { parseDesignId, UpvoteFormSchema } from './upvote.ts'

describe('parseDesignId', () => {
  it('accepts positive integers only', () => {
    expect(parseDesignId('42')).toBe(42)
    for (const bad of ['0', '-1', 'abc', '1.5', '1e3', '', undefined, '99999999999', ' 4']) {
      expect(parseDesignId(bad)).toBeNull()
    }
  })
})

describe('UpvoteFormSchema', () => {
  it('takes upvote or remove', () => {
    expect(UpvoteFormSchema.safeParse({ intent: 'upvote' }).success).toBe(true)
    expect(UpvoteFormSchema.safeParse({ intent: 'remove', redirectTo: '/' }).success).toBe(true)
    expect(UpvoteFormSchema.safeParse({ intent: 'toggle' }).success).toBe(false)
  })
})
