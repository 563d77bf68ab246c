import { describe, expect, it } from 'vitest'
import { isRowId, MAX_ROW_ID, parseRowId } from './row-id.ts'
import { rowIdSchema } from './row-id-schema.ts'

describe('row ids', () => {
  it('are whole numbers from 1 to the largest PostgreSQL integer', () => {
    expect(MAX_ROW_ID).toBe(2 ** 31 - 1)
    for (const ok of [1, 42, MAX_ROW_ID]) expect(isRowId(ok)).toBe(true)
    for (const bad of [0, -1, 1.5, MAX_ROW_ID + 1, Number.NaN, Number.POSITIVE_INFINITY]) expect(isRowId(bad)).toBe(false)
  })

  it('parse from form text and JSON numbers, refusing anything a query could not take', () => {
    const schema = rowIdSchema()
    expect(schema.parse('7')).toBe(7)
    expect(schema.parse(7)).toBe(7)
    expect(schema.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID)
    for (const bad of ['2147483648', '99999999999999999999', '1e309', '0', '-1', '1.5', 'abc', '']) {
      expect(schema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('answer one message for every way the id is wrong, when given one', () => {
    const schema = rowIdSchema('No design selected')
    for (const bad of ['abc', '0', '1.5', '2147483648']) {
      expect(schema.safeParse(bad).error?.issues[0].message).toBe('No design selected')
    }
  })

  it('parse from text (paths, query parameters, form fields): digits only, within range', () => {
    expect(parseRowId('7')).toBe(7)
    expect(parseRowId('007')).toBe(7)
    expect(parseRowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID)
    for (const bad of ['0', '-1', 'abc', '1.5', '1e3', '', ' 4', '2147483648', '99999999999', null, undefined]) {
      expect(parseRowId(bad), String(bad)).toBeNull()
    }
  })
})
