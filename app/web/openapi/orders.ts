import { OrderRequestSchema } from '~/modules/order/index.server.ts'
import { OrderAnswer, OrderListAnswer, OrderPlacedAnswer, OrderProcessingAnswer } from '../api-answers/orders.ts'
import { idParam, json, ok, pageParams, type Paths } from './shared.ts'

// The Orders area: placing the order of a paid cart, the list of one's orders, one order (answers in
// app/web/api-answers/orders.ts).

export function orderPaths(): Paths {
  return {
    '/api/orders': {
      get: {
        summary: 'Your orders, newest first, 20 a page',
        security: 'user',
        parameters: pageParams(100, '20'),
        responses: { '200': ok(OrderListAnswer) },
      },
      post: {
        idempotent: true,
        summary: 'Place the order of a succeeded payment',
        policy: 'order',
        description:
          'Only `stripe_payment_id` is read; repeats answer the same order (200). A payment still processing answers 202 and makes no order yet.',
        requestBody: json(OrderRequestSchema),
        responses: {
          '402': { description: 'The payment has not succeeded (`payment_not_succeeded`)' },
          '404': { description: 'No payment of yours with this id (`payment_not_found`)' },
          '409': { description: 'The payment does not match its checkout (`payment_mismatch`): do not retry' },
          '502': { description: 'The payment service did not answer (`upstream_unavailable`)' },
          '201': ok(OrderPlacedAnswer, 'Created'),
          '200': ok(OrderPlacedAnswer, 'Already created'),
          '202': ok(
            OrderProcessingAnswer,
            'The payment is processing (a bank debit not yet confirmed): the order is made when it settles',
          ),
        },
      },
    },
    '/api/orders/{id}': {
      get: {
        summary: 'An order, to whoever holds its public id',
        parameters: [idParam('id', 'The order’s unguessable public id')],
        responses: { '200': ok(OrderAnswer) },
      },
    },
  }
}
