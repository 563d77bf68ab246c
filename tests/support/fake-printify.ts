import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerCatalog, DEFAULT_CATALOG, DEFAULT_SHIPPING, sendMockup, type CatalogRoute } from './fake-printify/catalog.ts'
import { answerOrders, type OrderRoute } from './fake-printify/orders.ts'
import {
  readBody,
  sendJson,
  type CatalogVariant,
  type FakeMockup,
  type FakeShippingProfile,
  type FakePrintifyOrder,
  type PrintifyState,
} from './fake-printify/state.ts'

/**
 * A local stand-in for Printify's REST API v1, speaking its wire format: image uploads, orders
 * (create, get, list filtered by external_id, send to production, cancel) and the catalogue's
 * variants and standard shipping (v1 profiles and v2 per country). Orders are created on hold and go to production only when sent there. Tests make it fail
 * on demand and inspect what it received.
 * This file is the server: token check, routing, injected failures, the shop and its webhooks, and
 * what tests control; orders are in ./fake-printify/orders.ts, uploads, the catalogue and mockups in
 * ./fake-printify/catalog.ts, and the database seeding the fulfilment tests use in ./fake-printify/seed.ts.
 */

export type { FakeMockup, FakePrintifyOrder }

export type PrintifyHoldStatus = 'on-hold' | 'payment-not-received' | 'has-issues'

/** A webhook delivery as Printify sends it: `{ id, type, created_at, resource: { id, type, data } }`. */
export interface PrintifyOrderEvent {
  id: string
  type: 'order:updated'
  created_at: string
  resource: { id: string; type: 'order'; data: { shop_id: number; status: string } }
}
export { PNG_BYTES, seedDesign, seedPaidOrder, TEST_ADDRESS, type SeedItem } from './fake-printify/seed.ts'

type Route = OrderRoute | CatalogRoute

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
  setCatalogVariants(variants: CatalogVariant[]): void
  /** The standard shipping profiles both shipping endpoints answer (v1 and v2). */
  setShipping(profiles: FakeShippingProfile[]): void
  /** Lists orders unfiltered, as Printify's documented API does: callers must match external_id themselves. */
  ignoreExternalIdFilter(ignore: boolean): void
  /**
   * The status new orders are created in: 'on-hold' (the default: API orders wait there for the
   * shop's approval until send_to_production), or 'pending' (Printify still preparing the order).
   */
  setCreatedStatus(status: 'on-hold' | 'pending'): void
  /** Moves an order along as Printify would (e.g. 'on-hold', 'in-production'); throws for an unknown id. */
  setOrderStatus(orderId: string, status: string): void
  /**
   * Holds an order as Printify's help centre describes its statuses: 'on-hold' ("On hold: Action
   * required": it could not go to production), 'payment-not-received' (that status's substatus when
   * Printify could not charge the shop) or 'has-issues' (a problem in production). Such an order is
   * not sent to production until the issue is fixed (fixHold), and only an on-hold or
   * payment-not-received one can be canceled. Answers the `order:updated` event Printify sends.
   */
  holdOrder(orderId: string, status: PrintifyHoldStatus): PrintifyOrderEvent
  /** The shop fixed what Printify asked for: the order waits "On hold" to be submitted again. */
  fixHold(orderId: string): PrintifyOrderEvent
  /** The shop's webhooks (GET /v1/shops/{shop}/webhooks.json), as Printify lists them: topic and url. */
  webhooks: { id: string; topic: string; url: string; shop_id: string }[]
  stop(): Promise<void>
}

/** Which API call a request is, or null for none Printify has. */
function routeOf(method: string | undefined, path: string, shopId: string): Route | null {
  return method === 'POST' && path === '/v1/uploads/images.json'
    ? 'upload'
    : method === 'POST' && path === `/v1/shops/${shopId}/orders.json`
      ? 'createOrder'
      : method === 'GET' && path === `/v1/shops/${shopId}/orders.json`
        ? 'listOrders'
        : method === 'POST' && path.startsWith(`/v1/shops/${shopId}/orders/`) && path.endsWith('/cancel.json')
          ? 'cancelOrder'
          : method === 'POST' && path.startsWith(`/v1/shops/${shopId}/orders/`) && path.endsWith('/send_to_production.json')
            ? 'sendToProduction'
            : method === 'GET' && path.startsWith(`/v1/shops/${shopId}/orders/`)
              ? 'getOrder'
              : method === 'GET' && path === '/v1/catalog/blueprints/6/print_providers/61/variants.json'
                ? 'catalog'
                : method === 'GET' && path === '/v1/catalog/blueprints/6/print_providers/61/shipping.json'
                  ? 'shippingV1'
                  : method === 'GET' && path === '/v2/catalog/blueprints/6/print_providers/61/shipping/standard.json'
                    ? 'shippingV2'
                    : method === 'GET' && path.startsWith(`/v1/shops/${shopId}/products/`)
                      ? 'getProduct'
                      : null
}

