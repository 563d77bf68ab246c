import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { DB } from '~/utils/db.server.ts'
import type { PaymentIntentSummary, PaymentStatus, TestPaymentProcessor } from './payments.ts'
import { checkCard, outcomeFor } from './test-cards.ts'

type Row = {
  id: string
  client_secret: string
  amount: number
  currency: string
  status: string
  last_error: string | null
  metadata: Record<string, string>
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

const columns = ['id', 'client_secret', 'amount', 'currency', 'status', 'last_error', 'metadata'] as const
const UPDATABLE: PaymentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action']

/**
 * The built-in test-mode card processor: payment intents live in `test_payment_intents` with
 * Stripe's ids, statuses and idempotency; cards are Stripe's test numbers. Only the brand and the
 * last four digits of a card are ever stored.
 */
export function createTestPaymentProcessor(db: DB): TestPaymentProcessor {
  async function find(id: string) {
    const row = await db.selectFrom('test_payment_intents').select(columns).where('id', '=', id).executeTakeFirst()
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
            : { status: 'requires_payment_method', last_error: outcome.message }
      // Only an unfinished intent moves on, so a double submit cannot undo a success.
      const updated = await db
        .updateTable('test_payment_intents')
        .set({ ...base, ...card4, ...next })
        .where('id', '=', id)
        .where('status', 'in', UPDATABLE)
        .returning(columns)
        .executeTakeFirst()
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
