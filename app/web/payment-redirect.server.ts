import { redirect } from '@remix-run/node'
import { CHECKOUT_MESSAGES, paymentReturnPath } from '~/modules/order/index.ts'
import type { PaymentOutcome } from '~/modules/order/index.server.ts'
import type { StoreServices } from './load-context.ts'
import { redirectWithToast } from './toast.server.ts'

/**
 * Where a shopper goes once a card was confirmed without JavaScript (the checkout's Pay, the
 * test-mode confirmation step): paid, the order's confirmation; processing, the page that says so
 * and follows it (not a failure); otherwise back to the checkout with the failure's toast.
 */
export function redirectAfterPayment(services: Pick<StoreServices, 'config'>, outcome: PaymentOutcome) {
  const failed = (toast: { title: string; description: string }) =>
    redirectWithToast(services, '/checkout', { ...toast, type: 'error' }, { status: 303 })
  switch (outcome.kind) {
    case 'paid':
      return redirect(`/order-confirmation?id=${encodeURIComponent(outcome.orderPublicId)}`, 303)
    case 'processing':
      return redirect(paymentReturnPath(outcome.paymentId), 303)
    case 'order-failed':
      return failed(CHECKOUT_MESSAGES.orderCreationFailed(null))
    case 'failed':
      return failed(CHECKOUT_MESSAGES.paymentFailed(outcome.message))
  }
}