const CATALOG_ROUTES = new Set<Route>(['upload', 'catalog', 'getProduct', 'shippingV1', 'shippingV2'])
const isCatalogRoute = (route: Route): route is CatalogRoute => CATALOG_ROUTES.has(route)

export async function startFakePrintify(): Promise<FakePrintify> {
  const token = `fake-${randomBytes(8).toString('hex')}`
  const failures = new Map<Route, { times: number; status: number }>()
  const webhooks: FakePrintify['webhooks'] = []
  const state: PrintifyState = {
    shopId: '424242',
    orders: [],
    uploads: new Map(),
    requests: [],
    products: new Map(),
    catalog: DEFAULT_CATALOG,
    shipping: DEFAULT_SHIPPING,
    createdStatus: 'on-hold',
    loseCreate: false,
    createDelay: 0,
    createClientPorts: [],
    ignoreFilter: false,
  }
  const { shopId } = state
  const findOrder = (orderId: string) => {
    const order = state.orders.find((o) => o.id === orderId)
    if (!order) throw new Error(`The fake Printify has no order ${orderId}`)
    return order
  }
  const orderUpdated = (order: FakePrintifyOrder): PrintifyOrderEvent => ({
    id: randomBytes(12).toString('hex'),
    type: 'order:updated',
    created_at: new Date().toISOString().replace('T', ' ').slice(0, 19) + '+00:00',
    resource: { id: order.id, type: 'order', data: { shop_id: Number(shopId), status: order.status } },
  })

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const path = url.pathname
    state.requests.push(`${req.method} ${path}`)
    const cdn = /^\/cdn\/([\w-]+)\.png$/.exec(path)
    if (req.method === 'GET' && cdn) return sendMockup(state, res, cdn[1])
    if (req.headers.authorization !== `Bearer ${token}`) return sendJson(res, 401, { error: 'Unauthenticated.' })
    // The token's shops, and each shop's webhooks (GET /v1/shops.json, GET /v1/shops/{id}/webhooks.json).
    if (req.method === 'GET' && path === '/v1/shops.json') {
      return sendJson(res, 200, [{ id: Number(shopId), title: 'ShirtSmith test shop', sales_channel: 'custom_integration' }])
    }
    if (req.method === 'GET' && path === `/v1/shops/${shopId}/webhooks.json`) return sendJson(res, 200, webhooks)

    const route = routeOf(req.method, path, shopId)
    if (!route) return sendJson(res, 404, { error: 'Not found' })
    const failure = failures.get(route)
    if (failure && failure.times > 0) {
      failure.times--
      if (failure.status === 0) return // never answers: the client's timeout must fire
      return sendJson(res, failure.status, { error: 'Simulated failure' })
    }

    const body = req.method === 'POST' ? await readBody(req) : ''
    if (isCatalogRoute(route)) {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      return answerCatalog(state, route, res, path, body, origin)
    }
    return answerOrders(state, route, req, res, url, body)
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
      state.loseCreate = true
    },
    createClientPorts: state.createClientPorts,
    setCreateDelay(ms) {
      state.createDelay = ms
    },
    setCatalogVariants(variants) {
      state.catalog = variants
    },
    setShipping(profiles) {
      state.shipping = profiles
    },
    ignoreExternalIdFilter(ignore) {
      state.ignoreFilter = ignore
    },
    setCreatedStatus(status) {
      state.createdStatus = status
    },
    setOrderStatus(orderId, status) {
      findOrder(orderId).status = status
    },
    holdOrder(orderId, status) {
      const order = findOrder(orderId)
      if (['fulfilled', 'partially-fulfilled', 'canceled'].includes(order.status))
        throw new Error(`Printify does not hold a ${order.status} order`)
      order.status = status
      return orderUpdated(order)
    },
    fixHold(orderId) {
      const order = findOrder(orderId)
      if (!['on-hold', 'payment-not-received', 'has-issues'].includes(order.status))
        throw new Error(`Order ${orderId} is not held (${order.status})`)
      order.status = 'on-hold'
      return orderUpdated(order)
    },
    webhooks,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
