import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto'
import { crc32 } from 'node:zlib'

// The webhook half of the fake PayPal: deliveries signed as PayPal signs them (SHA256withRSA over
// `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the body>`, with the PAYPAL-AUTH-ALGO,
// -CERT-URL, -TRANSMISSION-ID, -TRANSMISSION-SIG and -TRANSMISSION-TIME headers), and the verdict of
// POST /v1/notifications/verify-webhook-signature on a request naming them.

/** The id PayPal gives a subscribed webhook (Developer Portal → app → Webhooks). */
export const FAKE_PAYPAL_WEBHOOK_ID = '8PT597110X687430LKGECATA'
const AUTH_ALGO = 'SHA256withRSA'
const REQUIRED = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id']

function signedText(transmissionId: string, time: string, webhookId: string, body: string) {
  return `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8')) >>> 0}`
}

export type Verdict =
  | { status: 200; verification_status: 'SUCCESS' | 'FAILURE'; request: Record<string, unknown> }
  | { status: 400; name: string; details: { field: string; location: string; issue: string }[] }

export function webhookSigner(certUrl: () => string) {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    /** A delivery of `event` to the webhook `webhookId`: its exact body and PayPal's headers. */
    sign(event: object, webhookId = FAKE_PAYPAL_WEBHOOK_ID) {
      const body = JSON.stringify(event)
      const transmissionId = randomUUID()
      const time = new Date().toISOString()
      const text = signedText(transmissionId, time, webhookId, body)
      const signature = createSign('RSA-SHA256').update(text).sign(signingKey.privateKey, 'base64')
      return {
        body,
        headers: {
          'Content-Type': 'application/json',
          'PAYPAL-AUTH-ALGO': AUTH_ALGO,
          'PAYPAL-CERT-URL': certUrl(),
          'PAYPAL-TRANSMISSION-ID': transmissionId,
          'PAYPAL-TRANSMISSION-SIG': signature,
          'PAYPAL-TRANSMISSION-TIME': time,
        },
      }
    },
    /**
     * The verdict on a verify-webhook-signature request body: every documented field is required
     * (400 VALIDATION_ERROR otherwise); SUCCESS only for this fake's certificate and key, the webhook
     * id it delivered to, and the event exactly as signed, else FAILURE.
     */
    verify(raw: string, body: Record<string, unknown>): Verdict {
      const missing = [
        ...REQUIRED.filter((f) => typeof body[f] !== 'string' || body[f] === ''),
        ...(body.webhook_event ? [] : ['webhook_event']),
      ]
      if (missing.length) {
        const details = missing.map((field) => ({ field, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER' }))
        return { status: 400, name: 'VALIDATION_ERROR', details }
      }
      // The event as it was received, byte for byte: the slice of the request after "webhook_event":.
      const eventText = /"webhook_event":([\s\S]*)\}\s*$/.exec(raw)?.[1] ?? JSON.stringify(body.webhook_event)
      const text = signedText(String(body.transmission_id), String(body.transmission_time), String(body.webhook_id), eventText)
      let ok = body.auth_algo === AUTH_ALGO && body.cert_url === certUrl()
      try {
        ok &&= createVerify('RSA-SHA256').update(text).verify(signingKey.publicKey, String(body.transmission_sig), 'base64')
      } catch {
        ok = false
      }
      return { status: 200, verification_status: ok ? 'SUCCESS' : 'FAILURE', request: body }
    },
  }
}
