import path from 'node:path'
import type { FulfilmentSnapshot } from './snapshot.ts'
import { getStorage, type ImageStorage } from '~/services/storage/storage.server.ts'
import {
  FulfilmentError,
  type CancelOutcome,
  type FulfilmentOrder,
  type FulfilmentService,
  type ReleaseOutcome,
  type StatusQuery,
  type SubmittedOrder,
} from './fulfilment.ts'
import { fromPrintifyV1, fromPrintifyV2, type ProviderShipping } from './shipping.ts'
import type { PrintifyClient, PrintifyLineItem, PrintifyOrder } from './printify-client.server.ts'

/** Printify's standard shipping. */
const STANDARD_SHIPPING = 1

/**
 * How Printify refuses to cancel an order it no longer holds. Other client errors (401/403: our
 * credentials; 404: no such order) are not "too late" and go back to the outbox to be retried.
 */
const CANCEL_REFUSED_STATUSES = new Set([400, 409, 422])

/**
 * How Printify refuses send_to_production for an order that is not on hold: already sent (an earlier
 * attempt whose answer was lost, or the shop approved it by hand), still "pending", or canceled.
 */
const SEND_REFUSED_STATUSES = CANCEL_REFUSED_STATUSES

/** Statuses in which Printify still holds an order before production. */
const HELD_STATUSES = new Set(['on-hold', 'payment-not-received'])

/**
 * Printify fulfilment. What is printed is the line's print file from our own storage (never a URL a
 * client gave us): Printify fetches it from its public https address when the store has one (a print
 * file is several megabytes, too big to send inline), else it is sent inline. Every submission first
 * asks Printify whether it already has the order.
 */
export class PrintifyFulfilment implements FulfilmentService {
  readonly name = 'printify' as const

  /**
   * `appUrl` is the store's public origin, against which storage's public paths (/images/…) resolve;
   * storage that serves from a CDN or bucket gives absolute URLs already.
   */
  constructor(
    private readonly client: PrintifyClient,
    private readonly storage: ImageStorage = getStorage(),
    private readonly appUrl: string | null = null,
    /**
     * Whether the store releases its orders to production itself (send_to_production) or leaves them
     * on hold for the shop to approve in Printify's dashboard (PRINTIFY_SEND_TO_PRODUCTION=off).
     */
    private readonly options: { sendToProduction: boolean } = { sendToProduction: true },
  ) {}

  /** The https address Printify can fetch the file from, or null (a local store Printify cannot reach). */
  private fetchableUrl(imageUrl: string | null): string | null {
    if (!imageUrl) return null
    try {
      const url = this.appUrl ? new URL(imageUrl, this.appUrl) : new URL(imageUrl)
      return url.protocol === 'https:' ? url.href : null
    } catch {
      return null
    }
  }

  private async upload(item: { imageKey: string; imageUrl: string | null }) {
    const fileName = path.basename(item.imageKey)
    const url = this.fetchableUrl(item.imageUrl)
    if (url) return this.client.uploadImageFromUrl(fileName, url)
    const bytes = await this.storage.read(item.imageKey)
    if (!bytes) throw new FulfilmentError(`The print file ${item.imageKey} is missing from storage`, false)
    return this.client.uploadImage(fileName, bytes)
  }

  async submitOrder(order: FulfilmentOrder): Promise<SubmittedOrder> {
    if (order.items.length === 0) throw new FulfilmentError('The order has no items to fulfil', false)
    const existing = await this.client.findOrderByExternalId(order.publicId)
    if (existing) return { fulfilmentOrderId: existing.id, alreadyExisted: true }

    const uploads = new Map<string, { id: string; src: string }>()
    const lineItems: PrintifyLineItem[] = []
    for (const item of order.items) {
      if (item.printifyProductId) {
        lineItems.push({ product_id: item.printifyProductId, variant_id: item.variantId, quantity: item.quantity })
        continue
      }
      if (!item.imageKey) throw new FulfilmentError(`"${item.title}" has no design image to print`, false)
      let image = uploads.get(item.imageKey)
      if (!image) {
        const upload = await this.upload({ imageKey: item.imageKey, imageUrl: item.imageUrl })
        image = { id: upload.id, src: upload.preview_url }
        uploads.set(item.imageKey, image)
      }
      lineItems.push({
        blueprint_id: item.blueprintId,
        print_provider_id: item.printProviderId,
        variant_id: item.variantId,
        quantity: item.quantity,
        print_areas: { front: [{ id: image.id, src: image.src, x: 0.5, y: 0.5, scale: 1, angle: 0 }] },
      })
    }

    const a = order.address
    const created = await this.client.createOrder({
      external_id: order.publicId,
      label: order.label,
      line_items: lineItems,
      shipping_method: STANDARD_SHIPPING,
      send_shipping_notification: false,
      address_to: {
        first_name: a.first_name,
        last_name: a.last_name,
        email: a.email,
        phone: a.phone,
        country: a.country,
        region: a.region,
        address1: a.address1,
        address2: a.address2 ?? '',
        city: a.city,
        zip: a.zip,
      },
    })
    return { fulfilmentOrderId: created.id, alreadyExisted: false }
  }

