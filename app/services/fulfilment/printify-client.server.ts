import { singleton } from '~/lib/singleton.server.ts'
import { FulfilmentError } from './fulfilment.ts'

// Printify's REST API v1, spoken over fetch. Wire shapes are typed only as far as the store reads them.

export interface PrintifyConfig {
  baseUrl: string
  token: string
  shopId: string
  timeoutMs?: number
  /** Paces requests; by default per process. Several instances share one through the database. */
  spacing?: RequestSpacing
}

/** Waits for this request's turn, so calls keep under Printify's rate limit. */
export interface RequestSpacing {
  wait(): Promise<void>
}

export interface PrintifyAddress {
  first_name: string
  last_name: string
  email: string
  phone: string
  country: string
  region: string
  address1: string
  address2: string
  city: string
  zip: string
}

export type PrintifyLineItem =
  | { product_id: string; variant_id: number; quantity: number }
  | {
      blueprint_id: number
      print_provider_id: number
      variant_id: number
      quantity: number
      print_areas: { front: { id: string; src: string; x: number; y: number; scale: number; angle: number }[] }
    }

export interface PrintifyOrderRequest {
  external_id: string
  label: string
  line_items: PrintifyLineItem[]
  shipping_method: number
  send_shipping_notification: boolean
  address_to: PrintifyAddress
}

export interface PrintifyShipment {
  carrier: string
  number: string
  url?: string | null
  delivered_at?: string | null
}

export interface PrintifyOrder {
  id: string
  external_id?: string | null
  status: string
  shipments?: PrintifyShipment[]
}

export interface PrintifyUpload {
  id: string
  file_name: string
  preview_url: string
}

export interface PrintifyCatalogVariant {
  id: number
  title: string
  options: { color?: string; size?: string }
}

// 600 requests a minute is Printify's documented limit; spacing calls 100 ms apart keeps every
// burst under it without a token bucket.
export const PRINTIFY_MIN_INTERVAL_MS = 100
const MIN_INTERVAL_MS = PRINTIFY_MIN_INTERVAL_MS

class RequestSpacer implements RequestSpacing {
  private nextSlot = 0

  async wait() {
    const now = Date.now()
    const slot = Math.max(now, this.nextSlot)
    this.nextSlot = slot + MIN_INTERVAL_MS
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now))
  }
}

const spacer = () => singleton('printify-request-spacer', () => new RequestSpacer())

const MOCKUP_MAX_BYTES = 10 * 1024 * 1024

/** The parts of a Printify product the store reads: its mockups. */
export interface PrintifyProduct {
  id: string
  images?: { src: string; variant_ids?: number[]; position?: string; is_default?: boolean }[]
}

export class PrintifyClient {
  private readonly timeoutMs: number

