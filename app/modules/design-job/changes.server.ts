import { EventEmitter } from 'node:events'
import { singleton } from '~/lib/singleton.server.ts'

// Changes to design jobs made in this process (a delivery started one, a stage, a partial picture, its
// end), for watchers here to see at once. On globalThis: the server and the Remix build each load
// their own copy of this module, and a change made by one must reach watchers of the other.

const changes = () =>
  singleton('design-job-changes', () => {
    const emitter = new EventEmitter()
    emitter.setMaxListeners(0)
    return emitter
  })

/** Tells this process's watchers that the job changed. */
export function emitJobChange(jobId: string): void {
  changes().emit('change', jobId)
}

/** Calls `listener` with the id of every job changed in this process; answers the unsubscribe. */
export function onJobChange(listener: (jobId: string) => void): () => void {
  const emitter = changes()
  emitter.on('change', listener)
  return () => emitter.off('change', listener)
}
