import Stripe from 'stripe'
import type { TaxRequest, TaxResult, TaxService } from './tax.ts'

// Stripe Tax for a custom PaymentIntent flow (ADR 167): a Tax Calculation prices the cart
// (POST /v1/tax/calculations, prices tax-exclusive, the shipping address as the customer's), its
// amount_total becomes the PaymentIntent's amount, the paid order records a Tax Transaction from it
// (POST /v1/tax/transactions/create_from_calculation, reference = the order) and refunds reverse it
// (POST /v1/tax/transactions/create_reversal). A calculation expires (after 90 days); an address
// Stripe cannot place is refused with the code `customer_tax_location_invalid`.

/** Stripe's product tax code for clothing; shipping takes Stripe's default shipping code. */
const CLOTHING_TAX_CODE = 'txcd_30011000'
const SHIPPING_TAX_CODE = 'txcd_92010001'
/** A checkout never waits longer than this for a tax answer. */
const TAX_TIMEOUT_MS = 5_000

function calculationParams(request: TaxRequest): Stripe.Tax.CalculationCreateParams {
  const a = request.address
  return {
    currency: request.currency.toLowerCase(),
    customer_details: {
      address: {
        country: a.country,
        ...(a.region ? { state: a.region } : {}),
        ...(a.postalCode ? { postal_code: a.postalCode } : {}),
        ...(a.city ? { city: a.city } : {}),
        ...(a.line1 ? { line1: a.line1 } : {}),
      },
      address_source: 'shipping',
    },
    line_items: request.lines.map((l) => ({
      amount: l.amountCents,
      quantity: l.quantity,
      reference: l.reference,
      tax_behavior: 'exclusive',
      tax_code: CLOTHING_TAX_CODE,
    })),
    shipping_cost: { amount: request.shippingCents, tax_behavior: 'exclusive', tax_code: SHIPPING_TAX_CODE },
    expand: ['line_items'],
  }
}

function stripeCode(error: unknown): string | null {
  return error instanceof Stripe.errors.StripeError ? (error.code ?? null) : null
}

/** Stripe Tax through the official SDK; `client` is the store's Stripe client. */
export function createStripeTaxService(client: Stripe): TaxService {
  const options = { timeout: TAX_TIMEOUT_MS }
  async function calculate(request: TaxRequest) {
    return client.tax.calculations.create(calculationParams(request), options)
  }
  return {
    kind: 'stripe',
    async quote(request): Promise<TaxResult> {
      let calc: Stripe.Tax.Calculation
      try {
        calc = await calculate(request)
      } catch (error) {
        if (stripeCode(error) === 'customer_tax_location_invalid') {
          return {
            ok: false,
            error: 'location-invalid',
            message: 'We could not work out the tax for this address: check the postal code, state or province and city.',
          }
        }
        return { ok: false, error: 'unavailable', message: 'Tax could not be calculated just now. Please try again in a moment.' }
      }
      // Line items come back in the order they were sent; each is found by its reference to be sure.
      const byReference = new Map((calc.line_items?.data ?? []).map((li) => [li.reference, li.amount_tax]))
      const lineTaxCents = request.lines.map((l) => byReference.get(l.reference) ?? 0)
      const shippingTaxCents = calc.shipping_cost?.amount_tax ?? 0
      return {
        ok: true,
        quote: {
          source: 'stripe',
          label: 'Tax',
          calculationId: calc.id,
          expiresAt: calc.expires_at ? calc.expires_at * 1000 : null,
          lineTaxCents,
          shippingTaxCents,
          totalCents: calc.tax_amount_exclusive,
        },
      }
    },
    async commit(calculationId, reference, request) {
      const record = (calculation: string) =>
        client.tax.transactions.createFromCalculation(
          { calculation, reference },
          { ...options, idempotencyKey: `tax-commit:${reference}:${calculation}` },
        )
      if (calculationId) {
        try {
          return (await record(calculationId)).id
        } catch (error) {
          // Stripe refuses a calculation that expired (or is unknown) as an invalid request: the order
          // is calculated again, as it was paid, and that calculation recorded. Anything else is retried later.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
        }
      }
      const fresh = await calculate(request)
      if (!fresh.id) throw new Error('Stripe answered a tax calculation without an id')
      return (await record(fresh.id)).id
    },
    async reverse(transactionId, reference, reversal) {
      const params: Stripe.Tax.TransactionCreateReversalParams = reversal.full
        ? { mode: 'full', original_transaction: transactionId, reference }
        : { mode: 'partial', original_transaction: transactionId, reference, flat_amount: -Math.abs(reversal.amountCents) }
      return (await client.tax.transactions.createReversal(params, { ...options, idempotencyKey: `tax-reverse:${reference}` })).id
    },
  }
}
