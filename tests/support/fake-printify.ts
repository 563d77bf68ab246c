import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import type { Kysely } from 'kysely'
import type { Database, ShippingAddress } from '../../db/schema.ts'

/**
 * A local stand-in for Printify's REST API v1, speaking its wire format: image uploads, orders
 * (create, get, list filtered by external_id, send to production, cancel) and the catalogue's
 * variants. Orders are created on hold and go to production only when sent there. Tests make it fail
 * on demand and inspect what it received.
 */

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

type Route = 'upload' | 'createOrder' | 'listOrders' | 'getOrder' | 'cancelOrder' | 'sendToProduction' | 'catalog' | 'getProduct'

/** A product's mockup as Printify lists it; `src` is served by this fake's unauthenticated /cdn/. */
export interface FakeMockup {
  file: string
  variant_ids: number[]
  position: string
  is_default: boolean
  /** The picture's one colour (hex). */
  color: string
}

/** The only states in which Printify cancels an order; from production on it refuses. */
const CANCELABLE_STATUSES = new Set(['on-hold', 'payment-not-received'])
/**
 * What send_to_production moves an on-hold order to: Printify's "Sending to production", which its
 * print provider then takes "in-production".
 */
const SENT_STATUS = 'sending-to-production'

export interface FakePrintify {
  url: string
  token: string
  shopId: string
  orders: FakePrintifyOrder[]
  /** Each upload: the bytes sent inline, or the URL Printify was asked to fetch. */
  uploads: Map<string, { file_name: string; bytes?: number; url?: string }>
  /** Every request received, as `METHOD path`. */
  requests: string[]
  /** Shop products with their mockups (GET /v1/shops/{shop}/products/{id}.json). */
  products: Map<string, FakeMockup[]>
  /** The next `times` requests to `route` answer `status` (or hang past any timeout with status 0). */
  failNext(route: Route, times?: number, status?: number): void
  /** Accepts the next order create but answers 500, as if the connection dropped after Printify committed it. */
  loseNextCreateResponse(): void
  /** Slows every create down, so parallel submissions overlap. */
  setCreateDelay(ms: number): void
  /** The client (source) port of each create request, to find which process sent it. */
  readonly createClientPorts: number[]
  setCatalogVariants(variants: { id: number; title: string; options: { color: string; size: string } }[]): void
  /** Lists orders unfiltered, as Printify's documented API does: callers must match external_id themselves. */
  ignoreExternalIdFilter(ignore: boolean): void
  /**
   * The status new orders are created in: 'on-hold' (the default: API orders wait there for the
   * shop's approval until send_to_production), or 'pending' (Printify still preparing the order).
   */
  setCreatedStatus(status: 'on-hold' | 'pending'): void
  /** Moves an order along as Printify would (e.g. 'on-hold', 'in-production'); throws for an unknown id. */
  setOrderStatus(orderId: string, status: string): void
  /** The shop's webhooks (GET /v1/shops/{shop}/webhooks.json), as Printify lists them: topic and url. */
  webhooks: { id: string; topic: string; url: string; shop_id: string }[]
  stop(): Promise<void>
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const ADDRESS_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'country', 'region', 'address1', 'city', 'zip']

