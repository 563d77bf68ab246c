import Stripe from 'stripe'

const signer = new Stripe('sk_test_fake_signer')

/**
 * Delivers Stripe's signed `charge.refunded` for a payment, as a full refund, to the store's webhook;
 * answers the webhook's response.
 */
export async function deliverFullRefund(
  appUrl: string,
  secret: string,
  { paymentId, amount, eventId }: { paymentId: string | null; amount: number; eventId: string },
): Promise<Response> {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: {
      object: {
        id: `ch_${eventId}`,
        object: 'charge',
        payment_intent: paymentId,
        refunded: true,
        amount,
        amount_refunded: amount,
      },
    },
  })
  return fetch(`${appUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  })
}
