import { id, type Answer } from './objects.ts'

// Stripe Tax's API for a custom payment flow, as the store calls it (ADR 167), modelled on Stripe's
// documentation (https://docs.stripe.com/tax/custom, /api/tax/calculations, /api/tax/transactions):
// - POST /v1/tax/calculations: `line_items[n][amount|quantity|reference|tax_behavior|tax_code]`,
//   `shipping_cost[amount]`, `customer_details[address][…]`. Tax is charged only where the account is
//   registered (`registrations`, none by default, as on a new account); elsewhere every amount_tax is 0.
//   A US address without a 5-digit postal code, or a Canadian one with neither province nor postal
//   code, is refused with `customer_tax_location_invalid` (https://docs.stripe.com/tax/customer-locations).
//   Line items come back only when expanded (`expand[]=line_items`), as Stripe sends them.
// - POST /v1/tax/transactions/create_from_calculation: `calculation`, `reference` (unique across the
//   account's transactions); an expired or unknown calculation is an invalid request.
// - POST /v1/tax/transactions/create_reversal: `mode` full or partial (`flat_amount`, negative, tax
//   included), `original_transaction`, `reference` (unique).
// Calculations expire after 90 days of the fake's clock.

const DAY_MS = 24 * 60 * 60 * 1000

export interface FakeTaxCalculation {
  id: string
  object: 'tax.calculation'
  amount_total: number
  currency: string
  expires_at: number
  tax_amount_exclusive: number
  tax_amount_inclusive: number
  customer_details: { address: Record<string, string>; address_source: string }
  shipping_cost: { amount: number; amount_tax: number; tax_behavior: string; tax_code: string } | null
  line_items: {
    object: 'list'
    data: {
      id: string
      object: 'tax.calculation_line_item'
      amount: number
      amount_tax: number
      quantity: number
      reference: string
      tax_code: string
    }[]
    has_more: false
    url: string
  }
  livemode: false
}

export interface FakeTaxTransaction {
  id: string
  object: 'tax.transaction'
  type: 'transaction' | 'reversal'
  reference: string
  calculation: string | null
  original_transaction: string | null
  amount_total: number
  mode: 'full' | 'partial' | null
}

export interface FakeTaxState {
  /**
   * Where the account collects tax, with its rate in basis points: `US-NY`, `CA`, `DE`… A country
   * key covers the whole country; shipping is taxed at the same rate when `shipping` is true.
   */
  registrations: Map<string, { basisPoints: number; shipping: boolean }>
  calculations: Map<string, FakeTaxCalculation>
  transactions: Map<string, FakeTaxTransaction>
}

export function fakeTaxState(): FakeTaxState {
  return { registrations: new Map(), calculations: new Map(), transactions: new Map() }
}

function invalid(message: string, code?: string, param?: string): Answer {
  return {
    status: 400,
    body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
  }
}

/** `prefix[n][field]` fields as an array of `{ field: value }`, in index order. */
function indexed(fields: Record<string, string>, prefix: string) {
  const rows: Record<string, string>[] = []
  for (const [key, value] of Object.entries(fields)) {
    const match = key.match(new RegExp(`^${prefix}\\[(\\d+)\\]\\[([^\\]]+)\\]$`))
    if (match) (rows[Number(match[1])] ??= {})[match[2]] = value
  }
  return rows
}

const halfUp = (amount: number, basisPoints: number) => Math.floor((amount * basisPoints + 5_000) / 10_000)