export async function startFakePrintify(): Promise<FakePrintify> {
  const token = `fake-${randomBytes(8).toString('hex')}`
  const shopId = '424242'
  const failures = new Map<Route, { times: number; status: number }>()
  let loseCreate = false
  let createDelay = 0
  const createClientPorts: number[] = []
  let ignoreFilter = false
  let createdStatus: 'on-hold' | 'pending' = 'on-hold'
  let catalog = [
    { id: 12100, title: 'White / S', options: { color: 'White', size: 'S' } },
    { id: 12101, title: 'White / M', options: { color: 'White', size: 'M' } },
    { id: 12102, title: 'White / L', options: { color: 'White', size: 'L' } },
    { id: 12190, title: 'Navy / L', options: { color: 'Navy', size: 'L' } },
    { id: 12191, title: 'Navy / XL', options: { color: 'Navy', size: 'XL' } },
    { id: 12199, title: 'Navy / 5XL', options: { color: 'Navy', size: '5XL' } },
  ]
  const webhooks: FakePrintify['webhooks'] = []
  const state = {
    orders: [] as FakePrintifyOrder[],
    uploads: new Map<string, { file_name: string; bytes?: number; url?: string }>(),
    requests: [] as string[],
    products: new Map<string, FakeMockup[]>(),
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const path = url.pathname
    state.requests.push(`${req.method} ${path}`)
    // Printify's image CDN: public, no token. Each mockup is a plain picture of its one colour.
    const cdn = /^\/cdn\/([\w-]+)\.png$/.exec(path)
    if (req.method === 'GET' && cdn) {
      const mockup = [...state.products.values()].flat().find((m) => m.file === cdn[1])
      if (!mockup) return sendJson(res, 404, { error: 'Not found' })
      const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: mockup.color } })
        .png()
        .toBuffer()
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length })
      return res.end(png)
    }
    if (req.headers.authorization !== `Bearer ${token}`) return sendJson(res, 401, { error: 'Unauthenticated.' })
    // The token's shops, and each shop's webhooks (GET /v1/shops.json, GET /v1/shops/{id}/webhooks.json).
    if (req.method === 'GET' && path === '/v1/shops.json') {
      return sendJson(res, 200, [{ id: Number(shopId), title: 'ShirtSmith test shop', sales_channel: 'custom_integration' }])
    }
    if (req.method === 'GET' && path === `/v1/shops/${shopId}/webhooks.json`) return sendJson(res, 200, webhooks)

    const route: Route | null =
      req.method === 'POST' && path === '/v1/uploads/images.json'
        ? 'upload'
        : req.method === 'POST' && path === `/v1/shops/${shopId}/orders.json`
          ? 'createOrder'
          : req.method === 'GET' && path === `/v1/shops/${shopId}/orders.json`
            ? 'listOrders'
            : req.method === 'POST' && path.startsWith(`/v1/shops/${shopId}/orders/`) && path.endsWith('/cancel.json')
              ? 'cancelOrder'
              : req.method === 'POST' &&
                  path.startsWith(`/v1/shops/${shopId}/orders/`) &&
                  path.endsWith('/send_to_production.json')
                ? 'sendToProduction'
                : req.method === 'GET' && path.startsWith(`/v1/shops/${shopId}/orders/`)
                  ? 'getOrder'
                  : req.method === 'GET' && path === '/v1/catalog/blueprints/6/print_providers/61/variants.json'
                    ? 'catalog'
                    : req.method === 'GET' && path.startsWith(`/v1/shops/${shopId}/products/`)
                      ? 'getProduct'
                      : null
    if (!route) return sendJson(res, 404, { error: 'Not found' })
    const failure = failures.get(route)
    if (failure && failure.times > 0) {
      failure.times--
      if (failure.status === 0) return // never answers: the client's timeout must fire
      return sendJson(res, failure.status, { error: 'Simulated failure' })
    }

    const body = req.method === 'POST' ? await readBody(req) : ''
    switch (route) {
      case 'getProduct': {
        const id = decodeURIComponent(path.slice(`/v1/shops/${shopId}/products/`.length).replace(/\.json$/, ''))
        const mockups = state.products.get(id)
        if (!mockups) return sendJson(res, 404, { error: 'Product not found' })
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        return sendJson(res, 200, {
          id,
          images: mockups.map((m) => ({
            src: `${origin}/cdn/${m.file}.png`,
            variant_ids: m.variant_ids,
            position: m.position,
            is_default: m.is_default,
          })),
        })
      }
      case 'upload': {
        const input = JSON.parse(body) as { file_name?: string; contents?: string; url?: string }
        if (!input.file_name || (!input.contents && !input.url))
          return sendJson(res, 400, { error: 'file_name and contents or url are required' })
        const id = randomBytes(12).toString('hex')
        let size = 0
        if (input.url) {
          if (!/^https:\/\//.test(input.url)) return sendJson(res, 400, { error: 'url must be a public https address' })
          state.uploads.set(id, { file_name: input.file_name, url: input.url })
        } else {
          const bytes = Buffer.from(input.contents ?? '', 'base64')
          if (bytes.length === 0) return sendJson(res, 400, { error: 'contents is empty' })
          size = bytes.length
          state.uploads.set(id, { file_name: input.file_name, bytes: size })
        }
        return sendJson(res, 200, {
          id,
          file_name: input.file_name,
          height: 1024,
          width: 1024,
          size,
          mime_type: 'image/png',
          preview_url: `https://images.printify.example/${id}`,
          upload_time: new Date().toISOString(),
        })
      }
      case 'createOrder': {
        const input = JSON.parse(body) as Omit<FakePrintifyOrder, 'id' | 'status' | 'shipments' | 'created_at'>
        const problems: string[] = []
        if (!input.external_id) problems.push('external_id is required')
        if (!Array.isArray(input.line_items) || input.line_items.length === 0) problems.push('line_items are required')
        for (const item of input.line_items ?? []) {
          if (!Number.isInteger(item.variant_id) || !Number.isInteger(item.quantity))
            problems.push('variant_id and quantity are required')
          if (!item.product_id) {
            const front = (item.print_areas as { front?: { id?: string }[] } | undefined)?.front
            if (item.blueprint_id !== 6 || item.print_provider_id !== 61) problems.push('blueprint 6 / provider 61 expected')
            if (!front?.[0]?.id || !state.uploads.has(front[0].id)) problems.push('print_areas.front must use an uploaded image')
          }
        }
        for (const field of ADDRESS_FIELDS) if (!input.address_to?.[field]) problems.push(`address_to.${field} is required`)
        if (problems.length)
          return sendJson(res, 400, { status: 'error', code: 8150, message: 'Validation failed.', errors: problems })
        createClientPorts.push(req.socket.remotePort ?? 0)
        if (createDelay) await new Promise((resolve) => setTimeout(resolve, createDelay))
        const order: FakePrintifyOrder = {
          ...input,
          id: randomBytes(12).toString('hex'),
          status: createdStatus,
          shipments: [],
          created_at: new Date().toISOString(),
        }
        state.orders.push(order)
        if (loseCreate) {
          loseCreate = false
          return sendJson(res, 500, { error: 'Connection reset' })
        }
        return sendJson(res, 200, { id: order.id })
      }
      case 'listOrders': {
        const externalId = url.searchParams.get('external_id')
        const limit = Number(url.searchParams.get('limit') ?? 10)
        const page = Number(url.searchParams.get('page') ?? 1)
        const matching = [...state.orders].reverse().filter((o) => ignoreFilter || !externalId || o.external_id === externalId)
        const lastPage = Math.max(1, Math.ceil(matching.length / limit))
        return sendJson(res, 200, {
          current_page: page,
          data: matching.slice((page - 1) * limit, page * limit),
          last_page: lastPage,
          per_page: limit,
          total: matching.length,
        })
      }
      case 'getOrder': {
        const id = path.slice(`/v1/shops/${shopId}/orders/`.length).replace(/\.json$/, '')
        const order = state.orders.find((o) => o.id === id)
        return order ? sendJson(res, 200, order) : sendJson(res, 404, { error: 'Order not found' })
      }
      case 'cancelOrder': {
        const id = path.slice(`/v1/shops/${shopId}/orders/`.length, -'/cancel.json'.length)
        const order = state.orders.find((o) => o.id === id)
        if (!order) return sendJson(res, 404, { error: 'Order not found' })
        if (!CANCELABLE_STATUSES.has(order.status))
          return sendJson(res, 400, {
            status: 'error',
            code: 8502,
            message: 'Order can not be canceled.',
            errors: { reason: `Only on-hold or payment-not-received orders can be canceled, this one is ${order.status}` },
          })
        order.status = 'canceled'
        return sendJson(res, 200, order)
      }
      case 'sendToProduction': {
        const id = path.slice(`/v1/shops/${shopId}/orders/`.length, -'/send_to_production.json'.length)
        const order = state.orders.find((o) => o.id === id)
        if (!order) return sendJson(res, 404, { error: 'Order not found' })
        // Only an order on hold can be sent; a second send (or one while Printify still prepares
        // the order) is refused as a bad request, the order unchanged.
        if (order.status !== 'on-hold')
          return sendJson(res, 400, {
            status: 'error',
            code: 8502,
            message: `Not allowed to send order to production with status ${order.status}.`,
          })
        order.status = SENT_STATUS
        return sendJson(res, 200, order)
      }
      case 'catalog':
        return sendJson(res, 200, { id: 61, title: 'Dimona Tee', variants: catalog })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    shopId,
    get orders() {
      return state.orders
    },
    get uploads() {
      return state.uploads
    },
    get requests() {
      return state.requests
    },
    get products() {
      return state.products
    },
    failNext(route, times = 1, status = 500) {
      failures.set(route, { times, status })
    },
    loseNextCreateResponse() {
      loseCreate = true
    },
    createClientPorts,
    setCreateDelay(ms) {
      createDelay = ms
    },
    setCatalogVariants(variants) {
      catalog = variants
    },
    ignoreExternalIdFilter(ignore) {
      ignoreFilter = ignore
    },
    setCreatedStatus(status) {
      createdStatus = status
    },
    setOrderStatus(orderId, status) {
      const order = state.orders.find((o) => o.id === orderId)
      if (!order) throw new Error(`The fake Printify has no order ${orderId}`)
      order.status = status
    },
    webhooks,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Seeding paid orders the way the order work commits them: orders + order_items + fulfilment_jobs.

export const TEST_ADDRESS: ShippingAddress = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  address1: '12 Analytical Way',
  address2: 'Apt 3',
  city: 'London',
  region: 'LDN',
  zip: 'N1 9GU',
  country: 'GB',
}

/** A tiny valid PNG, stored as a design image. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export interface SeedItem {
  designId?: number | null
  printifyProductId?: string | null
  variantId?: number
  quantity?: number
  /** The shirt size, L unless given. */
  size?: string
}

