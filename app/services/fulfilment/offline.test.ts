import { describe, expect, it } from 'vitest'
import { OFFLINE_STAGES, offlineSnapshotAt, offlineTrackingNumber } from './offline.ts'
import { OfflineFulfilment } from './offline.server.ts'

const submitted = new Date('2026-01-01T12:00:00Z')
const after = (ms: number) => new Date(submitted.getTime() + ms)

describe('offline fulfilment progress', () => {
  it('goes pending → in production → shipped with tracking → delivered over time', () => {
    expect(offlineSnapshotAt('offline_a', submitted, after(0))).toEqual({
      providerStatus: 'pending',
      shipment: null,
      delivered: false,
    })
    expect(offlineSnapshotAt('offline_a', submitted, after(OFFLINE_STAGES.inProductionAfterMs - 1)).providerStatus).toBe(
      'pending',
    )
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

describe('canceling an offline order', () => {
  const cancelAt = (ms: number) =>
    new OfflineFulfilment(() => after(ms)).cancelOrder({
      fulfilmentOrderId: 'offline_a',
      publicId: 'a',
      submittedAt: submitted,
    })

  it('cancels while the order is still pending', async () => {
    expect(await cancelAt(0)).toBe('canceled')
    expect(await cancelAt(OFFLINE_STAGES.inProductionAfterMs - 1)).toBe('canceled')
  })

  it('is too late once the order would be in production', async () => {
    expect(await cancelAt(OFFLINE_STAGES.inProductionAfterMs)).toBe('too-late')
    expect(await cancelAt(OFFLINE_STAGES.shippedAfterMs)).toBe('too-late')
  })
})
