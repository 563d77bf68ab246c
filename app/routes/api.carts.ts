import type { ActionFunctionArgs } from '@remix-run/node'
import { CreateCartSchema } from '~/modules/cart/index.ts'
import { applyCheckoutData, createApiCart, findApiCart, saveCartAddress } from '~/modules/cart/index.server.ts'
import { apiRoute, methodNotAllowed, parseJsonBody, requireApiUser, answer } from '~/web/api.server.ts'
import { CartAnswer } from '~/web/api-answers/carts.ts'
import { cartJson } from '~/web/api-cart.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'
import { countryNotServed, problem } from '~/web/problem.server.ts'
import { applyApiCode } from '~/web/discount-code-http.server.ts'

// POST /api/carts { items?, address?, discountCode? }: a new cart of the caller's (ADR 126), 201 with its id. An
// integrator makes one per customer; lines are added with POST /api/carts/{id}/items and the cart is
// paid with POST /api/carts/{id}/payment-intent. Each cart has its own payment intent.

async function loaderImpl() {
  return methodNotAllowed(['POST'])
}

const actionImpl = idempotent(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(context, request)
  const hasBody = (await request.clone().text()).trim() !== ''
  const input = hasBody ? await parseJsonBody(request, CreateCartSchema) : {}
  const db = context.db
  const { cartId, owner } = await createApiCart(db, user.id)
  if (input.items?.length) {
    const applied = await applyCheckoutData(db, context.tax, context.fulfilment, context.storage, owner, {
      items: input.items,
      address: input.address,
    })
    if (!applied.ok) {
      await db.deleteFrom('carts').where('id', '=', cartId).execute()
      if (applied.error === 'country-not-served') return countryNotServed(applied)
      return problem({
        status: 400,
        code: applied.error === 'design-not-ready' ? 'design_not_ready' : 'variant_not_available',
        detail:
          applied.error === 'design-not-ready'
            ? `items[${applied.index}]: no design of that id can be printed`
            : `items[${applied.index}]: that variant is not available`,
        errors: [
          {
            pointer: `/items/${applied.index}/${applied.error === 'design-not-ready' ? 'designId' : 'variantId'}`,
            field: `items.${applied.index}.${applied.error === 'design-not-ready' ? 'designId' : 'variantId'}`,
            detail: applied.error === 'design-not-ready' ? 'No design of that id can be printed' : 'Not an available variant',
            code: applied.error,
          },
        ],
      })
    }
  } else if (input.address) {
    const saved = await saveCartAddress(db, context.fulfilment, owner.visitorId, input.address)
    if (!saved.ok) {
      await db.deleteFrom('carts').where('id', '=', cartId).execute()
      return countryNotServed(saved)
    }
  }
  const refused = await applyApiCode(context, owner, input.discountCode)
  if (refused) {
    await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute()
    await db.deleteFrom('carts').where('id', '=', cartId).execute()
    return refused
  }
  const cart = await findApiCart(db, context.tax, context.fulfilment, owner)
  return answer(
    CartAnswer,
    { cart: await cartJson(context, cart) },
    { status: 201, headers: { Location: `/api/carts/${cartId}`, 'Cache-Control': 'private, no-store' } },
  )
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
