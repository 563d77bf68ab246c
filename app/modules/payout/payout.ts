// Pure rules of the monthly payout run.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** 'YYYY-MM' → the first instant (UTC) after that month, or null when not a month. */
export function endOfMonth(month: string): Date | null {
  const match = MONTH.exec(month)
  if (!match) return null
  const year = Number(match[1])
  const monthIndex = Number(match[2]) - 1
  return new Date(Date.UTC(year, monthIndex + 1, 1))
}

/** The month before `now`'s month, the one a scheduled run on the 1st pays. */
export function previousMonth(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

/** Parses `--month YYYY-MM` (or `--month=YYYY-MM`); defaults to the previous month. */
export function parsePayoutArgs(argv: string[], now: Date): { month: string } | { error: string } {
  let month: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--month') month = argv[++i]
    else if (arg.startsWith('--month=')) month = arg.slice('--month='.length)
    else return { error: `Unknown argument: ${arg}` }
  }
  month ??= previousMonth(now)
  const end = endOfMonth(month)
  if (!end) return { error: `--month must look like YYYY-MM, got "${month}"` }
  if (end.getTime() > now.getTime()) return { error: `${month} has not ended yet; commission is paid once a month is over.` }
  return { month }
}

/**
 * PayPal holds an unclaimed item for 30 days for the receiver to claim, then returns the money by
 * itself (RETURNED). The store waits that long and a few days more; only an item still unclaimed after
 * this is cancelled by the store, so that it cannot be claimed after being paid again.
 */
export const UNCLAIMED_CANCEL_AFTER_DAYS = 35

/** PayPal returns a payout item nobody claimed to the sender after this many days (Payouts docs). */
export const PAYPAL_UNCLAIMED_RETURN_DAYS = 30

/** When PayPal returns an item sent at `sentAt` if it is still unclaimed. */
export function unclaimedReturnDate(sentAt: Date): Date {
  return new Date(sentAt.getTime() + PAYPAL_UNCLAIMED_RETURN_DAYS * 24 * 60 * 60 * 1000)
}

/** Whether an item sent at `sentAt` and still unclaimed at `now` is past PayPal's 30 days and our grace. */
export function unclaimedPastGrace(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() >= UNCLAIMED_CANCEL_AFTER_DAYS * 24 * 60 * 60 * 1000
}

/**
 * What a PayPal item's transaction_status means for the commission it carried:
 * - paid: SUCCESS, the money reached the creator;
 * - unclaimed: UNCLAIMED, the creator has not claimed it yet; it is left waiting for the claim until
 *   PayPal returns it (RETURNED, after 30 days) or the grace period ends;
 * - returned: RETURNED, DENIED, FAILED, BLOCKED, REFUNDED, REVERSED: the money did not stay with the
 *   creator, so the entries go back to unpaid and are paid again by a later run;
 * - pending: anything else (PENDING, ONHOLD, NEW...), asked again on the next reconciliation.
 */
export function payoutItemOutcome(status: string): 'paid' | 'unclaimed' | 'returned' | 'pending' {
  switch (status.toUpperCase()) {
    case 'SUCCESS':
      return 'paid'
    case 'UNCLAIMED':
      return 'unclaimed'
    case 'RETURNED':
    case 'DENIED':
    case 'FAILED':
    case 'BLOCKED':
    case 'REFUNDED':
    case 'REVERSED':
      return 'returned'
    default:
      return 'pending'
  }
}

/** Our payout id from a sender_item_id `<senderBatchId>-<payoutId>`, or null. */
export function payoutIdOfItem(senderItemId: string): number | null {
  const match = /-(\d+)$/.exec(senderItemId)
  return match ? Number(match[1]) : null
}

/** The batch id is deterministic for the same unsent payouts, so a resend is a PayPal duplicate. */
export function senderBatchIdFor(month: string, payoutIds: number[]) {
  return `shirtsmith-${month}-${payoutIds[0]}-${payoutIds[payoutIds.length - 1]}`
}
