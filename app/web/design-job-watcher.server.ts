import { onJobChange } from '~/modules/design-job/index.server.ts'
import { findOwnedJob } from '~/modules/design-job/index.server.ts'
import { isFinished, type JobView } from '~/modules/design-job/index.ts'
import type { Viewer } from '~/modules/design/index.server.ts'
import type { DB } from '~/lib/db.server.ts'

// Following one design job for the events stream, the status page and the waiting API routes. A
// change made in this process arrives at once (the in-process emitter); one made by another
// instance's worker is seen by re-reading the row every WATCH_POLL_MS.

/** Watchers poll the database this often for jobs running on another instance. */
const WATCH_POLL_MS = 1000

/**
 * Calls `onView` with the owner's job now and after every change until it is finished (or `signal`
 * aborts); answers the last view, or null when the job is not the owner's.
 */
export async function watchDesignJob(
  db: DB,
  owner: Viewer,
  id: string,
  onView: (view: JobView) => void,
  signal?: AbortSignal,
): Promise<JobView | null> {
  let last = await findOwnedJob(db, owner, id)
  if (!last) return null
  onView(last)
  let lastJson = JSON.stringify(last)
  while (!isFinished(last.status) && !signal?.aborted) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        unsubscribe()
        signal?.removeEventListener('abort', done)
        resolve()
      }
      const unsubscribe = onJobChange((changed) => changed === id && done())
      const timer = setTimeout(done, WATCH_POLL_MS)
      signal?.addEventListener('abort', done)
    })
    if (signal?.aborted) break
    const next = await findOwnedJob(db, owner, id)
    if (!next) break
    last = next
    const json = JSON.stringify(next)
    if (json !== lastJson) {
      lastJson = json
      onView(next)
    }
  }
  return last
}
