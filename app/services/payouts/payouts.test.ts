import { describe, expect, it } from 'vitest'
import { bulkPayoutCsv, centsToDecimal } from './payouts.ts'

describe('bulkPayoutCsv', () => {
  it('writes one PayPal bulk-payout line per payout, amounts in dollars', () => {
    const csv = bulkPayoutCsv({
      senderBatchId: 'shirtsmith-2026-10-1-2',
      month: '2026-10',
      items: [
        { payoutId: 1, shopId: 7, paypalEmail: 'a@example.com', amountCents: 750 },
        { payoutId: 2, shopId: 9, paypalEmail: 'b,"x"@example.com', amountCents: 250 },
      ],
    })
    expect(csv.split('\r\n')).toEqual([
      'a@example.com,7.50,USD,shirtsmith-2026-10-1-2-1,ShirtSmith commission for 2026-10 (shop #7)',
      '"b,""x""@example.com",2.50,USD,shirtsmith-2026-10-1-2-2,ShirtSmith commission for 2026-10 (shop #9)',
      '',
    ])
  })

  it('formats cents as a two-decimal amount', () => {
    expect(centsToDecimal(250)).toBe('2.50')
    expect(centsToDecimal(12345)).toBe('123.45')
  })
})
