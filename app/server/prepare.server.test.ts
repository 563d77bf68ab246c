import { describe, expect, it, vi } from 'vitest'
import { logger } from '~/lib/logger.server.ts'
import { untilDatabaseAnswers } from './prepare.server.ts'

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

describe('untilDatabaseAnswers', () => {
  it('waits for a database that is away, longer each time up to the cap, and goes on once it answers', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const waits: number[] = []
    let calls = 0
    const result = await untilDatabaseAnswers(
      async () => {
        calls += 1
        // A migration wraps the driver's error and keeps it as its cause.
        if (calls < 6) throw new Error('Migration 0001 failed: Error: connect ECONNREFUSED', { cause: refused() })
        return 'prepared'
      },
      { firstDelayMs: 500, maxDelayMs: 3000, sleep: async (ms) => void waits.push(ms) },
    )
    expect(result).toBe('prepared')
    expect(waits).toEqual([500, 1000, 2000, 3000, 3000])
    expect(warn).toHaveBeenCalledTimes(5)
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/stack/)
    warn.mockRestore()
  })

  it('ends the start at once on any other failure', async () => {
    const sleep = vi.fn(async () => undefined)
    const broken = new Error('Migration 0042 failed: syntax error at or near "tabel"')
    await expect(untilDatabaseAnswers(() => Promise.reject(broken), { sleep })).rejects.toBe(broken)
    expect(sleep).not.toHaveBeenCalled()
  })
})
