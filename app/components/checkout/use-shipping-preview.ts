import { useCallback, useEffect, useRef, useState } from 'react'
import { LatestLoad } from '~/lib/latest-load.ts'
import type { ShippingPreview } from '~/web/checkout-shipping.server.ts'

/** What the address form has typed that changes the price: the country, and the state and postal code. */
export type TypedPlace = { country: string; region?: string; zip?: string }

/**
 * The cart's price and delivery promise to the place being typed, before the address is saved (with
 * JavaScript; without it the form's Update shipping button posts instead). Read from
 * /checkout/shipping-preview one load at a time, the newest place asked for going next
 * (app/lib/latest-load.ts). The page fetches it itself, not through a Remix fetcher: Remix cancels a
 * fetcher's load when a form is submitted (Save Address, right after choosing the country), and logs
 * the cancelled answer as an error when it had begun to arrive. `revision` is the cart's: the place is
 * asked for again when the cart changes while the address form is open (`editing`).
 */
export function useShippingPreview(revision: string, editing: boolean) {
  // undefined until an answer comes; null for a place the store does not ship to.
  const [preview, setPreview] = useState<ShippingPreview | null | undefined>(undefined)
  const place = useRef<TypedPlace | null>(null)
  const inFlight = useRef<AbortController | null>(null)
  const [loads] = useState(
    () =>
      new LatestLoad((url, done) => {
        const controller = new AbortController()
        inFlight.current = controller
        fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal })
          .then((response) => (response.ok ? (response.json() as Promise<{ shippingPreview: ShippingPreview | null }>) : null))
          .then((body) => {
            // An answer that comes after the form was saved or left is not wanted.
            if (body && !controller.signal.aborted && place.current) setPreview(body.shippingPreview)
          })
          // A failed preview leaves the price shown as it was; saving the address prices the cart anyway.
          .catch(() => undefined)
          .finally(() => {
            if (inFlight.current === controller) inFlight.current = null
            done()
          })
      }),
  )
  // Leaving the checkout ends a load in flight; its answer is not wanted.
  useEffect(() => () => inFlight.current?.abort(), [])

  const ask = useCallback(
    (typed: TypedPlace) => {
      place.current = typed
      loads.ask(previewUrl(typed, revision))
    },
    [loads, revision],
  )
  // The cart changed (a quantity, a code): the place typed is priced again while the form is open, the
  // last answer showing until then (the country chosen stays; its figures follow a moment later).
  // Saving or leaving the form forgets the place and its answer: the saved address prices the cart.
  useEffect(() => {
    if (!editing) {
      place.current = null
      setPreview(undefined)
    } else if (place.current) loads.ask(previewUrl(place.current, revision))
  }, [loads, revision, editing])

  return { preview, ask }
}

function previewUrl({ country, region, zip }: TypedPlace, revision: string) {
  const query = new URLSearchParams({ shipTo: country })
  if (region) query.set('region', region)
  if (zip) query.set('zip', zip)
  query.set('revision', revision)
  return `/checkout/shipping-preview?${query}`
}
