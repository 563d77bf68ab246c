import { createHmac, timingSafeEqual } from 'node:crypto'

/** The `X-Pfy-Signature` value Printify sends for a body: `sha256=<hex HMAC-SHA256>`. */
export function signPrintifyPayload(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`
}

/** True only when the header is the HMAC of exactly this body under this secret (compared in constant time). */
export function verifyPrintifySignature(rawBody: string, header: string | null, secret: string | undefined): boolean {
  if (!secret || !header) return false
  const expected = Buffer.from(signPrintifyPayload(rawBody, secret), 'utf8')
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
