import { describe, expect, it } from 'vitest'
import { designFileStem } from './file-stem.server.ts'

describe('the names of files drawn from a design', () => {
  it('carry the id and a digest of the picture key, so another picture gives another name', () => {
    const stem = designFileStem({ id: 42, imageKey: 'designs/0b5e0c8e-5d43-4b0a-9a55-1f0f2b0e6c11.png' })
    expect(stem).toMatch(/^42-[0-9a-f]{16}$/)
    expect(designFileStem({ id: 42, imageKey: 'designs/another.png' })).not.toBe(stem)
    expect(designFileStem({ id: 42, imageKey: 'designs/0b5e0c8e-5d43-4b0a-9a55-1f0f2b0e6c11.png' })).toBe(stem)
  })
})
