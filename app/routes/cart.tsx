import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { OrderSummary } from '~/components/checkout/order-summary.tsx'
import { PaymentProcessingNotice } from '~/components/checkout/payment-processing.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { findCart, toCheckoutData } from '~/modules/cart/index.server.ts'
import { findProcessingPayment } from '~/modules/order/index.server.ts'
import { CART_ITEM_INTENTS, changeCartItem } from '~/web/cart-http.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { readVisitor } from '~/web/session.server.ts'

// /cart: every shirt in the cart, with size, quantity and Remove, the server's price for the whole
// cart, Checkout and Continue shopping.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { visitorId } = await readVisitor(context, request)
  const cart = visitorId ? await findCart(context.db, context.tax, context.fulfilment, visitorId) : null
  // A payment of this cart that the bank has not confirmed yet: its shirts stay here until it settles.
  const processing = cart ? await findProcessingPayment(context.db, cart.id) : null
  return data(
    {
      checkoutData: cart && cart.lines.length > 0 ? toCheckoutData(cart) : null,
      processing: processing ? { email: processing.email } : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { visitorId } = await readVisitor(context, request)
  const formData = await readForm(request)
  // The page's forms are the cart lines' update and remove; any other intent is a 400.
  const intent = requireFormIntent(formData, CART_ITEM_INTENTS)
  if (!visitorId) return data({ message: 'Unknown action' }, { status: 400 })
  return changeCartItem(context, visitorId, intent, formData, '/cart')
}

export default function CartRoute() {
  const { checkoutData, processing } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight">Your Cart</h1>
      {checkoutData && processing ? (
        <div className="mt-6">
          <PaymentProcessingNotice email={processing.email} />
        </div>
      ) : null}
      {checkoutData ? (
        <>
          <div className="mt-6">
            <OrderSummary
              data={checkoutData}
              locked={Boolean(processing)}
              heading={`${checkoutData.pricing.quantity} shirt${checkoutData.pricing.quantity === 1 ? '' : 's'}`}
            />
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <Link to="/" className={buttonClass.secondary}>
              Continue shopping
            </Link>
            <Link to="/checkout" className={`${buttonClass.primary} px-6 py-3 text-base`}>
              Checkout
            </Link>
          </div>
        </>
      ) : (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold">Your cart is empty.</p>
          <p className="mt-1 text-slate-600">Create a design or pick one from the community gallery.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/" className={buttonClass.primary}>
              Continue shopping
            </Link>
            <Link to="/design" className={buttonClass.secondary}>
              Create a design
            </Link>
          </div>
        </div>
      )}
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Your Cart · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
