import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

// Signing per the Standard Webhooks specification (ADR 130), with its reference library: each
// endpoint has its own secret, `whsec_` and 32 random bytes in base64 (the specification asks for
// 24 to 64); each attempt is signed over `<webhook-id>.<webhook-timestamp>.<body>` with HMAC-SHA256
// and sent as `v1,<base64>` in `webhook-signature`.

const SECRET_PREFIX = 'whsec_'

export function newEndpointSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64')
}

/** A message id: `msg_` and 16 random bytes, never containing a full stop (it is part of the signed text). */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`
}

/**
 * The three headers of one attempt to send `body` as message `messageId`, signed now with each of
 * `secrets`: several signatures, space-separated, while a rotated-out secret is still valid (the
 * specification's zero-downtime rotation: a receiver accepts the attempt if any one verifies).
 */
export function signedHeaders(
  secrets: string | string[],
  messageId: string,
  body: string,
  at = new Date(),
): Record<string, string> {
  // The timestamp is whole seconds: the signature is made over the same value the header carries.
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000)
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': (Array.isArray(secrets) ? secrets : [secrets])
      .map((secret) => new Webhook(secret).sign(messageId, timestamp, body))
      .join(' '),
  }
}
