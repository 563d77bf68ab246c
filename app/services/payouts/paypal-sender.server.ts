import { z } from 'zod'
import { centsToDecimal, type PayoutBatch, type PayoutSender } from './payouts.ts'

const PAYPAL_TIMEOUT_MS = 20_000

const TokenSchema = z.object({ access_token: z.string().min(1) })
const BatchSchema = z.object({ batch_header: z.object({ payout_batch_id: z.string().min(1) }) })

/** The PayPal Payouts API (POST /v1/payments/payouts), authenticated with client credentials. */
export class PayPalPayoutSender implements PayoutSender {
  readonly kind = 'paypal' as const
  constructor(private readonly options: { clientId: string; clientSecret: string; baseUrl: string; fetch?: typeof fetch }) {}

  private get fetch() {
    return this.options.fetch ?? fetch
  }

  private async accessToken() {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64')
    const response = await this.fetch(`${this.options.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`PayPal sign-in failed: ${response.status}`)
    return TokenSchema.parse(await response.json()).access_token
  }

  async send(batch: PayoutBatch) {
    const token = await this.accessToken()
    const response = await this.fetch(`${this.options.baseUrl}/v1/payments/payouts`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        // PayPal also refuses a sender_batch_id it has seen in the last 30 days.
        'PayPal-Request-Id': batch.senderBatchId,
      },
      body: JSON.stringify({
        sender_batch_header: {
          sender_batch_id: batch.senderBatchId,
          email_subject: 'You have a payout from ShirtSmith',
          email_message: `Your ShirtSmith commission for ${batch.month}. Thank you for selling with us!`,
        },
        items: batch.items.map((item) => ({
          recipient_type: 'EMAIL',
          receiver: item.paypalEmail,
          amount: { value: centsToDecimal(item.amountCents), currency: 'USD' },
          sender_item_id: `${batch.senderBatchId}-${item.payoutId}`,
          note: `ShirtSmith commission for ${batch.month}`,
        })),
      }),
      signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
    })
    if (!response.ok) {
      const body = await response.text().catch(() => '')
      throw new Error(`PayPal payout failed: ${response.status} ${body.slice(0, 500)}`)
    }
    return { batchId: BatchSchema.parse(await response.json()).batch_header.payout_batch_id }
  }
}
