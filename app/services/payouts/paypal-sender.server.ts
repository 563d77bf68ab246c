import { z } from '~/utils/zod.ts'
import { centsToDecimal, type PayoutBatch, type PayoutSender, type SentItemStatus } from './payouts.ts'

const PAYPAL_TIMEOUT_MS = 20_000
/** PayPal's largest page of batch items. */
const PAGE_SIZE = 1000

const TokenSchema = z.object({ access_token: z.string().min(1) })
const BatchSchema = z.object({ batch_header: z.object({ payout_batch_id: z.string().min(1) }) })
const LinkSchema = z.object({ href: z.string(), rel: z.string().optional(), method: z.string().optional() })
const ErrorSchema = z.object({ name: z.string().optional(), links: z.array(LinkSchema).optional() })
const ItemSchema = z.object({
  payout_item_id: z.string().min(1),
  transaction_status: z.string().min(1),
  payout_item: z.object({ sender_item_id: z.string().optional() }).passthrough(),
})
const BatchStatusSchema = z.object({
  batch_header: z.object({ payout_batch_id: z.string().min(1) }).passthrough(),
  items: z.array(ItemSchema).default([]),
})

/** The original batch a duplicate sender_batch_id points to: `.../v1/payments/payouts/{id}`. */
export function originalBatchId(body: unknown): string | null {
  const parsed = ErrorSchema.safeParse(body)
  if (!parsed.success || parsed.data.name !== 'USER_BUSINESS_ERROR') return null
  for (const link of parsed.data.links ?? []) {
    const match = /\/v1\/payments\/payouts\/([^/?#]+)\/?(?:[?#].*)?$/.exec(link.href)
    if (match) return decodeURIComponent(match[1])
  }
  return null
}

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
      const text = await response.text().catch(() => '')
      // PayPal refuses a sender_batch_id used in the last 30 days and links the original batch:
      // that batch is this one, sent by a run that stopped before recording it.
      if (response.status === 400) {
        const original = originalBatchId(safeJson(text))
        if (original) return { batchId: original, recovered: true }
      }
      throw new Error(`PayPal payout failed: ${response.status} ${text.slice(0, 500)}`)
    }
    return { batchId: BatchSchema.parse(await response.json()).batch_header.payout_batch_id }
  }

  async batchStatus(batchId: string): Promise<SentItemStatus[]> {
    const token = await this.accessToken()
    const items: SentItemStatus[] = []
    for (let page = 1; ; page++) {
      const url = `${this.options.baseUrl}/v1/payments/payouts/${encodeURIComponent(batchId)}?page=${page}&page_size=${PAGE_SIZE}`
      const response = await this.fetch(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`PayPal batch ${batchId}: ${response.status}`)
      const body = BatchStatusSchema.parse(await response.json())
      for (const item of body.items) {
        items.push({
          itemId: item.payout_item_id,
          senderItemId: item.payout_item.sender_item_id ?? '',
          status: item.transaction_status,
        })
      }
      if (body.items.length < PAGE_SIZE) return items
    }
  }

  async cancelUnclaimed(itemId: string) {
    const token = await this.accessToken()
    const response = await this.fetch(`${this.options.baseUrl}/v1/payments/payouts-item/${encodeURIComponent(itemId)}/cancel`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`PayPal cancel of item ${itemId}: ${response.status}`)
    return ItemSchema.parse(await response.json()).transaction_status
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
