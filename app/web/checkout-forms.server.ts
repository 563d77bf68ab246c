import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { applyCartCode } from '~/modules/cart/index.server.ts'
import { ApplyCodeSchema } from '~/modules/discount-code/index.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/index.ts'
import type { DbAndConfig, StoreServices } from './load-context.ts'
import { CART_ITEM_INTENTS } from './cart-http.server.ts'
import { requireFormIntent } from './form-intent.server.ts'
import { fieldErrorReply } from './form-reply.server.ts'
import { redirectWithToast } from './toast.server.ts'

// The checkout page's forms: their one closed list of intents, and the discount code's two buttons.

/** Everything the checkout page's forms post: the cart lines, the address, the code, and Pay. */
export const CHECKOUT_INTENTS = [
  ...CART_ITEM_INTENTS,
  'update-shipping',
  'save-address',
  'apply-code',
  'remove-code',
  'pay',
] as const

/**
 * The posted intent. "Update shipping" is the address form's second button: its intent comes after
 * the form's own, and wins. An intent outside the list is a 400.
 */
export function checkoutIntent(formData: FormData): (typeof CHECKOUT_INTENTS)[number] {
  if (formData.getAll('intent').includes('update-shipping')) return 'update-shipping'
  return requireFormIntent(formData, CHECKOUT_INTENTS)
}

/** Apply code (a refused code is the field's error, status 400) and Remove code, then back to the page. */
export async function changeCode(
  services: DbAndConfig & Pick<StoreServices, 'tax' | 'fulfilment'>,
  intent: 'apply-code' | 'remove-code',
  formData: FormData,
  owner: { visitorId: string; userId: number | null },
) {
  const { db, tax, fulfilment } = services
  if (intent === 'remove-code') {
    await applyCartCode(db, tax, fulfilment, owner, null)
    return redirectWithToast(
      services,
      '/checkout',
      { title: 'Code removed', description: 'The discount code is off your order', type: 'info' },
      { status: 303 },
    )
  }
  const submission = parseWithZod(formData, { schema: ApplyCodeSchema })
  if (submission.status !== 'success') return data({ codeResult: submission.reply() }, { status: 400 })
  const applied = await applyCartCode(db, tax, fulfilment, owner, submission.value.code)
  if (!applied.ok && applied.error === 'no-cart') {
    return redirectWithToast(services, '/', { ...CHECKOUT_MESSAGES.noOrderData, type: 'error' }, { status: 303 })
  }
  if (!applied.ok) return data({ codeResult: fieldErrorReply('code', applied.message) }, { status: 400 })
  return redirectWithToast(
    services,
    '/checkout',
    { title: 'Code applied', description: `${submission.value.code} is on your order`, type: 'success' },
    { status: 303 },
  )
}
