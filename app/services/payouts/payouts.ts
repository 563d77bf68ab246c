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

/** One item of a sent batch as PayPal reports it. */
export interface SentItemStatus {
  /** PayPal's payout_item_id. */
  itemId: string
  /** Our sender_item_id, `<senderBatchId>-<payoutId>`. */
  senderItemId: string
  /** PayPal's transaction_status: SUCCESS, PENDING, UNCLAIMED, RETURNED, DENIED, FAILED... */
  status: string
}

export interface PayoutSender {
  /** 'paypal' for the Payouts API, 'file' for the test-mode bulk-payout file. */
  readonly kind: 'paypal' | 'file'
  /**
   * Sends (or writes) the batch; returns the batch reference to keep on the payouts. `recovered`
   * when the batch had been sent before (a run that crashed after sending) and this is the original.
   */
  send(batch: PayoutBatch): Promise<{ batchId: string; recovered?: boolean }>
  /** Each item of a sent batch and its status; absent when the channel cannot tell (the file). */
  batchStatus?(batchId: string): Promise<SentItemStatus[]>
  /** Cancels an unclaimed item so it can never be claimed; returns the item's new status. */
  cancelUnclaimed?(itemId: string): Promise<string>
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
