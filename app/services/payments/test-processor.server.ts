import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import {
  PaymentProcessorError,
  type PaymentIntentSummary,
  type PaymentStatus,
  type SettledListener,
  type TestPaymentProcessor,
} from './payments.ts'
import { checkCard, outcomeFor } from './test-cards.ts'

type Row = {
  id: string
  client_secret: string
  amount: number
  currency: string
  status: string
  last_error: string | null
  metadata: Record<string, string>
  updated_at: Date
}

function summary(row: Row): PaymentIntentSummary {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentStatus,
    metadata: row.metadata ?? {},
    lastError: row.last_error,
  }
}

const columns = ['id', 'client_secret', 'amount', 'currency', 'status', 'last_error', 'metadata', 'updated_at'] as const
const UPDATABLE: PaymentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action']

/** How long a processing test payment takes to settle (Stripe's delayed test bank accounts take minutes). */
export const TEST_SETTLE_AFTER_MS = 2_000

/**
 * The built-in test-mode card processor: payment intents live in `test_payment_intents` with
 * Stripe's ids, statuses and idempotency; cards are Stripe's test numbers (plus the store's own number
 * that stays processing). Only the brand and the last four digits of a card are ever stored.
 *
 * A processing payment settles `settleAfterMs` after its confirmation: a timer settles it and tells
 * `onSettled` (this processor's webhook), and any read after that time settles it too, so a restart in
 * between loses nothing.
 */
