import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson, type FakePrintifyOrder, type PrintifyState } from './state.ts'

// Printify's orders (/v1/shops/{shop}/orders…): create, get, list filtered by external_id, send to
// production, cancel. Orders are created on hold (API orders wait there for the shop's approval) and
// go to production only when sent there.

export type OrderRoute = 'createOrder' | 'listOrders' | 'getOrder' | 'cancelOrder' | 'sendToProduction'

/** The only states in which Printify cancels an order; from production on it refuses. */
const CANCELABLE_STATUSES = new Set(['on-hold', 'payment-not-received'])
/**
 * What send_to_production moves an on-hold order to: Printify's "Sending to production", which its
 * print provider then takes "in-production".
 */
const SENT_STATUS = 'sending-to-production'

const ADDRESS_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'country', 'region', 'address1', 'city', 'zip']

/** Answers one orders request (authenticated, routed, and past any failure a test asked for). */
export async function answerOrders(
  state: PrintifyState,
  route: OrderRoute,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
) {
  const path = url.pathname
  const ordersPath = `/v1/shops/${state.shopId}/orders/`
  switch (route) {
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
      state.createClientPorts.push(req.socket.remotePort ?? 0)
      if (state.createDelay) await new Promise((resolve) => setTimeout(resolve, state.createDelay))
      const order: FakePrintifyOrder = {
        ...input,
        id: randomBytes(12).toString('hex'),
        status: state.createdStatus,
        shipments: [],
        created_at: new Date().toISOString(),
      }
      state.orders.push(order)
      if (state.loseCreate) {
        state.loseCreate = false
        return sendJson(res, 500, { error: 'Connection reset' })
      }
      return sendJson(res, 200, { id: order.id })
    }
    case 'listOrders': {
      const externalId = url.searchParams.get('external_id')
      const limit = Number(url.searchParams.get('limit') ?? 10)
      const page = Number(url.searchParams.get('page') ?? 1)
      const matching = [...state.orders]
        .reverse()
        .filter((o) => state.ignoreFilter || !externalId || o.external_id === externalId)
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
      const id = path.slice(ordersPath.length).replace(/\.json$/, '')
      const order = state.orders.find((o) => o.id === id)
      return order ? sendJson(res, 200, order) : sendJson(res, 404, { error: 'Order not found' })
    }
    case 'cancelOrder': {
      const id = path.slice(ordersPath.length, -'/cancel.json'.length)
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
      const id = path.slice(ordersPath.length, -'/send_to_production.json'.length)
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
  }
}
