import Stripe from 'stripe'
import { id, type StripeState } from './objects.ts'

/** Sends one event about `object` to the store's webhook; nothing while `fake.webhook` is unset. */
export type SendEvent = (type: string, object: { id: string }) => Promise<void>

/**
 * Sends events to the store's webhook as Stripe does: an `event` object holding a copy of the object
 * as it is now, signed with the endpoint's secret in the Stripe-Signature header (the SDK's test
 * signer makes the same `t=…,v1=…` header as Stripe). Each answer's status is kept in `fake.deliveries`.
 */
export function eventSender(state: StripeState): SendEvent {
  const signer = new Stripe('sk_test_fake_signer')
  return async function sendEvent(type, object) {
    const { fake } = state
    if (!fake.webhook) return
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(state.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: null,
      data: { object: JSON.parse(JSON.stringify(object)) },
    })
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: fake.webhook.secret })
    const response = await fetch(fake.webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    })
    await response.arrayBuffer()
    fake.deliveries.push({ type, objectId: object.id, status: response.status })
  }
}
