import { describe, expect, it } from 'vitest'
import { isDatabaseConnectionError } from './database-outage.server.ts'

describe('isDatabaseConnectionError', () => {
  it('recognises a refused, dropped or shut-down connection', () => {
    expect(
      isDatabaseConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
    expect(isDatabaseConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(
      isDatabaseConnectionError(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true)
    expect(isDatabaseConnectionError(new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    )
    expect(
      isDatabaseConnectionError(new Error('query failed', { cause: new Error('timeout exceeded when trying to connect') })),
    ).toBe(true)
  })

  it('leaves other failures alone: they stay 500s', () => {
    expect(isDatabaseConnectionError(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false)
    expect(isDatabaseConnectionError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseConnectionError(null)).toBe(false)
    expect(isDatabaseConnectionError('ECONNREFUSED')).toBe(false)
  })
})