export function createTestPaymentProcessor(
  db: DB,
  { settleAfterMs = TEST_SETTLE_AFTER_MS, onSettled = () => {} }: { settleAfterMs?: number; onSettled?: SettledListener } = {},
): TestPaymentProcessor {
  /** Moves a processing intent that is due to succeeded; tells the listeners when this call did it. */
  async function settle(id: string, dueOnly: boolean) {
    let update = db
      .updateTable('test_payment_intents')
      .set({ status: 'succeeded', last_error: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'processing')
    if (dueOnly) update = update.where('updated_at', '<=', sql<Date>`now() - make_interval(secs => ${settleAfterMs / 1000})`)
    const row = await update.returning(columns).executeTakeFirst()
    if (!row) return null
    const settled = summary(row as Row)
    Promise.resolve()
      .then(() => onSettled(settled))
      .catch((error: unknown) => logger.error({ err: error, paymentId: id }, 'settled test payment not handled'))
    return row as Row
  }

  function settleLater(id: string) {
    setTimeout(() => {
      settle(id, false).catch((error: unknown) => logger.warn({ err: error, paymentId: id }, 'test payment did not settle'))
    }, settleAfterMs).unref()
  }

  async function find(id: string) {
    const row = await db.selectFrom('test_payment_intents').select(columns).where('id', '=', id).executeTakeFirst()
    if (row?.status === 'processing') return (await settle(id, true)) ?? (row as Row)
    return row ? (row as Row) : null
  }

  async function findWithSecret(id: string, clientSecret: string) {
    const row = await find(id)
    return row && row.client_secret === clientSecret ? row : null
  }

  return {
    kind: 'test',
    async createPaymentIntent({ amount, currency, metadata, idempotencyKey }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`
      const inserted = await db
        .insertInto('test_payment_intents')
        .values({
          id,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amount,
          currency,
          status: 'requires_payment_method',
          idempotency_key: idempotencyKey,
          metadata: JSON.stringify(metadata),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning(columns)
        .executeTakeFirst()
      if (inserted) return summary(inserted as Row)
      // Same idempotency key: answer the intent made the first time, like Stripe does.
      const existing = await db
        .selectFrom('test_payment_intents')
        .select(columns)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow()
      return summary(existing as Row)
    },

    async updatePaymentIntentAmount(id, amount) {
      const row = await db
        .updateTable('test_payment_intents')
        .set({ amount, updated_at: sql`now()` })
        .where('id', '=', id)
        .where('status', 'in', UPDATABLE)
        .returning(columns)
        .executeTakeFirst()
      if (!row) throw new Error(`Payment intent ${id} can no longer be updated`)
      return summary(row as Row)
    },

    async retrievePaymentIntent(id) {
      const row = await find(id)
      return row ? summary(row) : null
    },

    // Refunds of a succeeded test payment, never more than was paid; one per idempotency key.
    async refund({ paymentId, amount, idempotencyKey }) {
      return db.transaction().execute(async (trx) => {
        const intent = await trx
          .selectFrom('test_payment_intents')
          .select(['id', 'amount', 'status'])
          .where('id', '=', paymentId)
          .forUpdate()
          .executeTakeFirst()
        if (!intent || intent.status !== 'succeeded') throw new PaymentProcessorError(`Payment ${paymentId} cannot be refunded`)
        const earlier = await trx
          .selectFrom('test_payment_refunds')
          .select(['id', 'amount'])
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst()
        const refunded = async () =>
          Number(
            (
              await trx
                .selectFrom('test_payment_refunds')
                .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
                .where('payment_intent_id', '=', paymentId)
                .executeTakeFirstOrThrow()
            ).total,
          )
        if (earlier) return { id: earlier.id, amount: earlier.amount, status: 'succeeded', totalRefunded: await refunded() }
        if (!Number.isInteger(amount) || amount <= 0 || (await refunded()) + amount > intent.amount) {
          throw new PaymentProcessorError(`Refund of ${amount} exceeds what is left of payment ${paymentId}`)
        }
        const id = `re_test_${randomBytes(12).toString('hex')}`
        await trx
          .insertInto('test_payment_refunds')
          .values({ id, payment_intent_id: paymentId, amount, idempotency_key: idempotencyKey })
          .execute()
        return { id, amount, status: 'succeeded', totalRefunded: await refunded() }
      })
    },

    async confirmWithCard(id, clientSecret, card) {
      const row = await findWithSecret(id, clientSecret)
      if (!row) return null
      if (row.status === 'succeeded' || row.status === 'canceled' || row.status === 'processing') return summary(row)
      const checked = checkCard(card)
      const base = { updated_at: sql<Date>`now()` }
      if (!checked.ok) {
        const updated = await db
          .updateTable('test_payment_intents')
          .set({ ...base, status: 'requires_payment_method', last_error: checked.message })
          .where('id', '=', id)
          .returning(columns)
          .executeTakeFirstOrThrow()
        return summary(updated as Row)
      }
      const outcome = outcomeFor(checked.number)
      const card4 = { card_brand: checked.brand, card_last4: checked.last4 }
      const next =
        outcome.kind === 'succeed'
          ? { status: 'succeeded', last_error: null }
          : outcome.kind === 'authenticate'
            ? { status: 'requires_action', last_error: null }
            : outcome.kind === 'processing'
              ? { status: 'processing', last_error: null }
              : { status: 'requires_payment_method', last_error: outcome.message }
      // Only an unfinished intent moves on, so a double submit cannot undo a success.
      const updated = await db
        .updateTable('test_payment_intents')
        .set({ ...base, ...card4, ...next })
        .where('id', '=', id)
        .where('status', 'in', UPDATABLE)
        .returning(columns)
        .executeTakeFirst()
      if (updated?.status === 'processing') settleLater(id)
      return summary((updated ?? (await find(id))!) as Row)
    },

    async completeAuthentication(id, clientSecret, passed) {
      const row = await findWithSecret(id, clientSecret)
      if (!row) return null
      if (row.status !== 'requires_action') return summary(row)
      const updated = await db
        .updateTable('test_payment_intents')
        .set({
          updated_at: sql`now()`,
          status: passed ? 'succeeded' : 'requires_payment_method',
          last_error: passed
            ? null
            : 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        })
        .where('id', '=', id)
        .where('status', '=', 'requires_action')
        .returning(columns)
        .executeTakeFirst()
      return summary((updated ?? (await find(id))!) as Row)
    },
  }
}
