import { afterEach, describe, expect, it, vi } from 'vitest'
import { leasedVersion } from './leased-version.server.ts'

describe('leasedVersion', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads the stamp once per lease, answers the last one while renewing it, and waits after a write', async () => {
    vi.useFakeTimers()
    // Each read waits until the test answers it.
    const reads: Array<{ resolve: (stamp: string) => void; reject: (error: Error) => void }> = []
    const stamp = leasedVersion(() => new Promise<string>((resolve, reject) => reads.push({ resolve, reject })), 1000)
    const settle = () => vi.advanceTimersByTimeAsync(0)

    // Nothing at hand before the first read, which is shared by whoever asks meanwhile.
    expect(stamp.peek()).toBeNull()
    const first = [stamp.get(), stamp.get()]
    expect(reads).toHaveLength(1)
    reads[0]!.resolve('1')
    expect(await Promise.all(first)).toEqual(['1', '1'])
    expect(stamp.peek()).toBe('1')
    vi.advanceTimersByTime(999)
    expect(await stamp.get()).toBe('1')
    expect(reads).toHaveLength(1)

    // The lease has run out: the last stamp answers at once, and one read renews it.
    vi.advanceTimersByTime(1)
    expect(await Promise.all([stamp.get(), stamp.get()])).toEqual(['1', '1'])
    expect(reads).toHaveLength(2)
    reads[1]!.resolve('2')
    await settle()
    expect(await stamp.get()).toBe('2')

    // A write of this process: the next request waits for a new read.
    stamp.expire()
    expect(stamp.peek()).toBeNull()
    const afterWrite = stamp.get()
    expect(reads).toHaveLength(3)
    reads[2]!.resolve('3')
    expect(await afterWrite).toBe('3')

    // A write while a renewal is under way: the renewal may predate the write, so its stamp is not kept.
    vi.advanceTimersByTime(1000)
    expect(await stamp.get()).toBe('3')
    stamp.expire()
    const afterSecondWrite = stamp.get()
    reads[3]!.resolve('before the write')
    reads[4]!.resolve('4')
    expect(await afterSecondWrite).toBe('4')
    await settle()
    expect(await stamp.get()).toBe('4')

    // A failed renewal: the database is away, and the next request waits and hears so.
    vi.advanceTimersByTime(1000)
    expect(await stamp.get()).toBe('4')
    reads[5]!.reject(new Error('database away'))
    await settle()
    const duringOutage = stamp.get()
    expect(reads).toHaveLength(7)
    reads[6]!.reject(new Error('database away'))
    await expect(duringOutage).rejects.toThrow('database away')
  })

  it('reads per request without a lease, and does not keep a failed read', async () => {
    let reads = 0
    const each = leasedVersion(async () => String(++reads), 0)
    expect([await each.get(), await each.get()]).toEqual(['1', '2'])
    let fail = true
    const flaky = leasedVersion(async () => {
      if (fail) throw new Error('database away')
      return 'ok'
    }, 1000)
    await expect(flaky.get()).rejects.toThrow('database away')
    fail = false
    expect(await flaky.get()).toBe('ok')
  })
})
