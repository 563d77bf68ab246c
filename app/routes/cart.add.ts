import { readJsonOrForm } from '~/web/request-body.server.ts'
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { addToCart } from '~/modules/cart/index.server.ts'
import { AddToCartSchema } from '~/modules/cart/index.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/index.ts'
import { refererPath } from '~/web/safe-redirect.server.ts'
import { ensureVisitor } from '~/web/session.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'
import type { StoreServices } from '~/web/load-context.ts'

// A community design that cannot be prepared for checkout gets its own error toast.
const COMMUNITY_CHECKOUT_FAILED = { title: 'Error', description: 'Failed to process this design for checkout' }

// A design the store no longer sells (hidden, held for review, removed or deleted) is not added.
const DESIGN_UNAVAILABLE = { title: 'No longer available', description: 'This design is no longer available to buy.' }

// CONTRACT: POST /cart/add (a plain form or fetch) adds a shirt to the cart and answers 303 with the
// toast "Added to cart": to /cart for Add to Cart, to /checkout for "buy now" (then=checkout: Order
// Now; and the gallery's Buy).

export async function loader() {
  return redirect('/cart')
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { visitorId, userId, setCookie } = await ensureVisitor(context, request)
  const headers = new Headers()
  if (setCookie) headers.append('Set-Cookie', setCookie)
  const fields = await readFields(request)
  const parsed = AddToCartSchema.safeParse(fields ?? {})
  const back = backToReferer(context, request)
  if (!parsed.success) {
    const designProblem = !fields || parsed.error.issues.some((i) => i.path[0] === 'designId')
    // An id that names no design is answered as an unknown design is, community or own.
    const designToast = fields?.kind === 'community' ? COMMUNITY_CHECKOUT_FAILED : CHECKOUT_MESSAGES.designNotReady
    const toast = designProblem
      ? designToast
      : { title: 'Invalid request', description: parsed.error.issues[0]?.message ?? 'Please check your choices' }
    return redirectWithToast(context, back, { ...toast, type: 'error' }, { status: 303, headers })
  }
  const buyNow = parsed.data.then === 'checkout' || parsed.data.kind === 'community'
  // Order Now on one's own design makes sure it is in the cart: pressing it twice buys one shirt.
  const result = await addToCart(context.db, context.storage, { visitorId, userId }, parsed.data, {
    ifAbsent: buyNow && parsed.data.kind === 'own',
  })
  if (!result.ok) {
    const toast =
      result.error === 'variant-not-available'
        ? CHECKOUT_MESSAGES.variantNotAvailable
        : result.error === 'design-unavailable'
          ? DESIGN_UNAVAILABLE
          : parsed.data.kind === 'community'
            ? COMMUNITY_CHECKOUT_FAILED
            : CHECKOUT_MESSAGES.designNotReady
    return redirectWithToast(context, back, { ...toast, type: 'error' }, { status: 303, headers })
  }
  const { title, color, size } = result.added
  const next = buyNow ? '/checkout' : '/cart'
  return redirectWithToast(
    context,
    next,
    { title: 'Added to cart', description: `${title} (${color} - ${size}) is in your cart.`, type: 'success' },
    { status: 303, headers },
  )
}

async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  return readJsonOrForm(request)
}

/** Back to the page of this store the shopper came from (never to /cart/* itself). */
function backToReferer(context: Pick<StoreServices, 'config'>, request: Request) {
  const path = refererPath(context, request)
  return path.startsWith('/cart/') ? '/' : path
}
