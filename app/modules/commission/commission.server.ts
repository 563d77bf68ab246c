import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'

// CONTRACT (owned by the shops work, issue 6; called by the order work, issue 5).

/** 250 cents per shirt. */
export const COMMISSION_PER_SHIRT_CENTS = 250

/**
 * Records the commission ledger entries for a paid order, inside the order's own transaction:
 * one `sale` entry per order item whose design is published in a shop. Idempotent.
 */
export async function recordSaleCommissions(_trx: Transaction<Database> | Kysely<Database>, _orderId: number) {}

/** Reverses the order's sale entries (refund), inside the refund's transaction. Idempotent. */
export async function reverseCommissions(_trx: Transaction<Database> | Kysely<Database>, _orderId: number) {}
