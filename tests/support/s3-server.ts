import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
// s3rver: a local server speaking S3's wire protocol, so tests exercise the real AWS SDK.
import S3rver from 's3rver'
import { freePort } from './app-server.ts'
import { presignedRefusal, type S3Refusal } from './s3-sigv4.ts'

export interface LocalS3 {
  endpoint: string
  bucket: string
  /** The environment that points the store at this server. */
  env: Record<string, string>
  /** Each request refused as an S3-compatible store refuses it (`METHOD path: header`). */
  readonly refused: string[]
  /**
   * Each request that reached the store: `METHOD path by header` (the SDK, in the store's process),
   * `by query` (a presigned address, fetched by whoever was given it) or `by nobody` (anonymous).
   */
  readonly requests: string[]
  stop: () => Promise<void>
}

/**
 * What an S3-compatible store (Cloudflare R2; B2 and Ceph likewise) refuses of the AWS SDK's default
 * flexible checksums: a CRC32 checksum of the whole object in a header, the SDK's checksum-algorithm
 * header, and trailing checksums sent with aws-chunked encoding. Null when the request is acceptable.
 */
export function unsupportedChecksum(req: IncomingMessage): string | null {
  for (const [name, value] of Object.entries(req.headers)) {
    if (/^x-amz-checksum-(crc32|crc32c|crc64nvme|sha1|sha256)$/.test(name)) return `${name}: ${String(value)}`
    if (name === 'x-amz-sdk-checksum-algorithm' || name === 'x-amz-trailer') return `${name}: ${String(value)}`
  }
  if (/aws-chunked/i.test(req.headers['content-encoding'] ?? '')) return `content-encoding: ${req.headers['content-encoding']}`
  if (/^STREAMING-/i.test(String(req.headers['x-amz-content-sha256'] ?? '')))
    return `x-amz-content-sha256: ${String(req.headers['x-amz-content-sha256'])}`
  return null
}

/**
 * A multi-object delete (POST ?delete) must carry a Content-MD5 of its body: S3-compatible stores
 * (MinIO, OVH, Backblaze) answer 400 without one, and refuse the SDK's CRC32 header in its place.
 */
/** s3rver's one account: access key S3RVER, secret S3RVER. */
const SECRET = 'S3RVER'

function isDeleteObjects(req: IncomingMessage) {
  return req.method === 'POST' && /[?&]delete(=|&|$)/.test(req.url ?? '')
}

function invalidRequest(res: ServerResponse, message: string) {
  res.writeHead(400, { 'Content-Type': 'application/xml' })
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidRequest</Code><Message>${message}</Message></Error>`)
}

/** How S3 refuses a read: a private bucket (S3's default) answers an anonymous GET 403 AccessDenied. */
function refuse(res: ServerResponse, refusal: S3Refusal) {
  res.writeHead(refusal.status, { 'Content-Type': 'application/xml' })
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal.code}</Code>` + `<Message>${refusal.message}</Message></Error>`,
  )
}

/** Who signed the request: the Authorization header, the query (a presigned URL), or nobody. */
function signedBy(req: IncomingMessage) {
  if (req.headers.authorization) return 'header'
  return /[?&]X-Amz-Signature=/.test(req.url ?? '') ? 'query' : 'nobody'
}

function notImplemented(res: ServerResponse, header: string) {
  const name = header.slice(0, header.indexOf(':'))
  res.writeHead(501, { 'Content-Type': 'application/xml' })
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NotImplemented</Code>` +
      `<Message>Header '${name}' is not implemented</Message></Error>`,
  )
}

/**
 * A local S3 server (s3rver) behind a front that behaves as an S3-compatible store: requests carrying
 * the SDK's default checksums are refused with 501 NotImplemented (as R2 does); the bucket is private,
 * so an anonymous request is 403 AccessDenied, and a presigned address is checked as S3 checks it
 * (signature and expiry, which s3rver does not fully check); the rest go through.
 */
export async function startLocalS3(bucket = 'shirtsmith-images'): Promise<LocalS3> {
  const backendPort = await freePort()
  const directory = mkdtempSync(path.join(tmpdir(), 'shirtsmith-s3-'))
  const backend = new S3rver({
    port: backendPort,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  await backend.run()

  const refused: string[] = []
  const requests: string[] = []
  const front = createServer((req, res) => {
    const by = signedBy(req)
    requests.push(`${req.method} ${req.url?.split('?')[0]} by ${by}`)
    const denied =
      by === 'nobody'
        ? { status: 403, code: 'AccessDenied', message: 'Access Denied' }
        : by === 'query'
          ? presignedRefusal(req, SECRET)
          : null
    if (denied) {
      refused.push(`${req.method} ${req.url}: ${denied.code}`)
      req.resume()
      return refuse(res, denied)
    }
    const problem = unsupportedChecksum(req)
    if (problem) {
      refused.push(`${req.method} ${req.url}: ${problem}`)
      req.resume()
      return notImplemented(res, problem)
    }
    if (isDeleteObjects(req)) {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const body = Buffer.concat(chunks)
        const md5 = createHash('md5').update(body).digest('base64')
        if (req.headers['content-md5'] !== md5) {
          refused.push(`${req.method} ${req.url}: content-md5: ${String(req.headers['content-md5'])}`)
          return invalidRequest(res, 'Missing required header for this request: Content-Md5.')
        }
        forward(req, res, body)
      })
      return
    }
    forward(req, res)
  })
  const forward = (req: IncomingMessage, res: ServerResponse, body?: Buffer) => {
    const upstream = request(
      { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    if (body) upstream.end(body)
    else req.pipe(upstream)
  }
  const port = await freePort()
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    },
    refused,
    requests,
    stop: async () => {
      front.closeAllConnections()
      await new Promise((resolve) => front.close(resolve))
      await backend.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
