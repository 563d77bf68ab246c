import { describe, expect, it, vi } from 'vitest'
import { ignoreAbortedLoads } from './aborted-loads.ts'

const event = (reason: unknown) => ({ reason, preventDefault: vi.fn() })

describe('ignoreAbortedLoads', () => {
  it("keeps a load the page gave up on out of the console (the browser's abort, as turbo-stream rejects with it)", () => {
    const controller = new AbortController()
    controller.abort()
    const aborted = event(controller.signal.reason)
    ignoreAbortedLoads(aborted)
    expect(aborted.preventDefault).toHaveBeenCalledOnce()
    const named = event(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }))
    ignoreAbortedLoads(named)
    expect(named.preventDefault).toHaveBeenCalledOnce()
  })

  it('leaves every other failure to be reported: a timeout, a network failure, a bug, a bare value', () => {
    for (const reason of [
      new DOMException('The operation timed out.', 'TimeoutError'),
      new TypeError('Failed to fetch'),
      new Error('Unable to decode turbo-stream response'),
      'AbortError',
      null,
    ]) {
      const other = event(reason)
      ignoreAbortedLoads(other)
      expect(other.preventDefault, String(reason)).not.toHaveBeenCalled()
    }
  })
})
