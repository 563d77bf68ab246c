import { describe, expect, it } from 'vitest'
import { splitMeta } from '~/services/queue/queue.server.ts'
import { metrics } from '../metrics.server.ts'
import { currentContext, runWithContext } from '~/lib/request-context.server.ts'
import { observeJobRun, requestMeta } from './observe.server.ts'

const count = async (queue: string, outcome: string) =>
  (await metrics.jobsTotal.get()).values.find((v) => v.labels.queue === queue && v.labels.outcome === outcome)?.value ?? 0

describe('requestMeta', () => {
  it('carries the id of the request that sends a job, not of a job that sends one', () => {
    expect(requestMeta()).toBeUndefined()
    expect(runWithContext({ requestId: 'r-1' }, requestMeta)).toEqual({ requestId: 'r-1' })
    expect(runWithContext({ requestId: 'r-1', jobId: 'j-1', queue: 'q' }, requestMeta)).toBeUndefined()
  })
})

describe('splitMeta', () => {
  it('gives the handler its payload without the metadata', () => {
    expect(splitMeta({ jobId: 'd-1', __meta: { requestId: 'r-1' } })).toEqual({
      data: { jobId: 'd-1' },
      meta: { requestId: 'r-1' },
    })
    expect(splitMeta({ jobId: 'd-1' })).toEqual({ data: { jobId: 'd-1' }, meta: {} })
    expect(splitMeta(null)).toEqual({ data: {}, meta: {} })
  })
})

describe('observeJobRun', () => {
  it('runs the job in its context (requestId, jobId, queue) and counts it by outcome', async () => {
    const before = await count('test.queue', 'completed')
    let seen: unknown
    await observeJobRun({ name: 'test.queue', id: 'job-1', retryCount: 0, meta: { requestId: 'r-9' } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      seen = currentContext()
    })
    expect(seen).toEqual({ requestId: 'r-9', jobId: 'job-1', queue: 'test.queue' })
    expect(await count('test.queue', 'completed')).toBe(before + 1)
  })

  it('passes a failure on to the queue (which retries it) and counts it as failed', async () => {
    const before = await count('test.queue', 'failed')
    await expect(
      observeJobRun({ name: 'test.queue', id: 'job-2', retryCount: 1, meta: {} }, async () => {
        throw new Error('provider down')
      }),
    ).rejects.toThrow('provider down')
    expect(await count('test.queue', 'failed')).toBe(before + 1)
  })
})
