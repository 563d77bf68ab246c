import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { assertSafeKey, assertSafePrefix, imagePublicUrl, type DirectUrlOptions, type ImageStorage } from './types.ts'

export interface S3StorageOptions {
  bucket: string
  region: string
  /** For S3-compatible services (MinIO, R2, Ceph); unset for AWS itself. */
  endpoint?: string
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; MinIO and Ceph need it. */
  forcePathStyle: boolean
  /** Without them the SDK's default chain applies (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** A public/CDN origin serving the bucket; unset, images are served through the store. */
  publicBaseUrl?: string
  /** Each S3 call is cut off after this long. */
  timeoutMs?: number
}

// Keys are never rewritten (content-addressed by a random id), so the objects can be cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Signed addresses are made for a window of this many seconds: every request in one window gets the
 * same address (so the browser's cache keeps the picture), signed at the window's start and valid for
 * two windows, so each address serves at least one window more. Short, so a link copied from a page
 * stops working soon, and well inside the life of a role's temporary credentials (an address signed
 * with them dies with them).
 */
const SIGNED_URL_WINDOW_SECONDS = 15 * 60
/** A redirect to a CDN address is re-decided this often: a design hidden since stops being sent there. */
const PUBLIC_REDIRECT_MAX_AGE = 300
/** Room for clocks that disagree: a cached redirect ends this long before its address does. */
const CLOCK_MARGIN_SECONDS = 60

/** Images in an S3-compatible bucket, so every instance of the store sees every image. */
export class S3Storage implements ImageStorage {
  private readonly client: S3Client

  constructor(private readonly options: S3StorageOptions) {
    const timeoutMs = options.timeoutMs ?? 15_000
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      maxAttempts: 3,
      // Checksums only where S3 requires one: the SDK's default CRC32 headers (x-amz-checksum-crc32,
      // x-amz-sdk-checksum-algorithm, aws-chunked trailers) are refused by S3-compatible stores
      // (R2 answers 501 NotImplemented; B2 and Ceph reject them).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: timeoutMs },
    })
    // After the SDK's checksum middleware (build step) has added its headers, before signing.
    this.client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'DeleteObjectsCommand') md5InsteadOfCrc32(args.request)
        return next(args)
      },
      { step: 'finalizeRequest', priority: 'high', name: 'md5ForDeleteObjects' },
    )
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    assertSafeKey(key)
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    )
  }

  async read(key: string) {
    const object = await this.get(key)
    if (!object?.Body) return null
    return Buffer.from(await object.Body.transformToByteArray())
  }

  async stream(key: string) {
    const object = await this.get(key)
    if (!object?.Body) return null
    return { stream: object.Body as Readable, size: object.ContentLength ?? 0 }
  }

  async exists(key: string) {
    assertSafeKey(key)
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }))
      return true
    } catch (error) {
      if (isMissing(error)) return false
      throw error
    }
  }

  publicUrl(key: string) {
    return imagePublicUrl(key, this.options.publicBaseUrl)
  }

  /**
   * A public file behind a CDN (`publicBaseUrl`): its address there. Anything else: a presigned GET of
   * the bucket (SigV4 query parameters), answered with the file's type and a cache life no longer
   * than the address's. Redirects to it are cached no longer than it lives either.
   */
  async directUrl(key: string, { publicFile, contentType, now = new Date() }: DirectUrlOptions) {
    assertSafeKey(key)
    if (publicFile && this.options.publicBaseUrl) {
      return {
        url: imagePublicUrl(key, this.options.publicBaseUrl),
        cacheControl: `public, max-age=${PUBLIC_REDIRECT_MAX_AGE}`,
      }
    }
    const nowSeconds = Math.floor(now.getTime() / 1000)
    const windowStart = nowSeconds - (nowSeconds % SIGNED_URL_WINDOW_SECONDS)
    const expiresIn = 2 * SIGNED_URL_WINDOW_SECONDS
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseCacheControl: `private, max-age=${SIGNED_URL_WINDOW_SECONDS}, immutable`,
      }),
      { expiresIn, signingDate: new Date(windowStart * 1000) },
    )
    const life = windowStart + expiresIn - nowSeconds - CLOCK_MARGIN_SECONDS
    return { url, cacheControl: `private, max-age=${life}` }
  }

  /**
   * DeleteObjects, at most 1,000 keys a request (S3's limit); a missing key is reported deleted. A
   * key S3 could not delete is in the answer's Errors, not thrown by the SDK: thrown here, so the
   * caller tries again.
   */
  async delete(keys: string[]) {
    for (const key of keys) assertSafeKey(key)
    for (let i = 0; i < keys.length; i += 1000) {
      const chunk = keys.slice(i, i + 1000)
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
        }),
      )
      const failed = answer.Errors ?? []
      if (failed.length > 0) {
        throw new Error(`S3 could not delete ${failed.length} object(s): ${failed[0]?.Key} ${failed[0]?.Code ?? ''}`)
      }
    }
  }

  /** Lists the prefix a page (1,000 keys) at a time and deletes each page. */
  async deletePrefix(prefix: string) {
    assertSafePrefix(prefix)
    let deleted = 0
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix, ContinuationToken: token }),
      )
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []))
      if (keys.length > 0) await this.delete(keys)
      deleted += keys.length
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return deleted
  }

  private async get(key: string) {
    assertSafeKey(key)
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }))
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
}

/**
 * A multi-object delete carries a Content-MD5 of its body and no CRC32 headers. S3 requires one or the
 * other, and the SDK sends CRC32 (x-amz-checksum-crc32, x-amz-sdk-checksum-algorithm) even with
 * WHEN_REQUIRED; MinIO, OVH, Backblaze and R2 refuse that and want Content-MD5, which AWS accepts too.
 */
function md5InsteadOfCrc32(request: unknown) {
  const { headers, body } = (request ?? {}) as { headers?: Record<string, string>; body?: unknown }
  if (!headers) return
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase()
    if (lower.startsWith('x-amz-checksum-') || lower.startsWith('x-amz-sdk-checksum-') || lower === 'content-md5') {
      delete headers[name]
    }
  }
  if (typeof body === 'string' || body instanceof Uint8Array) {
    headers['content-md5'] = createHash('md5').update(body).digest('base64')
  }
}

function isMissing(error: unknown) {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  )
}
