import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordSaleCommissions, reverseCommissions } from '../../app/modules/commission/commission.server.ts'
import { runMonthlyPayouts } from '../../app/modules/payout/payout.server.ts'
import { BulkPayoutFileSender } from '../../app/services/payouts/file-sender.server.ts'
import type { PayoutBatch, PayoutSender } from '../../app/services/payouts/payouts.ts'
import { useTestApp } from '../support/test-app.ts'
import { createShopViaApi, seedDesign, seedPaidOrder } from './shops-support.ts'

const t = useTestApp({ signedInAs: { owner: 'payee' } })

async function sale(shopId: number, quantity: number, createdAt: Date) {
  const designId = await seedDesign(t.app.db, t.users.owner.id)
  expect((await t.users.owner.client.json(`/api/shops/${shopId}/designs`, 'POST', { designId })).status).toBe(201)
  const orderId = await seedPaidOrder(t.app.db, [{ designId, quantity, shopId }], createdAt)
  await recordSaleCommissions(t.app.db, orderId)
  await t.app.db.updateTable('commission_entries').set({ created_at: createdAt }).where('order_id', '=', orderId).execute()
  return orderId
}

class RecordingSender implements PayoutSender {
  readonly kind = 'paypal' as const
  batches: PayoutBatch[] = []
  failNext = false
  async send(batch: PayoutBatch) {
    if (this.failNext) {
      this.failNext = false
      throw new Error('PayPal timed out')
    }
    this.batches.push(batch)
    return { batchId: `PAYPAL-${this.batches.length}` }
  }
}

describe('monthly payouts', () => {
  it('pays each shop with a PayPal email its unpaid commission of the month, once', async () => {
    const paid = await createShopViaApi(t.users.owner.client, { name: 'Paid Shop', paypalEmail: 'paid@example.com' })
    const noEmail = await createShopViaApi(t.users.owner.client, { name: 'No Email Shop' })
    const october = new Date('2026-10-15T12:00:00Z')
    await sale(paid.id, 1, october)
    await sale(paid.id, 3, october)
    await sale(noEmail.id, 2, october)
    const november = await sale(paid.id, 1, new Date('2026-11-02T12:00:00Z'))

    const sender = new BulkPayoutFileSender(path.join(t.app.dataDir, 'payouts'))
    const result = await runMonthlyPayouts(t.app.db, '2026-10', sender)
    expect(result.paid).toEqual([
      expect.objectContaining({ shopId: paid.id, paypalEmail: 'paid@example.com', amountCents: 1000 }),
    ])
    expect(result.missingEmail).toEqual([{ shopId: noEmail.id, shopName: 'No Email Shop', amountCents: 500 }])
    expect(result.batch?.kind).toBe('file')
    const file = result.batch!.batchId.slice('file:'.length)
    expect(readFileSync(file, 'utf8')).toMatch(/^paid@example\.com,10\.00,USD,shirtsmith-2026-10-\d+-\d+-\d+,/)

    const commission = await (await t.users.owner.client.get(`/api/shops/${paid.id}/commission`)).json()
    expect(commission.commission).toMatchObject({
      total: 1250,
      paid: 1000,
      unpaid: 250,
      formattedPaid: '$10.00',
      formattedUnpaid: '$2.50',
    })
    const novemberEntry = await t.app.db
      .selectFrom('commission_entries')
      .select('paid_at')
      .where('order_id', '=', november)
      .executeTakeFirstOrThrow()
    expect(novemberEntry.paid_at).toBeNull()

    const again = await runMonthlyPayouts(t.app.db, '2026-10', sender)
    expect(again.paid).toEqual([])
    expect(again.batch).toBeNull()
    const payouts = await t.app.db.selectFrom('payouts').select(['shop_id', 'amount_cents', 'month']).execute()
    expect(payouts).toEqual([{ shop_id: paid.id, amount_cents: 1000, month: '2026-10' }])
  })

  it('nets a refund after a payout against the next month, and resends a batch that failed', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Netting Shop', paypalEmail: 'net@example.com' })
    const refunded = await sale(shop.id, 1, new Date('2026-08-10T12:00:00Z'))
    const sender = new RecordingSender()
    const august = await runMonthlyPayouts(t.app.db, '2026-08', sender)
    expect(august.paid.find((p) => p.shopId === shop.id)?.amountCents).toBe(250)

    await reverseCommissions(t.app.db, refunded)
    await t.app.db
      .updateTable('commission_entries')
      .set({ created_at: new Date('2026-09-01T00:00:00Z') })
      .where('order_id', '=', refunded)
      .where('kind', '=', 'reversal')
      .execute()
    await sale(shop.id, 2, new Date('2026-09-20T12:00:00Z'))

    sender.failNext = true
    await expect(runMonthlyPayouts(t.app.db, '2026-09', sender)).rejects.toThrow('PayPal timed out')
    const pending = await t.app.db
      .selectFrom('payouts')
      .select(['amount_cents', 'batch_id'])
      .where('month', '=', '2026-09')
      .execute()
    expect(pending).toEqual([{ amount_cents: 250, batch_id: null }])

    const retry = await runMonthlyPayouts(t.app.db, '2026-09', sender)
    expect(retry.paid).toEqual([])
    expect(retry.batch?.batchId).toBe(`PAYPAL-${sender.batches.length}`)
    const lastBatch = sender.batches.at(-1)!
    expect(lastBatch.items).toEqual([expect.objectContaining({ paypalEmail: 'net@example.com', amountCents: 250 })])
    expect(
      await t.app.db.selectFrom('payouts').select(['amount_cents', 'batch_id']).where('month', '=', '2026-09').execute(),
    ).toEqual([{ amount_cents: 250, batch_id: retry.batch!.batchId }])
    expect(await runMonthlyPayouts(t.app.db, '2026-09', sender)).toMatchObject({ paid: [], batch: null })
  })

  it('never pays the same entries twice when two runs race', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Race Payout Shop', paypalEmail: 'race@example.com' })
    await sale(shop.id, 4, new Date('2026-07-05T12:00:00Z'))
    const sender = new RecordingSender()
    const results = await Promise.allSettled([
      runMonthlyPayouts(t.app.db, '2026-07', sender),
      runMonthlyPayouts(t.app.db, '2026-07', sender),
    ])
    const paidShops = results.flatMap((r) => (r.status === 'fulfilled' ? r.value.paid : [])).filter((p) => p.shopId === shop.id)
    expect(paidShops).toHaveLength(1)
    expect(paidShops[0].amountCents).toBe(1000)
    const payouts = await t.app.db.selectFrom('payouts').select('amount_cents').where('shop_id', '=', shop.id).execute()
    expect(payouts).toEqual([{ amount_cents: 1000 }])
  })
})
