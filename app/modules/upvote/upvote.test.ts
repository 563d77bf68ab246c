import { describe, expect, it } from 'vitest'
import { UpvoteFormSchema } from './upvote.ts'

describe('UpvoteFormSchema', () => {
  it('takes upvote or remove', () => {
    expect(UpvoteFormSchema.safeParse({ intent: 'upvote' }).success).toBe(true)
    expect(UpvoteFormSchema.safeParse({ intent: 'remove', redirectTo: '/' }).success).toBe(true)
    expect(UpvoteFormSchema.safeParse({ intent: 'toggle' }).success).toBe(false)
  })
})
