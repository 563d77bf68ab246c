import { describe, expect, it } from 'vitest'
import { recordSaleCommissions, reverseCommissions } from '../../app/modules/commission/commission.server.ts'
import { weekLabel, weekStart } from '../../app/modules/commission/dashboard.ts'
import { runMonthlyPayouts } from '../../app/modules/payout/payout.server.ts'
import type { PayoutBatch, PayoutSender } from '../../app/services/payouts/payouts.ts'
import { useTestApp } from '../support/test-app.ts'
import { TestClient } from '../support/client.ts'
import { createShopViaApi, seedDesign, seedPaidOrder } from './shops-support.ts'

// The creator dashboard's numbers, checked against the commission ledger.

const t = useTestApp({ signedInAs: { owner: 'dashboard_owner' } })

class Sender implements PayoutSender {
  readonly kind = 'paypal' as const
  async send(_batch: PayoutBatch) {
    return { batchId: 'PAYPAL-BATCH-1' }
  }
}

async function sale(shopId: number, designId: number, quantity: number, at: Date) {
  const orderId = await seedPaidOrder(t.app.db, [{ designId, quantity, shopId }], at)
  await recordSaleCommissions(t.app.db, orderId)
  await t.app.db.updateTable('commission_entries').set({ created_at: at }).where('order_id', '=', orderId).execute()
  return orderId
}

/** The rows of the table behind the charts: week label -> [shirts, paid, unpaid]. */
function weeklyRows(html: string) {
  const table = html.slice(
    html.indexOf('data-testid="weekly-table"'),
    html.indexOf('</table>', html.indexOf('data-testid="weekly-table"')),
  )
  const rows = new Map<string, string[]>()
  for (const m of table.matchAll(
    /<tr><th[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td><td[^>]*>([^<]+)<\/td><td[^>]*>([^<]+)<\/td><\/tr>/g,
  )) {
    rows.set(m[1]!, [m[2]!, m[3]!, m[4]!])
  }
  return rows
}

describe('the shop dashboard', () => {
  it('shows shirts and earnings per week, top designs and payouts as the ledger has them', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Dashboard Shop', paypalEmail: 'dash@example.com' })
    const fox = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'A fox' })
    const owl = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'An owl' })
    for (const designId of [fox, owl])
      expect((await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)

    const now = new Date()
    const fiveWeeksAgo = new Date(now.getTime() - 35 * 86_400_000)
    const lastWeek = new Date(now.getTime() - 7 * 86_400_000)
    await sale(shop.id, fox, 2, fiveWeeksAgo)
    await sale(shop.id, owl, 4, lastWeek)
    const refunded = await sale(shop.id, fox, 1, now)
    await reverseCommissions(t.app.db, refunded)
    // Five weeks ago is always in a month that has ended: pay it.
    const month = fiveWeeksAgo.toISOString().slice(0, 7)
    expect((await runMonthlyPayouts(t.app.db, month, new Sender())).paid).toHaveLength(1)

    const response = await t.users.owner.client.get(`/my-shops/${shop.id}`)
    expect(response.status).toBe(200)
    const html = await response.text()

    // The ledger itself, summed independently of the dashboard's queries.
    const ledger = await t.app.db
      .selectFrom('commission_entries')
      .select(['amount_cents', 'paid_at'])
      .where('shop_id', '=', shop.id)
      .execute()
    const total = ledger.reduce((s, e) => s + e.amount_cents, 0)
    const paid = ledger.filter((e) => e.paid_at).reduce((s, e) => s + e.amount_cents, 0)
    expect([total, paid]).toEqual([1500, 500])
    const summary = html.slice(html.indexOf('data-testid="commission-summary"'))
    expect(summary).toMatch(/Total earned<\/dt><dd[^>]*>\$15\.00/)
    expect(summary).toMatch(/Paid out<\/dt><dd[^>]*>\$5\.00/)
    expect(summary).toMatch(/Waiting for payout<\/dt><dd[^>]*>\$10\.00/)

    const rows = weeklyRows(html)
    expect(rows.size).toBe(12)
    expect(rows.get(weekLabel(weekStart(fiveWeeksAgo)))).toEqual(['2', '$5.00', '$0.00'])
    expect(rows.get(weekLabel(weekStart(lastWeek)))).toEqual(['4', '$0.00', '$10.00'])
    // Sold and refunded this week: nothing left.
    expect(rows.get(weekLabel(weekStart(now)))).toEqual(['0', '$0.00', '$0.00'])

    const top = html.slice(
      html.indexOf('data-testid="top-designs"'),
      html.indexOf('</ol>', html.indexOf('data-testid="top-designs"')),
    )
    expect(top.indexOf('4 shirts · $10.00')).toBeGreaterThan(-1)
    expect(top.indexOf('2 shirts · $5.00')).toBeGreaterThan(top.indexOf('4 shirts · $10.00'))

    expect(html).toMatch(new RegExp(`${month}</th><td[^>]*>\\$5\\.00</td><td[^>]*>Sent</td><td[^>]*>PAYPAL-BATCH-1`))
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="shirts-chart-title shirts-chart-desc"/)
    expect(html).toContain('<title id="earnings-chart-title">Earnings per week, paid and waiting for payout</title>')
  })

  it("is the owner's only: another creator and a stranger get a 404, a visitor is sent to sign in", async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Private Numbers' })
    const other = new TestClient(t.app.url)
    await other.signIn('dashboard_other')
    expect((await other.get(`/my-shops/${shop.id}`)).status).toBe(404)
    expect((await t.users.owner.client.get('/my-shops/999999')).status).toBe(404)
    expect((await t.users.owner.client.get('/my-shops/abc')).status).toBe(404)
    expect((await new TestClient(t.app.url).get(`/my-shops/${shop.id}`)).status).toBe(302)
  })
})
