import { describe, expect, it } from 'vitest'
import { LatestLoad } from './latest-load.ts'

/** A LatestLoad whose loads end when the test says: `started` lists the urls sent, `end()` ends the oldest open one. */
function loads() {
  const started: string[] = []
  const open: (() => void)[] = []
  const queue = new LatestLoad((url, done) => {
    started.push(url)
    open.push(done)
  })
  return { started, queue, end: () => open.shift()?.() }
}

describe('LatestLoad', () => {
  it('sends a load at once when none is in flight', () => {
    const { started, queue } = loads()
    queue.ask('/checkout/shipping-preview?shipTo=GB')
    expect(started).toEqual(['/checkout/shipping-preview?shipTo=GB'])
  })

  it('never sends a second load while one is in flight; the newest waiting one goes when it ends', () => {
    const { started, queue, end } = loads()
    queue.ask('?shipTo=US&region=L')
    queue.ask('?shipTo=US&region=LD')
    queue.ask('?shipTo=US&region=LDN')
    expect(started).toEqual(['?shipTo=US&region=L'])
    end()
    expect(started).toEqual(['?shipTo=US&region=L', '?shipTo=US&region=LDN'])
    end()
    expect(started).toHaveLength(2)
  })

  it('does not send what is in flight or was just answered again', () => {
    const { started, queue, end } = loads()
    queue.ask('?shipTo=GB&zip=N1')
    queue.ask('?shipTo=GB&zip=N1')
    end()
    queue.ask('?shipTo=GB&zip=N1')
    expect(started).toEqual(['?shipTo=GB&zip=N1'])
    queue.ask('?shipTo=FR')
    expect(started).toEqual(['?shipTo=GB&zip=N1', '?shipTo=FR'])
  })

  it('drops a wait that came back to what is in flight', () => {
    const { started, queue, end } = loads()
    queue.ask('?shipTo=GB')
    queue.ask('?shipTo=FR')
    queue.ask('?shipTo=GB')
    end()
    expect(started).toEqual(['?shipTo=GB'])
  })

  it('counts a load ending twice (an answer, then a late failure) once', () => {
    const started: string[] = []
    const dones: (() => void)[] = []
    const queue = new LatestLoad((url, done) => {
      started.push(url)
      dones.push(done)
    })
    queue.ask('?shipTo=GB')
    queue.ask('?shipTo=FR')
    queue.ask('?shipTo=DE')
    dones[0]!()
    dones[0]!()
    expect(started).toEqual(['?shipTo=GB', '?shipTo=DE'])
    queue.ask('?shipTo=IE')
    expect(started).toEqual(['?shipTo=GB', '?shipTo=DE'])
  })
})
