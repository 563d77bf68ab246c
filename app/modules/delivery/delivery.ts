// The store's one delivery promise: when a shirt ordered on a given day reaches a given country.
// Pure and browser-safe; the print provider's times are looked up by delivery.server.ts.
import { countryName, PRINTING_DAYS, shippingOptions, type ShippingOption } from '~/modules/shipping/index.ts'

/** A span of business days (Monday to Friday), both ends included. */
export interface DaySpan {
  min: number
  max: number
}

/** How long the print provider takes: printing to order, then the carrier's time per country. */
export interface DeliveryTimes {
  production: DaySpan
  /** Carrier time by ISO country code; a country missing here is one the provider does not ship to. */
  shipping: Record<string, DaySpan>
  /** Where the times come from: the provider's shipping information, or the store's documented defaults. */
  source: 'printify' | 'defaults'
}

/**
 * Times from the countries the store ships to: printing to order takes 4-9 business days, and the
 * carrier's part is the rest of each country's whole wait (the US: 7-14 in all, so 3-5 by carrier).
 */
export function deliveryTimesFrom(options: readonly ShippingOption[], source: DeliveryTimes['source']): DeliveryTimes {
  const shipping: Record<string, DaySpan> = {}
  for (const o of options) {
    const min = Math.max(1, o.deliveryDays.min - PRINTING_DAYS.min)
    shipping[o.country] = { min, max: Math.max(min, o.deliveryDays.max - PRINTING_DAYS.max) }
  }
  return { production: PRINTING_DAYS, shipping, source }
}

/** The store's defaults, from the offline shipping table (offline, and while Printify cannot answer). */
export const DEFAULT_DELIVERY_TIMES: DeliveryTimes = deliveryTimesFrom(shippingOptions(null), 'defaults')

/** The words the spec shows when no promise can be made. */
export const DELIVERY_UNKNOWN = 'TBD'

export interface DeliveryPromise {
  country: string
  /** "the US", "Canada": how the promise names the destination. */
  countryName: string
  /** First and last day of the window, as YYYY-MM-DD (UTC calendar days). */
  earliest: string
  latest: string
  /** Business days from the order (or today) to each end of the window. */
  days: DaySpan
  /** "Dec 3–9", "Nov 28–Dec 4". */
  range: string
  /** "to the US: Dec 3–9". */
  label: string
}

const COUNTRY_NAMES: Record<string, string> = { US: 'the US', GB: 'the UK', NL: 'the Netherlands' }

export function countryPhrase(code: string): string {
  return COUNTRY_NAMES[code.toUpperCase()] ?? countryName(code)
}

const DAY_MS = 86_400_000

/** The UTC calendar day of `date`, at midnight. */
function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6

/**
 * The day `n` business days after `from` (UTC calendar days; Saturdays and Sundays do not count).
 * An order placed on a weekend starts counting on Monday.
 */
export function addBusinessDays(from: Date, n: number): Date {
  let day = utcDay(from)
  let left = n
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS)
    if (!isWeekend(day)) left--
  }
  // Zero days from a weekend is the next Monday: nothing is printed or delivered at weekends.
  while (isWeekend(day)) day = new Date(day.getTime() + DAY_MS)
  return day
}

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const DAY_ONLY = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' })

/** "Dec 3–9" within a month, "Nov 28–Dec 4" across months, "Dec 5" for a single day. */
export function formatDeliveryRange(earliest: Date, latest: Date): string {
  const start = MONTH_DAY.format(earliest)
  if (earliest.getTime() === latest.getTime()) return start
  const sameMonth = earliest.getUTCMonth() === latest.getUTCMonth() && earliest.getUTCFullYear() === latest.getUTCFullYear()
  return `${start}–${sameMonth ? DAY_ONLY.format(latest) : MONTH_DAY.format(latest)}`
}

/**
 * The promise for a shirt ordered at `from` (the order's time, or now before an order) shipped to
 * `country`: printing plus the carrier's time, in business days. Null when the provider does not
 * ship there (the page then says TBD).
 */
export function deliveryPromise(times: DeliveryTimes, country: string, from: Date): DeliveryPromise | null {
  const code = country.toUpperCase()
  const shipping = times.shipping[code]
  if (!shipping) return null
  const days = { min: times.production.min + shipping.min, max: times.production.max + shipping.max }
  const earliest = addBusinessDays(from, days.min)
  const latest = addBusinessDays(from, days.max)
  const range = formatDeliveryRange(earliest, latest)
  const countryName = countryPhrase(code)
  return {
    country: code,
    countryName,
    earliest: earliest.toISOString().slice(0, 10),
    latest: latest.toISOString().slice(0, 10),
    days,
    range,
    label: `to ${countryName}: ${range}`,
  }
}

/** An order's promise: none once it is delivered, canceled or refunded (nothing left to promise). */
export function orderDeliveryPromise(
  times: DeliveryTimes,
  order: { country: string; orderedAt: Date | string; status: string },
): DeliveryPromise | null {
  if (['delivered', 'canceled', 'refunded'].includes(order.status)) return null
  return deliveryPromise(times, order.country, new Date(order.orderedAt))
}

/** The estimated delivery as the order shows it: the window, or TBD when there is none. */
export function estimatedDeliveryText(promise: DeliveryPromise | null): string {
  return promise ? promise.range : DELIVERY_UNKNOWN
}

/** The line under the window: what it is made of. */
export function deliveryBreakdown(times: DeliveryTimes, country: string): string | null {
  const shipping = times.shipping[country.toUpperCase()]
  if (!shipping) return null
  const span = (s: DaySpan) => (s.min === s.max ? `${s.min}` : `${s.min}-${s.max}`)
  return `Printing takes ${span(times.production)} business days, then shipping to ${countryPhrase(country)} ${span(shipping)} business days.`
}
