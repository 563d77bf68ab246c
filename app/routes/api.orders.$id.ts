import { type LoaderFunctionArgs } from '@remix-run/node'
import { findDisplayedOrder, findOrderCents, findOrderShippingCountry } from '~/modules/order/index.server.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { OrderAnswer } from '~/web/api-answers/orders.ts'
import { problem } from '~/web/problem.server.ts'

// GET /api/orders/{id}: the order as displayed, to whoever holds its unguessable public id. Beside the
// spec's fields the API answers the amounts in integer cents (`totals.*Cents`, the formatted strings
// kept) and tracking in one shape: `tracking` is an object or null, `trackingInfo` always the text
// (the spec's literal 'Not shipped yet' until shipped, then "carrier number").
async function loaderImpl({ params, context }: LoaderFunctionArgs) {
  const db = context.db
  const publicId = params.id ?? ''
  const [order, cents, shippingCountry] = await Promise.all([
    findDisplayedOrder(db, context.fulfilment, publicId),
    findOrderCents(db, publicId),
    findOrderShippingCountry(db, publicId),
  ])
  if (!order || !cents || !shippingCountry) return problem({ status: 404, detail: 'Order not found', extra: { success: false } })
  const { trackingInfo, totals, ...rest } = order
  const tracking = typeof trackingInfo === 'object' ? trackingInfo : null
  const body = {
    ...rest,
    trackingInfo: typeof trackingInfo === 'object' ? `${trackingInfo.carrier} ${trackingInfo.number}` : trackingInfo,
    tracking,
    shippingCountry,
    totals: { ...totals, ...cents },
  }
  return answer(
    OrderAnswer,
    { success: true, order: body, message: 'Order found' },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