  constructor(private readonly config: PrintifyConfig) {
    this.timeoutMs = config.timeoutMs ?? 15_000
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    await (this.config.spacing ?? spacer()).wait()
    const url = new URL(path, this.config.baseUrl.replace(/\/?$/, '/'))
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${this.config.token}`,
          'User-Agent': 'ShirtSmith',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new FulfilmentError(
        timedOut
          ? `Printify ${method} ${path} timed out after ${this.timeoutMs} ms`
          : `Printify ${method} ${path} failed: ${String(error)}`,
        true,
      )
    }
    const text = await response.text()
    if (!response.ok) {
      const retryable = response.status === 408 || response.status === 429 || response.status >= 500
      throw new FulfilmentError(
        `Printify ${method} ${path}: ${response.status} ${text.slice(0, 300) || response.statusText}`,
        retryable,
        response.status,
      )
    }
    try {
      return JSON.parse(text) as T
    } catch {
      throw new FulfilmentError(`Printify ${method} ${path}: the response is not JSON`, true, response.status)
    }
  }

  private shopPath(rest: string) {
    return `v1/shops/${encodeURIComponent(this.config.shopId)}/${rest}`
  }

  uploadImage(fileName: string, contents: Buffer) {
    return this.request<PrintifyUpload>('POST', 'v1/uploads/images.json', {
      file_name: fileName,
      contents: contents.toString('base64'),
    })
  }

  /** Has Printify fetch the image from `url` itself (a public address): for files too big to send inline. */
  uploadImageFromUrl(fileName: string, url: string) {
    return this.request<PrintifyUpload>('POST', 'v1/uploads/images.json', { file_name: fileName, url })
  }

  /** A product of the shop, with Printify's own mockups (`images`: one per view and set of variants). */
  getProduct(productId: string) {
    return this.request<PrintifyProduct>('GET', this.shopPath(`products/${encodeURIComponent(productId)}.json`))
  }

  /**
   * Downloads one of Printify's mockup images. The address comes from Printify's product answer
   * (never from a client), must be https (http only for a loopback test server), and is read with
   * the client's timeout and a 10 MB cap.
   */
  async downloadMockup(src: string): Promise<Buffer> {
    const url = new URL(src)
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost'
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
      throw new FulfilmentError(`Printify mockup ${url.host}: not an https address`, false)
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'error' })
    if (!response.ok) throw new FulfilmentError(`Printify mockup ${url.host}: ${response.status}`, response.status >= 500)
    const declared = Number(response.headers.get('Content-Length') ?? 0)
    if (declared > MOCKUP_MAX_BYTES) throw new FulfilmentError('Printify mockup: too large', false)
    const bytes = Buffer.from(await response.arrayBuffer())
    if (bytes.length > MOCKUP_MAX_BYTES) throw new FulfilmentError('Printify mockup: too large', false)
    return bytes
  }

  createOrder(order: PrintifyOrderRequest) {
    return this.request<{ id: string }>('POST', this.shopPath('orders.json'), order)
  }

  getOrder(orderId: string) {
    return this.request<PrintifyOrder>('GET', this.shopPath(`orders/${encodeURIComponent(orderId)}.json`))
  }

  /**
   * Releases an order Printify holds "on-hold" (for the shop's approval window) to production. The
   * answer is the order; an order that is not on hold (still "pending", or already sent) is refused
   * with a 4xx.
   */
  sendToProduction(orderId: string) {
    return this.request<PrintifyOrder>('POST', this.shopPath(`orders/${encodeURIComponent(orderId)}/send_to_production.json`))
  }

  /** Cancels an order Printify still holds ("on-hold", "payment-not-received"); refused (4xx) after that. */
  cancelOrder(orderId: string) {
    return this.request<PrintifyOrder>('POST', this.shopPath(`orders/${encodeURIComponent(orderId)}/cancel.json`))
  }

  /**
   * The order we sent with this external id, if Printify has it. Printify has no idempotency header,
   * so this lookup is what keeps a retry from ordering twice. The filter is passed along, and the
   * newest pages are also checked by hand in case the API ignores it (a retry follows a failed
   * attempt within minutes, so its order is among the newest).
   */
  async findOrderByExternalId(externalId: string, pages = 3): Promise<PrintifyOrder | null> {
    for (let page = 1; page <= pages; page++) {
      const query = new URLSearchParams({ external_id: externalId, limit: '50', page: String(page) })
      const list = await this.request<{ data: PrintifyOrder[]; last_page?: number }>('GET', this.shopPath(`orders.json?${query}`))
      const match = list.data.find((order) => order.external_id === externalId)
      if (match) return match
      if (!list.last_page || page >= list.last_page) break
    }
    return null
  }

  async listCatalogVariants(blueprintId: number, printProviderId: number) {
    const response = await this.request<{ variants: PrintifyCatalogVariant[] }>(
      'GET',
      `v1/catalog/blueprints/${blueprintId}/print_providers/${printProviderId}/variants.json`,
    )
    return response.variants
  }

  /**
   * v1 shipping of one blueprint at one print provider: the provider's handling time and its profiles
   * (variants, first and additional item cost in cents, the countries covered). Parsed by shipping.ts.
   */
  async getCatalogShipping(blueprintId: number, printProviderId: number) {
    return this.request<{ handling_time?: { value?: number; unit?: string }; profiles?: { countries?: string[] }[] }>(
      'GET',
      `v1/catalog/blueprints/${blueprintId}/print_providers/${printProviderId}/shipping.json`,
    )
  }

  /** v2 standard shipping (JSON:API): one entry per variant and country. Parsed by shipping.ts. */
  async getCatalogStandardShippingV2(blueprintId: number, printProviderId: number): Promise<unknown> {
    return this.request<unknown>(
      'GET',
      `v2/catalog/blueprints/${blueprintId}/print_providers/${printProviderId}/shipping/standard.json`,
    )
  }
}
