import { describe, expect, it } from 'vitest'
import { requestLogLevel } from './request-logging.server.ts'

describe('requestLogLevel', () => {
  it('writes error lines only for failures of the store: a 503 warns, a 4xx informs', () => {
    expect(requestLogLevel(200)).toBe('info')
    expect(requestLogLevel(302)).toBe('info')
    expect(requestLogLevel(400)).toBe('info')
    expect(requestLogLevel(404, new Error('No route matches URL'))).toBe('info')
    expect(requestLogLevel(429)).toBe('info')
    expect(requestLogLevel(503, new Error('failed with status code 503'))).toBe('warn')
    expect(requestLogLevel(500)).toBe('error')
    expect(requestLogLevel(502)).toBe('error')
  })
})
