import { describe, expect, it } from 'vitest'
import { OFFLINE_STAGES, offlineSnapshotAt, offlineTrackingNumber } from './offline.ts'

const submitted = new Date('2026-01-01T12:00:00Z')
const after = (ms: number) => new Date(submitted.getTime() + ms)

describe('offline fulfilment progress', () => {
  it('goes pending → in production → shipped with tracking → delivered over time', () => {
    expect(offlineSnapshotAt('offline_a', submitted, after(0))).toEqual({
      providerStatus: 'pending',
      shipment: null,
      delivered: false,
    })
    expect(
      offlineSnapshotAt('offline_a', submitted, after(OFFLINE_STAGES.inProductionAfterMs - 1)).providerStatus,
    ).toBe('pending')
    expect(offlineSnapshotAt('offline_a', submitted, after(OFFLINE_STAGES.inProductionAfterMs))).toEqual({
      providerStatus: 'in-production',
      shipment: null,
      delivered: false,
    })
    const shipped = offlineSnapshotAt('offline_a', submitted, after(OFFLINE_STAGES.shippedAfterMs))
    expect(shipped).toMatchObject({ providerStatus: 'fulfilled', delivered: false })
    expect(shipped.shipment).toEqual({ carrier: 'Test Carrier', number: offlineTrackingNumber('offline_a'), url: null })
    expect(offlineSnapshotAt('offline_a', submitted, after(OFFLINE_STAGES.deliveredAfterMs)).delivered).toBe(true)
  })

  it('gives each order its own stable, clearly fake tracking number', () => {
    expect(offlineTrackingNumber('offline_a')).toBe(offlineTrackingNumber('offline_a'))
    expect(offlineTrackingNumber('offline_a')).not.toBe(offlineTrackingNumber('offline_b'))
    expect(offlineTrackingNumber('offline_a')).toMatch(/^TEST\d{10}$/)
  })
})
