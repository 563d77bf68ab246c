import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { paymentReturnPath } from '~/modules/order/index.ts'
import { paymentOutcome } from '~/modules/order/index.server.ts'
import { formatPrice } from '~/modules/pricing/index.ts'
import { redirectAfterPayment } from '~/web/payment-redirect.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'

// Test mode's extra confirmation step (what 3-D Secure is for 4000 0027 6000 3184), a plain page
// so it works with and without JavaScript.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const processor = context.payments
  const clientSecret = new URL(request.url).searchParams.get('client_secret') ?? ''
  if (processor.kind !== 'test') throw data({ message: 'Not found' }, { status: 404 })
  const intent = await processor.retrievePaymentIntent(params.intentId ?? '')
  if (!intent || intent.clientSecret !== clientSecret) throw data({ message: 'Payment not found' }, { status: 404 })
  if (intent.status !== 'requires_action') throw redirect(paymentReturnPath(intent.id))
  return { id: intent.id, clientSecret, amount: formatPrice(intent.amount) }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const processor = context.payments
  if (processor.kind !== 'test') throw data({ message: 'Not found' }, { status: 404 })
  const form = await readForm(request)
  // The test bank's two buttons: complete the authentication, or fail it.
  const choice = requireFormIntent(form, ['complete', 'fail'])
  const intent = await processor.completeAuthentication(
    params.intentId ?? '',
    String(form.get('client_secret') ?? ''),
    choice === 'complete',
  )
  if (!intent) throw data({ message: 'Payment not found' }, { status: 404 })
  return redirectAfterPayment(context, await paymentOutcome(context.db, context.tax, context.fulfilment, processor, intent))
}

export default function TestAuthenticationRoute() {
  const { clientSecret, amount } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">Test mode</span>
        <h1 className="mt-4 text-2xl font-bold">Confirm your payment</h1>
        <p className="mt-2 text-slate-700">
          Your card issuer asks you to confirm this payment of <strong>{amount}</strong>. This is a simulated authentication step:
          choose how it ends.
        </p>
        <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
          <input type="hidden" name="client_secret" value={clientSecret} />
          <button type="submit" name="intent" value="complete" className={`${buttonClass.primary} flex-1`} disabled={busy}>
            {busy ? 'Processing' : 'Complete authentication'}
          </button>
          <button type="submit" name="intent" value="fail" className={`${buttonClass.secondary} flex-1`} disabled={busy}>
            Fail authentication
          </button>
        </Form>
      </div>
    </section>
  )
}

export const meta: MetaFunction = () => [{ title: 'Confirm your payment · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
