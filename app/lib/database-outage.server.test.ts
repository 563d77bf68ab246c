import { describe, expect, it, vi } from 'vitest'
import { logger } from './logger.server.ts'
import {
  databaseRecentlyLost,
  isDatabaseConnectionError,
  logBackgroundFailure,
  noteDatabaseOutage,
  OUTAGE_WINDOW_MS,
} from './database-outage.server.ts'

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

  it('recognises the errors of the first second of a cut: a reset socket and pg closing the connection', () => {
    // What pg and Node raise when the connection drops mid-query, before any reconnect is refused.
    const reset = Object.assign(new Error('read ECONNRESET'), { errno: -104, code: 'ECONNRESET', syscall: 'read' })
    expect(isDatabaseConnectionError(reset)).toBe(true)
    expect(isDatabaseConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseConnectionError(new Error('Connection terminated due to connection timeout'))).toBe(true)
    expect(isDatabaseConnectionError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true)
    // Kysely hands on the driver's error as it is; a wrapper names it as its cause.
    expect(isDatabaseConnectionError(new Error('query failed', { cause: reset }))).toBe(true)
  })

  it('recognises a server that refuses more connections, or a name that cannot be resolved for now', () => {
    expect(isDatabaseConnectionError(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toBe(true)
    expect(isDatabaseConnectionError(Object.assign(new Error('getaddrinfo EAI_AGAIN db'), { code: 'EAI_AGAIN' }))).toBe(true)
  })

  it('leaves other failures alone: they stay 500s', () => {
    expect(isDatabaseConnectionError(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false)
    expect(isDatabaseConnectionError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseConnectionError(null)).toBe(false)
    expect(isDatabaseConnectionError('ECONNREFUSED')).toBe(false)
    // An HTTP provider's timeout is transient, but it is not the database being away.
    expect(isDatabaseConnectionError(Object.assign(new Error('The operation timed out'), { name: 'TimeoutError' }))).toBe(false)
  })
})

describe('noteDatabaseOutage', () => {
  it('opens the outage window and logs it once, at warn, without a stack, until the window closes', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const lost = new Error('Connection terminated unexpectedly')
    const start = Date.now() + 60_000
    expect(noteDatabaseOutage(lost, start)).toBe(true)
    expect(noteDatabaseOutage(lost, start + 100)).toBe(true)
    expect(noteDatabaseOutage(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), start + 200)).toBe(true)
    expect(databaseRecentlyLost(start + 300)).toBe(true)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(warn.mock.calls[0])).not.toMatch(/stack|\bat /)
    expect(error).not.toHaveBeenCalled()
    // A new outage after the window closed is logged again.
    expect(databaseRecentlyLost(start + 200 + OUTAGE_WINDOW_MS)).toBe(false)
    expect(noteDatabaseOutage(lost, start + 200 + OUTAGE_WINDOW_MS)).toBe(true)
    expect(warn).toHaveBeenCalledTimes(2)
    // A bad query is no outage: nothing noted, nothing logged.
    expect(noteDatabaseOutage(Object.assign(new Error('duplicate key value'), { code: '23505' }), start + 100_000)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
    error.mockRestore()
  })
})

describe('logBackgroundFailure', () => {
  it('logs a background loop that meets the database away as the outage, once at warn, never at error or with a stack', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const debug = vi.spyOn(logger, 'debug').mockImplementation(() => undefined)
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    // Long after the outages above: a new window.
    const start = Date.now() + 600_000
    // The job queue's lease renewals and the design-job sweep, every few seconds through a cut.
    for (let sweep = 0; sweep < 6; sweep += 1) {
      logBackgroundFailure(refused, 'job queue error', { now: start + sweep * 1_000 })
      logBackgroundFailure(refused, 'design job leases not checked', { level: 'warn', now: start + sweep * 1_000 + 500 })
    }
    expect(error).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[1]).toMatch(/^database unreachable/)
    expect(JSON.stringify([...warn.mock.calls, ...debug.mock.calls])).not.toMatch(/stack|\bat /)
    expect(debug).toHaveBeenCalledWith({ reason: refused.message }, 'job queue error: database unreachable')

    // A bug in a loop is still an error with its stack, or a warning where the caller says so.
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')")
    logBackgroundFailure(bug, 'job queue error', { now: start + 100_000 })
    expect(error).toHaveBeenCalledWith({ err: bug }, 'job queue error')
    logBackgroundFailure(bug, 'design job leases not checked', { level: 'warn', now: start + 100_000 })
    expect(warn).toHaveBeenLastCalledWith({ err: bug }, 'design job leases not checked')
    for (const spy of [warn, error, debug]) spy.mockRestore()
  })
})
