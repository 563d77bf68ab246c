import { formatPrice } from '~/modules/pricing/index.ts'

// Pure discount code rules (ADR 160). Every amount is an integer number of cents.
//
// How a code combines with the quantity discount (5/10/15% off at 5/10/25 shirts): the quantity
// discount comes first, on the subtotal; the code applies to what the shirts cost after it. A percent
// code takes round-half-up of that amount times its percent, to the cent; a fixed code takes its
// amount, but never more than the shirts cost after the quantity discount, so the goods never go
// below $0. Shipping is never discounted. The minimum subtotal is compared with the subtotal before
// any discount (the "Subtotal" line the shopper sees).

export type CodeKind = 'percent' | 'fixed'

export interface DiscountCodeRecord {
  id: number
  code: string
  kind: CodeKind
  percentOff: number | null
  amountOffCents: number | null
  startsAt: Date
  endsAt: Date | null
  maxUses: number | null
  uses: number
  oncePerCustomer: boolean
  minSubtotalCents: number
  deactivatedAt: Date | null
}

/** Why a code does not apply; each has its own message and its own /api problem code. */
export type CodeRefusal = 'unknown' | 'expired' | 'not-started' | 'used-up' | 'already-used' | 'below-minimum'

export const CODE_PROBLEM_CODES: Record<CodeRefusal, string> = {
  unknown: 'discount_code_invalid',
  expired: 'discount_code_expired',
  'not-started': 'discount_code_not_started',
  'used-up': 'discount_code_used_up',
  'already-used': 'discount_code_already_used',
  'below-minimum': 'discount_code_below_minimum',
}

/** Codes are typed by people: spaces around them are dropped and case does not matter. */
export function normalizeCode(value: string): string {
  return value.trim().toUpperCase()
}

export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/

/** The shopper's message for a refused code. */
export function refusalMessage(
  refusal: CodeRefusal,
  code: string,
  record?: Pick<DiscountCodeRecord, 'startsAt' | 'minSubtotalCents'> | null,
): string {
  switch (refusal) {
    case 'unknown':
      return `"${code}" is not a valid discount code`
    case 'expired':
      return `The code ${code} has expired`
    case 'not-started':
      return record
        ? `The code ${code} is not valid yet: it starts ${record.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
        : `The code ${code} is not valid yet`
    case 'used-up':
      return `The code ${code} has been used up`
    case 'already-used':
      return `You have already used the code ${code}: it is once per customer`
    case 'below-minimum':
      return record
        ? `The code ${code} needs a subtotal of at least ${formatPrice(record.minSubtotalCents)}`
        : `The subtotal is below the code ${code}'s minimum`
  }
}

/**
 * Whether `record` applies now: unknown or deactivated codes are refused first, then the dates
 * (the start is included, the end is not), the total uses, the customer's own use, the minimum.
 */
export function checkCode(
  record: DiscountCodeRecord | null,
  { now, subtotalCents, usedByCustomer }: { now: Date; subtotalCents: number; usedByCustomer: boolean },
): { ok: true } | { ok: false; refusal: CodeRefusal } {
  if (!record) return { ok: false, refusal: 'unknown' }
  if (record.deactivatedAt || (record.endsAt && now.getTime() >= record.endsAt.getTime()))
    return { ok: false, refusal: 'expired' }
  if (now.getTime() < record.startsAt.getTime()) return { ok: false, refusal: 'not-started' }
  if (record.maxUses !== null && record.uses >= record.maxUses) return { ok: false, refusal: 'used-up' }
  if (record.oncePerCustomer && usedByCustomer) return { ok: false, refusal: 'already-used' }
  if (subtotalCents < record.minSubtotalCents) return { ok: false, refusal: 'below-minimum' }
  return { ok: true }
}

/**
 * What the code takes off `goodsCents` (the shirts after the quantity discount): round half up of
 * goods × percent / 100 in integer arithmetic, or the fixed amount capped at the goods.
 */
export function codeDiscountCents(
  record: Pick<DiscountCodeRecord, 'kind' | 'percentOff' | 'amountOffCents'>,
  goodsCents: number,
): number {
  const goods = Math.max(0, Math.trunc(goodsCents))
  if (record.kind === 'percent') return Math.min(goods, Math.floor((goods * (record.percentOff ?? 0) + 50) / 100))
  return Math.min(goods, record.amountOffCents ?? 0)
}

/** How the code reads in the summary: "SAVE10 (10% off)" or "FIVE ($5.00 off)". */
export function describeCode(record: Pick<DiscountCodeRecord, 'code' | 'kind' | 'percentOff' | 'amountOffCents'>): string {
  return record.kind === 'percent'
    ? `${record.code} (${record.percentOff}% off)`
    : `${record.code} (${formatPrice(record.amountOffCents ?? 0)} off)`
}
