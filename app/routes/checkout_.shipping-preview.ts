import type { LoaderFunctionArgs } from '@remix-run/node'
import { shipToPreview } from '~/web/checkout-shipping.server.ts'
import { readVisitor } from '~/web/session.server.ts'

// The checkout's price and delivery promise to the place typed in its address form, before it is
// saved (`?shipTo=GB&region=…&zip=…`): what the form asks for as its country, state and postal code
// change, with JavaScript. A read of the browser's own cart; null for a country the store does not ship
// to, or for a browser with no cart. Fetched by the page itself rather than by a Remix fetcher, so a
// navigation (Save Address) never cancels it halfway (app/components/checkout/use-shipping-preview.ts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { visitorId, userId } = await readVisitor(context, request)
  const url = new URL(request.url)
  const shippingPreview = visitorId ? await shipToPreview(context, { visitorId, userId }, url) : null
  return Response.json({ shippingPreview }, { headers: { 'Cache-Control': 'private, no-store' } })
}
