import Stripe from 'stripe'
import { id, type StripeState } from './objects.ts'

/** Sends one event about `object` to the store's webhook (nothing while `fake.webhook` is unset); answers its id. */
export type SendEvent = (type: string, object: { id: string }) => Promise<string>

/**
 * Sends events to the store's webhook as Stripe does: an `event` object holding a copy of the object
 * as it is now, signed with the endpoint's secret in the Stripe-Signature header (the SDK's test
 * signer makes the same `t=…,v1=…` header as Stripe). Each answer's status is kept in `fake.deliveries`.
 */
export function eventSender(state: StripeState): { sendEvent: SendEvent; redeliver: (eventId: string) => Promise<void> } {
  const signer = new Stripe('sk_test_fake_signer')
  async function deliver(payload: string, type: string, objectId: string) {
    const { fake } = state
    if (!fake.webhook) return
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: fake.webhook.secret })
    const response = await fetch(fake.webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    })
    await response.arrayBuffer()
    fake.deliveries.push({ type, objectId, status: response.status })
  }
  return {
    async sendEvent(type, object) {
      const eventId = id('evt')
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(state.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: null,
        data: { object: JSON.parse(JSON.stringify(object)) },
      })
      state.sentEvents.set(eventId, payload)
      await deliver(payload, type, object.id)
      return eventId
    },
    async redeliver(eventId) {
      const payload = state.sentEvents.get(eventId)
      if (!payload) throw new Error(`No event ${eventId} was sent`)
      const event = JSON.parse(payload) as { type: string; data: { object: { id: string } } }
      await deliver(payload, event.type, event.data.object.id)
    },
  }
}
