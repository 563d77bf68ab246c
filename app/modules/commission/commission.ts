import { formatCents } from '~/modules/catalogue/index.ts'

/** A shop's commission as the API and the shop card show it; amounts in cents. */
export interface CommissionSummary {
  total: number
  paid: number
  unpaid: number
  formattedTotal: string
  formattedPaid: string
  formattedUnpaid: string
}

export function summarizeCommission(totalCents: number, paidCents: number): CommissionSummary {
  const unpaid = totalCents - paidCents
  return {
    total: totalCents,
    paid: paidCents,
    unpaid,
    formattedTotal: formatCents(totalCents),
    formattedPaid: formatCents(paidCents),
    formattedUnpaid: formatCents(unpaid),
  }
}

/** The card's paid/pending line: none until something is earned, pending only while owed. */
export function commissionBreakdown(summary: CommissionSummary): string | null {
  if (summary.total <= 0) return null
  const paid = `Paid: ${summary.formattedPaid}`
  return summary.unpaid > 0 ? `${paid} · Pending: ${summary.formattedUnpaid}` : paid
}
