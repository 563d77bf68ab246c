import { singleton } from '~/lib/singleton.server.ts'
import { z } from '~/lib/zod.ts'
import { centsToDecimal, type PayoutBatch, type PayoutSender, type SentItemStatus } from './payouts.ts'

const PAYPAL_TIMEOUT_MS = 20_000
/** PayPal's largest page of batch items. */
const PAGE_SIZE = 1000

const TokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().nonnegative().default(0) })
/**
 * A token is used until this long before PayPal says it expires (at most a tenth of its life), so a
 * call never goes out with a token about to lapse.
 */
const TOKEN_EXPIRY_MARGIN_SECONDS = 300

interface CachedToken {
  token: string
  /** Epoch ms after which a new token is asked for. */
  renewAt: number
}

/**
 * Access tokens by PayPal host and client id, shared by every sender of the process: PayPal's token
 * lives for hours (`expires_in`), so one is fetched per lifetime rather than per call. A pending
 * request is shared too, so concurrent calls ask once.
 */
const tokenCache = () => singleton('paypal-access-tokens', () => new Map<string, CachedToken | Promise<CachedToken>>())
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

  private get cacheKey() {
    return `${this.options.baseUrl}|${this.options.clientId}`
  }

  /** The cached access token while it is fresh, else a new one (fetched once for concurrent callers). */
  private async accessToken(): Promise<string> {
    const cache = tokenCache()
    const cached = cache.get(this.cacheKey)
    if (cached && !(cached instanceof Promise) && Date.now() < cached.renewAt) return cached.token
    if (cached instanceof Promise) return (await cached).token
    const pending = this.fetchToken()
    cache.set(this.cacheKey, pending)
    try {
      const fresh = await pending
      cache.set(this.cacheKey, fresh)
      return fresh.token
    } catch (error) {
      cache.delete(this.cacheKey)
      throw error
    }
  }

  /** Forgets a token PayPal refused (revoked, or expired early), so the next call fetches another. */
  private forgetToken(token: string) {
    const cached = tokenCache().get(this.cacheKey)
    if (cached && !(cached instanceof Promise) && cached.token === token) tokenCache().delete(this.cacheKey)
  }

  /** A call with the cached token; a 401 drops the token and the call is made once more with a new one. */
  private async authorized(call: (token: string) => Promise<Response>): Promise<Response> {
    const token = await this.accessToken()
    const response = await call(token)
    if (response.status !== 401) return response
    this.forgetToken(token)
    return call(await this.accessToken())
  }

  private async fetchToken(): Promise<CachedToken> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64')
    const response = await this.fetch(`${this.options.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`PayPal sign-in failed: ${response.status}`)
    const body = TokenSchema.parse(await response.json())
    const margin = Math.min(TOKEN_EXPIRY_MARGIN_SECONDS, body.expires_in / 10)
    return { token: body.access_token, renewAt: Date.now() + (body.expires_in - margin) * 1000 }
  }

  async send(batch: PayoutBatch) {
    const response = await this.authorized((token) =>
      this.fetch(`${this.options.baseUrl}/v1/payments/payouts`, {
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
      }),
    )
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
    const items: SentItemStatus[] = []
    for (let page = 1; ; page++) {
      const url = `${this.options.baseUrl}/v1/payments/payouts/${encodeURIComponent(batchId)}?page=${page}&page_size=${PAGE_SIZE}`
      const response = await this.authorized((token) =>
        this.fetch(url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
        }),
      )
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

  /** A JSON POST with the cached token (used for webhook verification). */
  postJson(path: string, body: string, timeoutMs: number): Promise<Response> {
    return this.authorized((token) =>
      this.fetch(`${this.options.baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      }),
    )
  }

  async cancelUnclaimed(itemId: string) {
    const response = await this.authorized((token) =>
      this.fetch(`${this.options.baseUrl}/v1/payments/payouts-item/${encodeURIComponent(itemId)}/cancel`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
      }),
    )
    if (!response.ok) throw new Error(`PayPal cancel of item ${itemId}: ${response.status}`)
    return ItemSchema.parse(await response.json()).transaction_status
  }
}

/** The PAYPAL-* headers of a webhook delivery, as verify-webhook-signature names them. */
export interface WebhookTransmission {
  auth_algo: string
  cert_url: string
  transmission_id: string
  transmission_sig: string
  transmission_time: string
}

const PAYPAL_UNAVAILABLE_ERROR = Symbol.for('shirtsmith.PayPalUnavailableError')

/**
 * PayPal could not answer whether a webhook is genuine (unreachable, slow, 5xx, our credentials
 * refused). Known to `instanceof` by a registered symbol, as PaymentProcessorError is: the route that
 * catches it may hold another copy of this class than the sender that threw it.
 */
export class PayPalUnavailableError extends Error {
  readonly [PAYPAL_UNAVAILABLE_ERROR] = true
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && PAYPAL_UNAVAILABLE_ERROR in value
  }
}

const VerificationSchema = z.object({ verification_status: z.string() })

/**
 * Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature):
 * true for verification_status SUCCESS, false for FAILURE or a request PayPal refuses as invalid (4xx).
 * The event goes to PayPal as the exact text received, not re-serialised, so the signature is checked
 * over the bytes PayPal sent. Throws PayPalUnavailableError when PayPal gives no verdict within
 * `timeoutMs` (the whole call, the access token included).
 */
export async function verifyWebhookSignature(
  sender: PayPalPayoutSender,
  input: { transmission: WebhookTransmission; webhookId: string; eventText: string; timeoutMs: number },
): Promise<{ verified: boolean; detail: string }> {
  const head = JSON.stringify({ ...input.transmission, webhook_id: input.webhookId })
  const body = `${head.slice(0, -1)},"webhook_event":${input.eventText}}`
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PayPalUnavailableError(`no answer within ${input.timeoutMs} ms`)), input.timeoutMs)
  })
  try {
    const response = await Promise.race([
      sender.postJson('/v1/notifications/verify-webhook-signature', body, input.timeoutMs),
      timeout,
    ])
    const text = await Promise.race([response.text(), timeout])
    if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 429) {
      return { verified: false, detail: `PayPal refused the verification request: ${response.status} ${text.slice(0, 300)}` }
    }
    if (!response.ok) throw new PayPalUnavailableError(`PayPal answered ${response.status} ${text.slice(0, 300)}`)
    const status = VerificationSchema.safeParse(safeJson(text))
    if (!status.success) throw new PayPalUnavailableError(`PayPal's answer has no verification_status: ${text.slice(0, 300)}`)
    return {
      verified: status.data.verification_status === 'SUCCESS',
      detail: `verification_status ${status.data.verification_status}`,
    }
  } catch (error) {
    if (error instanceof PayPalUnavailableError) throw error
    throw new PayPalUnavailableError(error instanceof Error ? error.message : String(error))
  } finally {
    clearTimeout(timer)
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
