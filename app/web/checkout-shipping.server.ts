import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { checkShippingCountry, findCart, priceCart } from '~/modules/cart/index.server.ts'
import { ShippingCountrySchema } from '~/modules/cart/index.ts'
import { deliveryEstimate } from '~/modules/delivery/index.server.ts'
import { getShippingCountries, type ShippingOption } from '~/modules/shipping/index.server.ts'
import type { Pricing } from '~/modules/pricing/index.ts'
import type { StoreServices } from './load-context.ts'

/**
 * What pricing a cart needs: the database, the tax service to price its tax with, and the print
 * providers whose rates price its shipping.
 */
type PricingServices = Pick<StoreServices, 'db' | 'tax' | 'fulfilment'>

/** The countries the checkout's select offers (by the rates of the caller's `fulfilment`): code and name, the US first. */
export async function shippingCountryChoices({ fulfilment }: Pick<StoreServices, 'fulfilment'>) {
  const { options } = await getShippingCountries(fulfilment)
  return options.map((o) => ({ code: o.country, name: o.name }))
}

/** A country's price and promise before the address is saved, as the checkout page shows them. */
export interface ShippingPreview {
  country: string
  name: string
  pricing: Pricing
  delivery: Awaited<ReturnType<typeof deliveryEstimate>>
}

/**
 * The checkout's "Update shipping" (the button without JavaScript; with it, the form loads /checkout/shipping-preview): the
 * cart priced with standard shipping to the chosen country, and the delivery promise there, before the
 * address is saved. Nothing is stored; the form keeps what was typed (Conform's reply carries it back).
 * A country the store does not ship to is the country field's error, naming those it does.
 */
export async function shippingPreviewAnswer(services: PricingServices, owner: PreviewOwner, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ShippingCountrySchema })
  if (submission.status !== 'success') {
    return data({ addressResult: submission.reply(), shippingPreview: null }, { status: 400 })
  }
  const check = await checkShippingCountry(services.fulfilment, submission.value.country)
  if (!check.ok) {
    return data(
      { addressResult: submission.reply({ fieldErrors: { country: [check.message] } }), shippingPreview: null },
      { status: 400 },
    )
  }
  return data({
    addressResult: submission.reply(),
    shippingPreview: await previewFor(services, owner, check.option, typedPlace(formData)),
  })
}

/** Whose cart is previewed: the browser's, and the signed-in account (a code's once-per-customer rule). */
type PreviewOwner = { visitorId: string; userId: number | null }

/** The state or province and postal code typed beside the country (a form, or the preview's query). */
type TypedPlace = { region?: string; zip?: string }

function typedPlace(values: { get(name: string): unknown }): TypedPlace {
  const text = (name: string) => {
    const value = values.get(name)
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined
  }
  return { region: text('region'), zip: text('zip') }
}

/**
 * The cart priced to `option`'s country, its discount code included when the code applies, and its
 * tax there: with what was typed of the address, else the saved address's when it is in that country.
 */
async function previewFor(
  { db, tax, fulfilment }: PricingServices,
  owner: PreviewOwner,
  option: ShippingOption,
  typed: TypedPlace,
): Promise<ShippingPreview> {
  const cart = await findCart(db, tax, fulfilment, owner.visitorId, { userId: owner.userId })
  const lines = (cart?.lines ?? []).map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity }))
  const code = cart?.discountCode && !cart.discountCode.refusal ? cart.discountCode.code : null
  const saved = cart?.address?.country === option.country ? cart.address : null
  const place = {
    ...saved,
    country: option.country,
    ...(typed.region ? { region: typed.region } : {}),
    ...(typed.zip ? { zip: typed.zip } : {}),
  }
  const customer = { userId: owner.userId, email: cart?.address?.email ?? null }
  const { pricing } = await priceCart(db, tax, lines, code, customer, option, place)
  return { country: option.country, name: option.name, pricing, delivery: await deliveryEstimate(fulfilment, option.country) }
}

/**
 * The cart's price and promise to `?shipTo=CA` (with `region` and `zip` when typed): what
 * /checkout/shipping-preview answers as the address form changes (with JavaScript), and what the
 * checkout page shows for the same query. A read. Null for a country the store does not ship to (the
 * select offers none).
 */
export async function shipToPreview(services: PricingServices, owner: PreviewOwner, url: URL): Promise<ShippingPreview | null> {
  if (!url.searchParams.has('shipTo')) return null
  const parsed = ShippingCountrySchema.safeParse({ country: url.searchParams.get('shipTo') })
  const check = parsed.success ? await checkShippingCountry(services.fulfilment, parsed.data.country) : null
  return check?.ok ? previewFor(services, owner, check.option, typedPlace(url.searchParams)) : null
}
