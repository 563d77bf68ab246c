import { describe, expect, it } from 'vitest'
import { loggedFailure } from './transient-error.ts'

describe('loggedFailure', () => {
  it('logs a refused connection by its message alone, and any other failure whole', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(loggedFailure(refused)).toEqual({ reason: 'connect ECONNREFUSED 127.0.0.1:5432' })
    const bug = new TypeError('x is not a function')
    expect(loggedFailure(bug)).toEqual({ err: bug })
  })
})
