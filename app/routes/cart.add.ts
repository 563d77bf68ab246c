import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { addToCart } from '~/modules/cart/cart.server.ts'
import { AddToCartSchema } from '~/modules/cart/cart-schema.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/messages.ts'
import { getDb } from '~/utils/db.server.ts'
import { getVisitor } from '~/utils/session.server.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

// SPEC section 8: a community design that cannot be prepared for checkout.
const COMMUNITY_CHECKOUT_FAILED = { title: 'Error', description: 'Failed to process this design for checkout' }

// CONTRACT: POST /cart/add (a plain form or fetch) puts a shirt in the cart and answers 303 /checkout.

export async function loader() {
  return redirect('/checkout')
}

export async function action({ request }: ActionFunctionArgs) {
  const { visitorId, userId, setCookie } = await getVisitor(request)
  const headers = new Headers()
  if (setCookie) headers.append('Set-Cookie', setCookie)
  const fields = await readFields(request)
  const parsed = AddToCartSchema.safeParse(fields ?? {})
  const back = sameSiteReferer(request)
  if (!parsed.success) {
    const designProblem = !fields || parsed.error.issues.some((i) => i.path[0] === 'designId')
    const toast = designProblem
      ? CHECKOUT_MESSAGES.designNotReady
      : { title: 'Invalid request', description: parsed.error.issues[0]?.message ?? 'Please check your choices' }
    return redirectWithToast(back, { ...toast, type: 'error' }, { status: 303, headers })
  }
  const result = await addToCart(getDb(), { visitorId, userId }, parsed.data)
  if (!result.ok) {
    const toast =
      result.error === 'variant-not-available'
        ? CHECKOUT_MESSAGES.variantNotAvailable
        : parsed.data.kind === 'community'
          ? COMMUNITY_CHECKOUT_FAILED
          : CHECKOUT_MESSAGES.designNotReady
    return redirectWithToast(back, { ...toast, type: 'error' }, { status: 303, headers })
  }
  return redirect('/checkout', { status: 303, headers })
}

async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  try {
    if (request.headers.get('Content-Type')?.includes('application/json')) {
      const body = await request.json()
      return body && typeof body === 'object' && !Array.isArray(body) ? body : null
    }
    return Object.fromEntries(await request.formData())
  } catch {
    return null
  }
}

/** Back to the page the shopper came from, only when it is this site. */
function sameSiteReferer(request: Request) {
  const referer = request.headers.get('Referer')
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    const here = new URL(request.url)
    if (from.host !== here.host || from.pathname.startsWith('/cart/')) return '/'
    return `${from.pathname}${from.search}`
  } catch {
    return '/'
  }
}
