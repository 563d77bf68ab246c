import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isPublicAddress } from '~/lib/network-address.ts'

// Sends one webhook attempt: a POST of the signed body to the endpoint's URL. The address the host
// resolves to is checked at connection time (not before, so a name cannot resolve to a public
// address for the check and to a private one for the connection): unless `allowPrivate`, loopback,
// private, link-local and other special-purpose addresses are refused (SSRF). Redirects are not
// followed (a 3xx is a failure, as the Standard Webhooks specification advises); the whole attempt
// is bounded by `timeoutMs`; at most 64 KiB of the answer is read.

export interface WebhookAttempt {
  url: string
  body: string
  headers: Record<string, string>
  timeoutMs: number
  allowPrivate: boolean
}

/** The endpoint's answer; a network failure, refusal or timeout throws WebhookSendError instead. */
export interface WebhookAnswer {
  status: number
  retryAfterSeconds: number | null
}

export class WebhookSendError extends Error {}

const MAX_ANSWER_BYTES = 64 * 1024

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** dns.lookup that refuses non-public addresses. */
function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const refused = addresses.find((entry) => !isPublicAddress(entry.address))
    if (refused) {
      return callback(Object.assign(new Error(`refused: ${hostname} resolves to a non-public address`), { code: 'EPRIVATE' }), [])
    }
    if (options.all) return callback(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

export function sendWebhook(attempt: WebhookAttempt): Promise<WebhookAnswer> {
  const url = new URL(attempt.url)
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null
  if (!client) return Promise.reject(new WebhookSendError(`unsupported protocol ${url.protocol}`))
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // An address written in the URL is not looked up, so it is checked here.
  if (!attempt.allowPrivate && /^[\d.]+$|:/.test(host) && !isPublicAddress(host)) {
    return Promise.reject(new WebhookSendError(`refused: ${host} is not a public address`))
  }
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...attempt.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(attempt.body)),
          'user-agent': 'ShirtSmith-Webhooks/1.0',
        },
        signal: AbortSignal.timeout(attempt.timeoutMs),
        ...(attempt.allowPrivate ? {} : { lookup: guardedLookup as unknown as typeof dnsLookup }),
      },
      (response) => {
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_ANSWER_BYTES) response.destroy()
        })
        const done = () => {
          const retryAfter = Number(response.headers['retry-after'])
          resolve({
            status: response.statusCode ?? 0,
            retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
          })
        }
        response.on('end', done)
        response.on('close', done)
        response.on('error', done)
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      const message =
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? `timed out after ${attempt.timeoutMs} ms`
          : error.message || error.code || 'connection failed'
      reject(new WebhookSendError(message))
    })
    request.end(attempt.body)
  })
}
