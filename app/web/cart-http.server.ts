import { redirect } from '@remix-run/node'
import { removeCartItem, updateCartItem } from '~/modules/cart/index.server.ts'
import { UpdateCartItemSchema } from '~/modules/cart/index.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/index.ts'
import type { DbAndConfig } from './load-context.ts'
import { redirectWithToast } from './toast.server.ts'

/** The cart line forms' intents, shared by /cart and /checkout. */
export const CART_ITEM_INTENTS = ['update-item', 'remove-item'] as const
type CartItemIntent = (typeof CART_ITEM_INTENTS)[number]

/**
 * The cart line forms shared by /cart and /checkout (`intent` update-item or remove-item): applies the
 * change to the visitor's own cart and redirects back to `page` (with an error toast when refused).
 */
export async function changeCartItem(
  services: DbAndConfig,
  visitorId: string,
  intent: CartItemIntent,
  formData: FormData,
  page: string,
) {
  const { db } = services
  const parsed = UpdateCartItemSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) {
    return redirectWithToast(
      services,
      page,
      { title: 'Invalid change', description: 'Please try again', type: 'error' },
      { status: 303 },
    )
  }
  const result =
    intent === 'remove-item'
      ? await removeCartItem(db, visitorId, parsed.data.itemId)
      : await updateCartItem(db, visitorId, parsed.data)
  if (!result.ok) {
    const toast =
      result.error === 'variant-not-available' ? CHECKOUT_MESSAGES.variantNotAvailable : CHECKOUT_MESSAGES.paymentUpdateFailed
    return redirectWithToast(services, page, { ...toast, type: 'error' }, { status: 303 })
  }
  return redirect(page, 303)
}
