import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { money } from '~/components/admin/admin-ui.tsx'
import { z } from '~/lib/zod.ts'
import { retryHeldOrder } from '~/modules/fulfilment/index.server.ts'
import { cancelHeldOrder } from '~/modules/order/index.server.ts'
import { requireOperator } from '~/web/admin.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// POST /admin/orders/{publicId}/hold: the operator's Retry or Cancel of an order the print provider
// holds (ADR 163). Each form has a box to tick; the answer goes back to the order's page with a toast.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireOperator(context, request)
  return redirect(`/admin/orders/${encodeURIComponent(String(params.publicId))}`)
}

const CONFIRM_MISSING = 'Tick the box to confirm. Nothing was done.'

const HoldActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('retry'), confirm: z.literal('yes', { error: CONFIRM_MISSING }) }),
  z.object({
    intent: z.literal('cancel'),
    requestKey: z.string().uuid(),
    confirm: z.literal('yes', { error: CONFIRM_MISSING }),
  }),
])

export async function action({ request, params, context }: ActionFunctionArgs) {
  const operator = await requireOperator(context, request)
  const publicId = String(params.publicId)
  const page = `/admin/orders/${encodeURIComponent(publicId)}`
  const form = await readForm(request)
  requireFormIntent(form, ['retry', 'cancel'])
  const parsed = HoldActionSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const description = parsed.error.issues[0]?.message ?? 'The form was incomplete.'
    return redirectWithToast(context, page, { title: 'That did not work', description, type: 'error' })
  }
  const db = context.db
  if (parsed.data.intent === 'retry') {
    const result = await retryHeldOrder(db, context.fulfilment, operator, publicId)
    if (!result.ok) return redirectWithToast(context, page, { title: 'Still held', description: result.message, type: 'error' })
    return redirectWithToast(context, page, {
      title: 'Sent to production again',
      description: `Printify now reports "${result.providerStatus}".`,
      type: 'success',
    })
  }
  const result = await cancelHeldOrder(db, context.tax, context.payments, operator, {
    publicId,
    requestKey: parsed.data.requestKey,
    note: null,
  })
  if (!result.ok) return redirectWithToast(context, page, { title: 'Not canceled', description: result.message, type: 'error' })
  return redirectWithToast(context, page, {
    title: 'Order canceled',
    description: result.recorded
      ? `Refunded ${money(result.refundedCents)}; Printify is asked to cancel it.`
      : `Refund of ${money(result.refundedCents)} asked of the payment provider; Printify is asked to cancel it once it is recorded.`,
    type: 'success',
  })
}
