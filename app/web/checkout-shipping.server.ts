import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { checkShippingCountry, findCart, priceLines } from '~/modules/cart/index.server.ts'
import { ShippingCountrySchema } from '~/modules/cart/index.ts'
import { deliveryEstimate } from '~/modules/delivery/index.server.ts'
import { getShippingCountries } from '~/modules/shipping/index.server.ts'
import type { Pricing } from '~/modules/pricing/index.ts'
import type { DB } from '~/lib/db.server.ts'

/** The countries the checkout's select offers: code and name, the US first. */
export async function shippingCountryChoices() {
  const { options } = await getShippingCountries()
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
 * The checkout's "Update shipping" (the button without JavaScript, the country select with it): the
 * cart priced with standard shipping to the chosen country, and the delivery promise there, before the
 * address is saved. Nothing is stored; the form keeps what was typed (Conform's reply carries it back).
 * A country the store does not ship to is the country field's error, naming those it does.
 */
export async function shippingPreviewAnswer(db: DB, visitorId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ShippingCountrySchema })
  if (submission.status !== 'success') {
    return data({ addressResult: submission.reply(), shippingPreview: null }, { status: 400 })
  }
  const check = await checkShippingCountry(submission.value.country)
  if (!check.ok) {
    return data(
      { addressResult: submission.reply({ fieldErrors: { country: [check.message] } }), shippingPreview: null },
      { status: 400 },
    )
  }
  const cart = await findCart(db, visitorId)
  const pricing = priceLines(cart?.lines ?? [], check.option)
  return data({
    addressResult: submission.reply(),
    shippingPreview: {
      country: check.option.country,
      name: check.option.name,
      pricing,
      delivery: await deliveryEstimate(check.option.country),
    } satisfies ShippingPreview,
  })
}
