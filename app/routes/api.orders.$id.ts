import { type LoaderFunctionArgs } from '@remix-run/node'
import { findDisplayedOrder } from '~/modules/order/index.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { apiRoute, onlyMethods } from '~/web/api.server.ts'

// GET /api/orders/{id}: the order as displayed, to whoever holds its unguessable public id.
async function loaderImpl({ params }: LoaderFunctionArgs) {
  const order = await findDisplayedOrder(getDb(), params.id ?? '')
  if (!order) return Response.json({ success: false, message: 'Order not found' }, { status: 404 })
  return Response.json({ success: true, order, message: 'Order found' }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
