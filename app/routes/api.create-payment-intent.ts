import { type ActionFunctionArgs } from '@remix-run/node'
import { CheckoutDataSchema } from '~/modules/cart/index.ts'
import { applyCheckoutData, createApiCart, type CartOwner } from '~/modules/cart/index.server.ts'
import { checkRateLimit, limitResponse } from '~/web/rate-limit.server.ts'
import { readJson } from '~/web/request-body.server.ts'
import { ensureVisitor } from '~/web/session.server.ts'
import { apiTokenCaller } from '~/web/api-token.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'
import { apiRoute, methodNotAllowed, payCartAnswer } from '~/web/api.server.ts'
import { countryNotServed, problem, validationProblem } from '~/web/problem.server.ts'
import { applyApiCode } from '~/web/discount-code-http.server.ts'

// POST /api/create-payment-intent with the checkout data (items, address, pricing). The items say
// which shirts to buy (design, variant, quantity); every price is computed by the server from its
// catalogue, whatever the body says. From a browser the items replace the visitor's cart, and an
// empty body pays for that cart as it is. With an API token, items make a cart of their own for this
// checkout (answered as `cartId`): an integrator checking out many customers through one token gets
// one cart and one payment intent per checkout, never another customer's (ADR 126). `discountCode`
// applies a code to the cart (null removes it); a refused code is a 422 problem of its own (ADR 160).
async function loaderImpl() {
  return methodNotAllowed(['POST'])
}

const LINE_ERRORS = {
  'design-not-ready': 'Design Not Ready: Please create a design before proceeding to checkout',
  'design-unavailable': 'This design is no longer available to buy',
  'variant-not-available': 'Sorry, the selected size and color combination is not available',
} as const

const API_CODES = {
  'design-not-ready': 'design_not_ready',
  'design-unavailable': 'design_unavailable',
  'variant-not-available': 'variant_not_available',
} as const

// Idempotency-Key: a repeated request answers the first success (ADR 102).
const actionImpl = idempotent(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  // An empty body pays for the cart as it is; any other body must be JSON.
  const body = (await request.clone().text()).trim() ? await readJson(request) : {}
  const parsed = CheckoutDataSchema.safeParse(body ?? {})
  if (!parsed.success) return validationProblem(parsed.error)

  const { visitorId, userId, setCookie } = await ensureVisitor(context, request)
  const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined
  const limited = await checkRateLimit(context, 'paymentIntent', { visitorId, userId })
  if (limited) return limitResponse(limited)
  const db = context.db
  const { items, address, discountCode } = parsed.data
  let owner: CartOwner = { visitorId, userId }
  let extra: Record<string, unknown> = {}
  const caller = await apiTokenCaller(context, request)
  if (caller && items?.length) {
    const made = await createApiCart(db, caller.userId)
    owner = made.owner
    extra = { cartId: made.cartId }
  }
  if (items?.length) {
    const applied = await applyCheckoutData(db, context.tax, context.fulfilment, context.storage, owner, { items, address })
    if (!applied.ok && applied.error === 'country-not-served') return countryNotServed(applied, headers)
    if (!applied.ok) {
      return problem({
        status: applied.error === 'design-unavailable' ? 409 : 400,
        code: API_CODES[applied.error],
        detail: `items[${applied.index}]: ${LINE_ERRORS[applied.error]}`,
        headers,
      })
    }
  }
  // A discount code (null removes the cart's): checked against the cart as it is now.
  const refused = await applyApiCode(context, owner, discountCode, { headers, extra })
  if (refused) return refused
  return payCartAnswer(context, owner, { headers, extra })
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