/** A design owned by no one in particular, with its image at `imageKey`. */
export async function seedDesign(db: Kysely<Database>, imageKey: string | null) {
  const row = await db
    .insertInto('designs')
    .values({
      prompt: 'a lighthouse at dawn',
      name: 'Lighthouse',
      style: 'Watercolor',
      color: 'White',
      design_type: 'image',
      source: 'prompt',
      image_key: imageKey,
      image_url: imageKey ? `/images/${imageKey}` : null,
      visitor_id: 'visitor-seed',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

let seq = 0
/** A paid order with its fulfilment job due now; returns its ids. */
export async function seedPaidOrder(
  db: Kysely<Database>,
  { provider, items, status = 'paid' }: { provider: 'printify' | 'offline'; items: SeedItem[]; status?: string },
) {
  seq++
  const publicId = `ord_${randomBytes(10).toString('hex')}`
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        public_id: publicId,
        payment_id: `pi_test_${randomBytes(8).toString('hex')}_${seq}`,
        payment_provider: 'test',
        status,
        email: TEST_ADDRESS.email,
        shipping_address: JSON.stringify(TEST_ADDRESS),
        subtotal_cents: 2499,
        discount_cents: 0,
        shipping_cents: 399,
        total_cents: 2898,
        currency: 'usd',
        fulfilment_provider: provider,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('order_items')
      .values(
        items.map((item, index) => ({
          order_id: order.id,
          design_id: item.designId ?? null,
          product_id: 1,
          variant_id: item.variantId ?? 17645,
          printify_product_id: item.printifyProductId ?? null,
          title: `Custom T-Shirt ${index + 1}`,
          color: 'White',
          size: item.size ?? 'L',
          quantity: item.quantity ?? 1,
          unit_price_cents: 2499,
          sku: `SKU-${item.variantId ?? 17645}`,
        })),
      )
      .execute()
    await trx
      .insertInto('fulfilment_jobs')
      .values({ order_id: order.id, next_attempt_at: new Date(Date.now() - 1000) })
      .execute()
    return { id: order.id, publicId }
  })
}
