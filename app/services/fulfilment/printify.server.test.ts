import { describe, expect, it } from 'vitest'
import { snapshotFromPrintifyOrder } from './printify.server.ts'

describe('snapshotFromPrintifyOrder', () => {
  it('reads the status, the latest shipment and whether every shipment arrived', () => {
    expect(snapshotFromPrintifyOrder({ id: 'p1', status: 'in-production' })).toEqual({
      providerStatus: 'in-production',
      shipment: null,
      delivered: false,
    })
    const shipped = snapshotFromPrintifyOrder({
      id: 'p1',
      status: 'fulfilled',
      shipments: [
        { carrier: 'usps', number: '1', url: 'https://t/1', delivered_at: '2026-01-02' },
        { carrier: 'ups', number: '2', delivered_at: null },
      ],
    })
    expect(shipped).toEqual({
      providerStatus: 'fulfilled',
      shipment: { carrier: 'ups', number: '2', url: null },
      delivered: false,
    })
    const delivered = snapshotFromPrintifyOrder({
      id: 'p1',
      status: 'fulfilled',
      shipments: [{ carrier: 'usps', number: '1', url: 'https://t/1', delivered_at: '2026-01-02' }],
    })
    expect(delivered.delivered).toBe(true)
  })
})
