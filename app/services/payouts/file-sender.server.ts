import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { bulkPayoutCsv, type PayoutBatch, type PayoutSender } from './payouts.ts'

/** Test mode: writes the PayPal bulk-payout file for a person to upload, instead of sending money. */
export class BulkPayoutFileSender implements PayoutSender {
  readonly kind = 'file' as const
  constructor(private readonly directory: string) {}

  async send(batch: PayoutBatch) {
    await mkdir(this.directory, { recursive: true })
    const file = path.join(this.directory, `${batch.senderBatchId}.csv`)
    await writeFile(file, bulkPayoutCsv(batch))
    return { batchId: `file:${file}` }
  }
}
