import { parentPort } from 'node:worker_threads'
import sharp from 'sharp'
import { serializeError, type TaskReply, type TaskRequest } from '~/lib/worker-pool/pool.server.ts'
import { imageTasks, type ImageTaskName } from '~/server/image-tasks.ts'
import { setMockupAssetCache } from '~/modules/design/index.server.ts'
import { diskMockupAssetCache } from '~/server/mockup-asset-cache.server.ts'

// A worker thread of the image pool (see image-work.server.ts): runs one task at a time.

// Every task works on a new picture, so libvips' cache of recent operations only holds memory.
sharp.cache(false)

// The mockup's fabric maps and blank shirts, drawn once on this machine rather than once per thread.
setMockupAssetCache(diskMockupAssetCache())

parentPort?.on('message', async ({ id, task, args }: TaskRequest) => {
  let reply: TaskReply
  try {
    const run = imageTasks[task as ImageTaskName] as ((...a: unknown[]) => Promise<unknown>) | undefined
    if (!run) throw new Error(`Unknown image task ${task}`)
    reply = { id, ok: true, value: await run(...args) }
  } catch (error) {
    reply = { id, ok: false, error: serializeError(error) }
  }
  parentPort?.postMessage(reply)
})
