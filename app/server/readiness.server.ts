import { isDatabaseReachable } from '~/lib/db.server.ts'
import { isTransientError } from '~/lib/transient-error.ts'
import { getStorage } from '~/services/storage/storage.server.ts'

/** What keeps a process from serving its requests; null when it can. */
export type NotReady = 'database unreachable' | 'storage unreachable'

/** A key never written: asking whether it exists costs one HEAD request to an S3 bucket. */
const PROBE_KEY = 'readiness-probe'

/**
 * True while the image storage answers. S3 answers a HEAD of a missing key 404, or 403 to a key
 * without s3:ListBucket: either way the bucket is there. A refused connection, a timeout, a 5xx or a
 * 429 (isTransientError) is the storage away.
 */
export async function isStorageReachable(): Promise<boolean> {
  try {
    await getStorage().exists(PROBE_KEY)
    return true
  } catch (error) {
    return !isTransientError(error)
  }
}

/** Ready when the database and then the image storage answer; otherwise the first that does not. */
export async function notReady(): Promise<NotReady | null> {
  if (!(await isDatabaseReachable())) return 'database unreachable'
  if (!(await isStorageReachable())) return 'storage unreachable'
  return null
}
