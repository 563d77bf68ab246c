import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from '~/lib/zod.ts'
import { paymentReturnPath } from '~/modules/order/index.ts'
import { paymentOutcome } from '~/modules/order/index.server.ts'
import { readJson } from '~/web/request-body.server.ts'

// Test mode only: confirms a payment intent with a card, like stripe.confirmCardPayment. The client
// secret proves the caller started the payment. A success also places the order right here (the
// processor is this server, so this is where a webhook would fire); a processing payment is not a
// failure: the answer sends the page to the payment's return page, and the order comes when it settles.
const ConfirmSchema = z.object({
  clientSecret: z.string().min(10).max(200),
  number: z.string().max(30).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
})

export async function action({ request, params, context }: ActionFunctionArgs) {
  const processor = context.payments
  if (processor.kind !== 'test') return Response.json({ message: 'Not found' }, { status: 404 })
  const parsed = ConfirmSchema.safeParse(await readJson(request))
  if (!parsed.success) return Response.json({ message: 'Invalid payment details' }, { status: 400 })
  const { clientSecret, ...card } = parsed.data
  const intent = await processor.confirmWithCard(params.intentId ?? '', clientSecret, card)
  if (!intent) return Response.json({ message: 'Payment not found' }, { status: 404 })
  let orderId: string | null = null
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    const outcome = await paymentOutcome(context.db, context.tax, context.fulfilment, processor, intent)
    if (outcome.kind === 'order-failed')
      return Response.json({ message: 'Failed to create order with Printify' }, { status: 409 })
    if (outcome.kind === 'paid') orderId = outcome.orderPublicId
  }
  // The order's public id comes back with the confirmation, so the page goes straight to it.
  return Response.json({
    id: intent.id,
    orderId,
    status: intent.status,
    lastError: intent.lastError,
    nextUrl:
      intent.status === 'requires_action'
        ? `/pay/${intent.id}?client_secret=${encodeURIComponent(intent.clientSecret)}`
        : intent.status === 'processing'
          ? paymentReturnPath(intent.id)
          : null,
  })
}

export async function loader() {
  return Response.json({ message: 'Use POST' }, { status: 405 })
}
