import { describe, expect, expectTypeOf, it } from 'vitest'
import { formIntent } from './intent.ts'

describe('formIntent', () => {
  const INTENTS = ['create', 'delete'] as const
  const form = (intent?: string) => {
    const data = new FormData()
    if (intent !== undefined) data.set('intent', intent)
    return data
  }

  it("reads one of the route's intents, typed as their union, and nothing else", () => {
    expect(formIntent(form('create'), INTENTS)).toBe('create')
    expect(formIntent(form('delete'), INTENTS)).toBe('delete')
    expect(formIntent(form('drop'), INTENTS)).toBeNull()
    expect(formIntent(form(), INTENTS)).toBeNull()
    expectTypeOf(formIntent(form('create'), INTENTS)).toEqualTypeOf<'create' | 'delete' | null>()
  })
})