/** The tax API's answers, or null when the path is not one of its own. */
export function stripeTaxApi(tax: FakeTaxState, now: () => number) {
  return function handle(method: string, path: string, fields: Record<string, string>): Answer | null {
    if (method !== 'POST' || !path.startsWith('/v1/tax/')) return null
    if (path === '/v1/tax/calculations') return calculate(fields)
    if (path === '/v1/tax/transactions/create_from_calculation') return fromCalculation(fields)
    if (path === '/v1/tax/transactions/create_reversal') return reversal(fields)
    return null
  }

  function calculate(fields: Record<string, string>): Answer {
    const address: Record<string, string> = {}
    for (const [key, value] of Object.entries(fields)) {
      const match = key.match(/^customer_details\[address\]\[([^\]]+)\]$/)
      if (match) address[match[1]] = value
    }
    if (!fields.currency) return invalid('Missing required param: currency.', 'parameter_missing', 'currency')
    const lines = indexed(fields, 'line_items')
    if (lines.length === 0) return invalid('Missing required param: line_items.', 'parameter_missing', 'line_items')
    const country = address.country ?? ''
    const placeable =
      country !== '' &&
      (country !== 'US' || /^\d{5}(-\d{4})?$/.test(address.postal_code ?? '')) &&
      (country !== 'CA' || Boolean(address.state || address.postal_code))
    if (!placeable) {
      return invalid(
        "We could not determine the customer's tax location based on the provided customer address.",
        'customer_tax_location_invalid',
        'customer_details[address]',
      )
    }
    const registration = tax.registrations.get(`${country}-${address.state ?? ''}`) ?? tax.registrations.get(country) ?? null
    const rate = registration?.basisPoints ?? 0
    const calcId = id('taxcalc')
    const data = lines.map((line, i) => {
      const amount = Number(line.amount)
      return {
        id: id('tax_li'),
        object: 'tax.calculation_line_item' as const,
        amount,
        amount_tax: line.tax_behavior === 'exclusive' ? halfUp(amount, rate) : 0,
        quantity: Number(line.quantity ?? 1),
        reference: line.reference ?? `L${i}`,
        tax_code: line.tax_code ?? 'txcd_99999999',
      }
    })
    const shippingAmount = fields['shipping_cost[amount]'] ? Number(fields['shipping_cost[amount]']) : null
    const shipping =
      shippingAmount === null
        ? null
        : {
            amount: shippingAmount,
            amount_tax: registration?.shipping ? halfUp(shippingAmount, rate) : 0,
            tax_behavior: fields['shipping_cost[tax_behavior]'] ?? 'exclusive',
            tax_code: fields['shipping_cost[tax_code]'] ?? 'txcd_92010001',
          }
    const taxTotal = data.reduce((sum, l) => sum + l.amount_tax, 0) + (shipping?.amount_tax ?? 0)
    const calculation: FakeTaxCalculation = {
      id: calcId,
      object: 'tax.calculation',
      amount_total: data.reduce((sum, l) => sum + l.amount, 0) + (shipping?.amount ?? 0) + taxTotal,
      currency: fields.currency,
      expires_at: Math.floor((now() + 90 * DAY_MS) / 1000),
      tax_amount_exclusive: taxTotal,
      tax_amount_inclusive: 0,
      customer_details: { address, address_source: fields['customer_details[address_source]'] ?? 'shipping' },
      shipping_cost: shipping,
      line_items: { object: 'list', data, has_more: false, url: `/v1/tax/calculations/${calcId}/line_items` },
      livemode: false,
    }
    tax.calculations.set(calcId, calculation)
    const expanded = Object.entries(fields).some(([key, value]) => key.startsWith('expand[') && value === 'line_items')
    return { status: 200, body: expanded ? calculation : { ...calculation, line_items: null } }
  }

  function referenceTaken(reference: string) {
    return [...tax.transactions.values()].some((t) => t.reference === reference)
  }

  function fromCalculation(fields: Record<string, string>): Answer {
    const calculation = tax.calculations.get(fields.calculation ?? '')
    if (!calculation || calculation.expires_at * 1000 < now()) {
      return invalid(`No such calculation: '${fields.calculation ?? ''}'`, 'resource_missing', 'calculation')
    }
    if (!fields.reference) return invalid('Missing required param: reference.', 'parameter_missing', 'reference')
    if (referenceTaken(fields.reference))
      return invalid('A transaction with this reference already exists.', undefined, 'reference')
    const transaction: FakeTaxTransaction = {
      id: id('tax'),
      object: 'tax.transaction',
      type: 'transaction',
      reference: fields.reference,
      calculation: calculation.id,
      original_transaction: null,
      amount_total: calculation.amount_total,
      mode: null,
    }
    tax.transactions.set(transaction.id, transaction)
    return { status: 200, body: transaction }
  }

  function reversal(fields: Record<string, string>): Answer {
    const original = tax.transactions.get(fields.original_transaction ?? '')
    if (!original || original.type !== 'transaction') {
      return invalid(`No such transaction: '${fields.original_transaction ?? ''}'`, 'resource_missing', 'original_transaction')
    }
    if (!fields.reference) return invalid('Missing required param: reference.', 'parameter_missing', 'reference')
    if (referenceTaken(fields.reference))
      return invalid('A transaction with this reference already exists.', undefined, 'reference')
    const mode = fields.mode === 'full' ? 'full' : fields.mode === 'partial' ? 'partial' : null
    if (!mode) return invalid('Invalid mode: must be one of full or partial', undefined, 'mode')
    const reversed = [...tax.transactions.values()]
      .filter((t) => t.original_transaction === original.id)
      .reduce((sum, t) => sum - t.amount_total, 0)
    const amount = mode === 'full' ? original.amount_total - reversed : -Number(fields.flat_amount)
    if (mode === 'partial' && !(Number(fields.flat_amount) < 0)) {
      return invalid('flat_amount must be negative.', undefined, 'flat_amount')
    }
    if (amount + reversed > original.amount_total) {
      return invalid('The reversal would exceed the amount of the original transaction.', undefined, 'flat_amount')
    }
    const transaction: FakeTaxTransaction = {
      id: id('tax'),
      object: 'tax.transaction',
      type: 'reversal',
      reference: fields.reference,
      calculation: null,
      original_transaction: original.id,
      amount_total: -amount,
      mode,
    }
    tax.transactions.set(transaction.id, transaction)
    return { status: 200, body: transaction }
  }
}
