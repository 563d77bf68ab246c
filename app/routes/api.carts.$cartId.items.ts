import type { ActionFunctionArgs } from '@remix-run/node'
import { CartLineInputSchema } from '~/modules/cart/index.ts'
import { addCheckoutLine, findApiCart } from '~/modules/cart/index.server.ts'
import { MAX_QUANTITY } from '~/modules/pricing/index.ts'
import { openApiCartOrThrow, apiRoute, methodNotAllowed, parseJsonBody, requireApiUser, answer } from '~/web/api.server.ts'
import { CartLineAddedAnswer } from '~/web/api-answers/carts.ts'
import { cartJson } from '~/web/api-cart.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'
import { problem } from '~/web/problem.server.ts'

// POST /api/carts/{id}/items { designId, variantId, quantity }: adds a line to one of the caller's
// carts (the same design and variant again adds to its quantity, refused past 100), 201 with the cart.

async function loaderImpl() {
  return methodNotAllowed(['POST'])
}

const actionImpl = idempotent(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(context, request)
  const { owner } = await openApiCartOrThrow(context, user.id, params.cartId)
  const line = await parseJsonBody(request, CartLineInputSchema)
  const db = context.db
  const added = await addCheckoutLine(db, context.storage, owner, line)
  if (!added.ok) {
    const [code, field, detail] =
      added.error === 'quantity-too-large'
        ? [
            'quantity_too_large',
            'quantity',
            `The cart holds ${added.inCart} of this shirt already: one line takes at most ${MAX_QUANTITY}`,
          ]
        : added.error === 'design-not-ready'
          ? ['design_not_ready', 'designId', 'No design of that id can be printed']
          : added.error === 'design-unavailable'
            ? ['design_unavailable', 'designId', 'This design is no longer available to buy']
            : ['variant_not_available', 'variantId', 'Not an available variant']
    // A design no longer for sale conflicts with the design's state, not the request's shape: 409.
    const status = code === 'design_unavailable' ? 409 : 400
    return problem({ status, code, detail, errors: [{ pointer: `/${field}`, field, detail, code }] })
  }
  return answer(
    CartLineAddedAnswer,
    { cart: await cartJson(context, await findApiCart(db, context.tax, context.fulfilment, owner)), lineId: added.lineId },
    { status: 201, headers: { 'Cache-Control': 'private, no-store' } },
  )
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
