import type { IncomingMessage, ServerResponse } from 'node:http'

// What the fake Printify keeps, and the JSON answers its parts share.

export interface FakePrintifyOrder {
  id: string
  external_id: string
  label?: string
  status: string
  shipping_method: number
  send_shipping_notification: boolean
  address_to: Record<string, string>
  line_items: Record<string, unknown>[]
  shipments: { carrier: string; number: string; url: string | null; delivered_at: string | null }[]
  created_at: string
}

/** A product's mockup as Printify lists it; `src` is served by this fake's unauthenticated /cdn/. */
export interface FakeMockup {
  file: string
  variant_ids: number[]
  position: string
  is_default: boolean
  /** The picture's one colour (hex). */
  color: string
}

export interface CatalogVariant {
  id: number
  title: string
  options: { color: string; size: string }
}

/** One shipping profile of the catalogue: the variants and countries it covers, costs in cents (USD). */
export interface FakeShippingProfile {
  countries: string[]
  firstItem: number
  additionalItems: number
  /** Every catalogue variant when left out. */
  variantIds?: number[]
}

/** The fake's data, and the behaviours tests switch on through FakePrintify's methods. */
export interface PrintifyState {
  shopId: string
  orders: FakePrintifyOrder[]
  /** Each upload: the bytes sent inline, or the URL Printify was asked to fetch. */
  uploads: Map<string, { file_name: string; bytes?: number; url?: string }>
  requests: string[]
  products: Map<string, FakeMockup[]>
  /** The variants of blueprint 6 (a unisex tee) at print provider 61. */
  catalog: CatalogVariant[]
  /** Standard shipping of blueprint 6 at provider 61 (v1 profiles, v2 per variant and country). */
  shipping: FakeShippingProfile[]
  /** The status new orders are created in. */
  createdStatus: 'on-hold' | 'pending'
  /** Answer the next create with a 500 after keeping the order. */
  loseCreate: boolean
  createDelay: number
  createClientPorts: number[]
  /** List orders without applying the external_id filter. */
  ignoreFilter: boolean
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
