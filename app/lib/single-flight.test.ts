import { describe, expect, it } from 'vitest'
import { singleFlight } from './single-flight.ts'

describe('singleFlight', () => {
  it('runs the work once for callers that ask while it runs, and again once it has settled', async () => {
    const once = singleFlight<number>()
    let runs = 0
    let finish!: (value: number) => void
    const work = () => {
      runs++
      return new Promise<number>((resolve) => (finish = resolve))
    }
    const first = once('a', work)
    const second = once('a', work)
    finish(7)
    expect(await Promise.all([first, second])).toEqual([7, 7])
    expect(runs).toBe(1)
    const third = once('a', work)
    finish(8)
    expect(await third).toBe(8)
    expect(runs).toBe(2)
  })

  it('keeps keys apart and does not remember a failure', async () => {
    const once = singleFlight<string>()
    await expect(once('x', () => Promise.reject(new Error('away')))).rejects.toThrow('away')
    expect(await once('x', async () => 'back')).toBe('back')
    expect(await Promise.all([once('p', async () => 'p'), once('q', async () => 'q')])).toEqual(['p', 'q'])
  })
})
