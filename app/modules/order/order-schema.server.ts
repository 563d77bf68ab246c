import { z } from '~/lib/zod.ts'
import { PAYMENT_ID_PATTERN } from './payment-flow.server.ts'

/**
 * POST /api/orders: the spec's payload. Only stripe_payment_id matters: items, prices and the
 * address come from what the server recorded for that payment. Other fields are accepted and ignored.
 */
export const OrderRequestSchema = z.looseObject({
  stripe_payment_id: z
    .string({ error: 'stripe_payment_id is required' })
    .trim()
    .regex(PAYMENT_ID_PATTERN, { message: 'stripe_payment_id is invalid' }),
})
