import { createHash, randomBytes } from 'node:crypto'
import { TOKEN_PREFIX } from './api-token.ts'

/** A new token: `ss_live_` and 32 random bytes (base64url, 43 characters). */
export function generateToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
}

/** What is stored instead of the token: its SHA-256, hex. A 256-bit random token needs no slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
