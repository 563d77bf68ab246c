import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** How S3 refuses a request: its status, error code and message. */
export interface S3Refusal {
  status: number
  code: string
  message: string
}

/** The longest a SigV4 presigned address may live (X-Amz-Expires): seven days. */
const MAX_EXPIRES_SECONDS = 604_800

const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

/** 20130524T000000Z as a time, or NaN. */
function amzTime(value: string) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN
}

/**
 * What S3 answers a request authenticated by query parameters (a presigned URL, SigV4): null when
 * the signature matches the secret and the address has not expired; else its refusal. An expired
 * address is 403 AccessDenied "Request has expired"; a signature over anything else (another key,
 * another expiry, another secret) is 403 SignatureDoesNotMatch. s3rver itself checks the expiry but
 * not the signature, so a stand-in that is to refuse a forged address checks it here.
 */
export function presignedRefusal(req: IncomingMessage, secret: string, now = Date.now()): S3Refusal | null {
  const url = new URL(req.url ?? '/', 'http://stand-in')
  const params = [...url.searchParams.entries()]
  const get = (name: string) => url.searchParams.get(name) ?? ''
  const credential = get('X-Amz-Credential').split('/')
  const signedAt = amzTime(get('X-Amz-Date'))
  const expires = Number(get('X-Amz-Expires'))
  if (
    get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' ||
    credential.length !== 5 ||
    Number.isNaN(signedAt) ||
    !Number.isInteger(expires) ||
    !get('X-Amz-Signature')
  ) {
    return {
      status: 400,
      code: 'AuthorizationQueryParametersError',
      message: 'Query-string authentication version 4 is malformed.',
    }
  }
  if (expires < 1 || expires > MAX_EXPIRES_SECONDS) {
    return {
      status: 400,
      code: 'AuthorizationQueryParametersError',
      message:
        'X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds',
    }
  }
  if (now > signedAt + expires * 1000) return { status: 403, code: 'AccessDenied', message: 'Request has expired' }

  const canonicalQuery = params
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const signedHeaders = get('X-Amz-SignedHeaders')
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
    .join('')
  const payload = get('X-Amz-Content-Sha256') || 'UNSIGNED-PAYLOAD'
  const path = (req.url ?? '/').split('?')[0]!
  const canonicalRequest = [req.method, path, canonicalQuery, headers, signedHeaders, payload].join('\n')
  const [, date, region, service] = credential as [string, string, string, string, string]
  const scope = `${date}/${region}/${service}/aws4_request`
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    get('X-Amz-Date'),
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request')
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'))
  const given = Buffer.from(get('X-Amz-Signature'))
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    }
  }
  return null
}
