import { randomUUID } from 'node:crypto'
import type { Config } from '~/lib/config.server.ts'
import { getStorage } from '~/services/storage/storage.server.ts'

const TIMEOUT_MS = 10_000

/** One line of `npm run doctor` about storage (the shape of checks.ts's CheckResult). */
interface StorageResult {
  service: 'storage'
  status: 'ok' | 'fail' | 'warn'
  detail: string
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Whether `url` answers `bytes`: null if so, else what it answered. */
async function answers(url: string, bytes: Buffer): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    const body = Buffer.from(await response.arrayBuffer())
    return response.ok && body.equals(bytes) ? null : `HTTP ${response.status}`
  } catch (error) {
    return messageOf(error)
  }
}

/**
 * Writes a file and reads it back. With a bucket, browsers fetch pictures from it by presigned
 * address (and public ones from IMAGE_PUBLIC_URL): both are fetched here as a browser would.
 */
export async function checkStorage(config: Config): Promise<StorageResult[]> {
  const storage = getStorage()
  const key = `doctor/${randomUUID()}.txt`
  const bytes = Buffer.from(`npm run doctor ${new Date().toISOString()}`)
  await storage.put(key, bytes, 'text/plain')
  // The probe file is deleted whatever the checks find, so no run leaves one behind in the bucket; a
  // delete that fails is a problem of its own (the store deletes designs' files the same way).
  const results = await checkProbe(config, key, bytes).catch((error: unknown): StorageResult[] => [
    { service: 'storage', status: 'fail', detail: messageOf(error) },
  ])
  try {
    await storage.delete([key])
  } catch (error) {
    results.push({ service: 'storage', status: 'fail', detail: `could not delete ${key}: ${messageOf(error)}` })
  }
  return results
}

/** The probe file read back, then fetched by presigned address and through IMAGE_PUBLIC_URL. */
async function checkProbe(config: Config, key: string, bytes: Buffer): Promise<StorageResult[]> {
  const storage = getStorage()
  const back = await storage.read(key)
  if (!back || !back.equals(bytes))
    return [{ service: 'storage', status: 'fail', detail: `wrote ${key} but read back something else` }]
  const where = config.s3 ? `bucket ${config.s3.bucket}` : 'local disk'
  const results: StorageResult[] = [{ service: 'storage', status: 'ok', detail: `${where}: wrote and read back ${key}` }]
  if (!config.s3) return results
  const signed = await storage.directUrl(key, { publicFile: false, contentType: 'text/plain' })
  const signedProblem = signed ? await answers(signed.url, bytes) : 'no address'
  results.push(
    signedProblem
      ? {
          service: 'storage',
          status: 'fail',
          detail: `a presigned address of ${key} does not serve it (${signedProblem}): browsers would get no pictures; check the credentials, the clock and S3_ENDPOINT`,
        }
      : { service: 'storage', status: 'ok', detail: `a presigned address of ${key} serves it, as browsers fetch pictures` },
  )
  const cdn = await storage.directUrl(key, { publicFile: true, contentType: 'text/plain' })
  if (config.IMAGE_PUBLIC_URL && cdn) {
    const cdnProblem = await answers(cdn.url, bytes)
    results.push(
      cdnProblem
        ? {
            service: 'storage',
            status: 'warn',
            detail: `IMAGE_PUBLIC_URL does not serve ${key} (${cdnProblem}): public pictures would not show`,
          }
        : { service: 'storage', status: 'ok', detail: `IMAGE_PUBLIC_URL serves ${key}` },
    )
  }
  return results
}
