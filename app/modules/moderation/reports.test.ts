import { describe, expect, it } from 'vitest'
import { ReportSchema, shouldHold } from './reports.ts'

describe('shouldHold', () => {
  it('holds a design at once for a personal photo', () => {
    expect(shouldHold([{ reason: 'personal_photo' }], 1)).toBe(true)
  })
  it('holds other reasons only from three distinct reporters', () => {
    expect(shouldHold([{ reason: 'hateful' }, { reason: 'other' }], 2)).toBe(false)
    expect(shouldHold([{ reason: 'hateful' }, { reason: 'other' }, { reason: 'copyright' }], 3)).toBe(true)
  })
})

describe('ReportSchema', () => {
  it('accepts a known reason and trims an empty note to null', () => {
    expect(ReportSchema.parse({ designId: '7', reason: 'sexual', note: '  ' })).toEqual({
      designId: 7,
      reason: 'sexual',
      note: null,
    })
  })
  it('refuses an unknown reason', () => {
    expect(ReportSchema.safeParse({ designId: '7', reason: 'boring' }).success).toBe(false)
  })
})
