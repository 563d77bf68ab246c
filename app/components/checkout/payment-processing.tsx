import { CHECKOUT_MESSAGES } from '~/modules/order/index.ts'

/**
 * A payment the bank has not confirmed yet (a bank debit, `processing`): not a failure. The order is
 * placed when the payment settles and its receipt is e-mailed; the cart takes no second payment meanwhile.
 */
export function PaymentProcessingNotice({ email, headingLevel = 2 }: { email?: string | null; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section
      role="status"
      aria-labelledby="payment-processing-heading"
      className="rounded-2xl border border-sky-300 bg-sky-50 p-5 text-sky-950 shadow-sm"
    >
      <Heading id="payment-processing-heading" className={headingLevel === 1 ? 'text-2xl font-bold' : 'text-lg font-bold'}>
        {CHECKOUT_MESSAGES.paymentProcessing.title}
      </Heading>
      <p className="mt-2 text-sm">{CHECKOUT_MESSAGES.paymentProcessing.description}</p>
      {email ? (
        <p className="mt-2 text-sm">
          The receipt goes to <strong>{email}</strong>.
        </p>
      ) : null}
    </section>
  )
}
