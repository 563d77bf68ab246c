// `npm run payouts -- --month YYYY-MM`: pays creators their commission for a finished month.
// Thin CLI around app/modules/payout/payout.server.ts; safe to run again (nothing is paid twice).
import { formatCents } from '~/modules/catalogue/index.ts'
import { runMonthlyPayouts } from '~/modules/payout/index.server.ts'
import { parsePayoutArgs } from '~/modules/payout/index.ts'
import { getPayoutSender } from '~/services/payouts/payouts.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { prepareDatabase } from '~/server/prepare-database.server.ts'

async function main() {
  const args = parsePayoutArgs(process.argv.slice(2), new Date())
  if ('error' in args) {
    console.error(`${args.error}\nUsage: npm run payouts -- --month YYYY-MM`)
    return 2
  }
  const db = getDb()
  try {
    await prepareDatabase(db)
    const sender = getPayoutSender()
    console.log(
      `Paying commission for ${args.month} via ${sender.kind === 'paypal' ? 'PayPal Payouts' : 'a PayPal bulk-payout file (test mode)'}`,
    )
    const result = await runMonthlyPayouts(db, args.month, sender)
    for (const p of result.paid) {
      console.log(`  paid   shop #${p.shopId} ${p.shopName}: ${formatCents(p.amountCents)} to ${p.paypalEmail}`)
    }
    if (result.paid.length === 0) console.log('  nothing new to pay')
    for (const s of result.missingEmail) {
      console.log(`  unpaid shop #${s.shopId} ${s.shopName}: ${formatCents(s.amountCents)} (no PayPal email on the shop)`)
    }
    for (const batch of [...result.earlierBatches, ...(result.batch ? [result.batch] : [])]) {
      const where = batch.batchId.startsWith('file:') ? `file ${batch.batchId.slice(5)}` : `PayPal batch ${batch.batchId}`
      const how = batch.recovered ? ' (sent by an earlier run, recovered)' : ''
      console.log(`Sent ${batch.payoutIds.length} payout(s) for ${batch.month}: ${where}${how}`)
    }
    return 0
  } finally {
    await db.destroy()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Payout run failed: ${error instanceof Error ? error.message : String(error)}`)
    console.error('Entries already marked paid stay recorded; run the command again to resend what was not sent.')
    process.exit(1)
  },
)
