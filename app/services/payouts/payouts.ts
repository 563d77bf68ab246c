// Paying creators: the interface every payout channel implements, and the PayPal bulk-payout file.

export interface PayoutItem {
  /** Our payout row id: PayPal's sender_item_id, so a line is traceable both ways. */
  payoutId: number
  shopId: number
  paypalEmail: string
  amountCents: number
}

export interface PayoutBatch {
  /** Deterministic for the same payouts, so a retried send is refused by PayPal as a duplicate. */
  senderBatchId: string
  month: string
  items: PayoutItem[]
}

export interface PayoutSender {
  /** 'paypal' for the Payouts API, 'file' for the test-mode bulk-payout file. */
  readonly kind: 'paypal' | 'file'
  /** Sends (or writes) the batch; returns the batch reference to keep on the payouts. */
  send(batch: PayoutBatch): Promise<{ batchId: string }>
}

export function centsToDecimal(cents: number) {
  return (cents / 100).toFixed(2)
}

function csvField(value: string) {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/**
 * PayPal's bulk-payout upload format (Send Payouts → upload a file): one line per recipient with
 * email, amount, currency, reference and note to the recipient, no header row.
 */
export function bulkPayoutCsv(batch: PayoutBatch) {
  return batch.items
    .map((item) =>
      [
        item.paypalEmail,
        centsToDecimal(item.amountCents),
        'USD',
        `${batch.senderBatchId}-${item.payoutId}`,
        `ShirtSmith commission for ${batch.month} (shop #${item.shopId})`,
      ]
        .map(csvField)
        .join(','),
    )
    .join('\r\n')
    .concat('\r\n')
}