  async getStatus(query: StatusQuery): Promise<FulfilmentSnapshot> {
    return snapshotFromPrintifyOrder(await this.client.getOrder(query.fulfilmentOrderId))
  }

  async cancelOrder(query: StatusQuery): Promise<CancelOutcome> {
    try {
      await this.client.cancelOrder(query.fulfilmentOrderId)
      return 'canceled'
    } catch (error) {
      if (!(error instanceof FulfilmentError) || !CANCEL_REFUSED_STATUSES.has(error.status ?? 0)) throw error
    }
    const current = await this.client.getOrder(query.fulfilmentOrderId)
    const status = current.status.toLowerCase()
    // Printify also refuses an order that is already canceled: an earlier attempt whose answer was lost.
    if (status === 'canceled' || status === 'cancelled') return 'canceled'
    // A new order is "pending" while Printify prepares it, before it goes on hold: early, not too late.
    if (status === 'pending')
      throw new FulfilmentError(`Printify is still preparing order ${current.id}; canceling again later`, true)
    return 'too-late'
  }

  /**
   * Sends an order Printify holds to production, unless the shop approves orders by hand. Orders made
   * through the API wait "on-hold" for the shop's approval window (24 hours by default, forever with
   * manual approval). Safe to repeat: a refusal is judged by the order's status afterwards.
   */
  async releaseOrder(query: StatusQuery): Promise<ReleaseOutcome> {
    if (!this.options.sendToProduction) return 'held'
    let refusal: FulfilmentError
    try {
      await this.client.sendToProduction(query.fulfilmentOrderId)
      return 'sent'
    } catch (error) {
      if (!(error instanceof FulfilmentError) || !SEND_REFUSED_STATUSES.has(error.status ?? 0)) throw error
      refusal = error
    }
    const current = await this.client.getOrder(query.fulfilmentOrderId)
    const status = current.status.toLowerCase()
    // Printify creates an order "pending" and puts it on hold once it has prepared it.
    if (status === 'pending')
      throw new FulfilmentError(`Printify is still preparing order ${current.id}; sending it to production later`, true)
    if (status === 'canceled' || status === 'cancelled')
      throw new FulfilmentError(`Printify order ${current.id} was canceled before it went to production`, false)
    // Still held yet refused (an image or address problem, an unpaid balance): the shop must act in
    // Printify; retried with backoff, and logged as an error once it keeps failing.
    if (HELD_STATUSES.has(status))
      throw new FulfilmentError(`Printify would not send order ${current.id} (${status}) to production: ${refusal.message}`, true)
    return 'sent'
  }

  /**
   * Printify's standard shipping for the blueprint at the print provider: the v2 endpoint (per country
   * and variant, with the handling time) first, the v1 profiles when v2 fails or says nothing usable.
   */
  async shippingRates(blueprintId: number, printProviderId: number): Promise<ProviderShipping> {
    try {
      return fromPrintifyV2(await this.client.getCatalogStandardShippingV2(blueprintId, printProviderId))
    } catch (v2Error) {
      try {
        return fromPrintifyV1(await this.client.getCatalogShipping(blueprintId, printProviderId))
      } catch (v1Error) {
        throw new FulfilmentError(`Printify shipping unavailable: v2 ${String(v2Error)}; v1 ${String(v1Error)}`, true)
      }
    }
  }
}

/** A Printify order as the store tracks it: its status, the latest shipment, and whether it arrived. */
export function snapshotFromPrintifyOrder(order: PrintifyOrder): FulfilmentSnapshot {
  const shipments = order.shipments ?? []
  const latest = shipments.at(-1)
  return {
    providerStatus: order.status,
    shipment: latest ? { carrier: latest.carrier, number: latest.number, url: latest.url ?? null } : null,
    delivered: shipments.length > 0 && shipments.every((s) => Boolean(s.delivered_at)),
  }
}
