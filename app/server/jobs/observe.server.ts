import type { JobMeta, RunningJob } from '~/services/queue/queue.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { metrics } from '../metrics.server.ts'
import { currentContext, runWithContext } from '~/lib/request-context.server.ts'

/**
 * A job sent while a request runs carries that request's id, so its log lines can be found from the
 * request's (on whichever instance runs it). Jobs sent by jobs carry none: the sweeps re-send
 * themselves forever and would wear one request's id for good.
 */
export function requestMeta(): JobMeta | undefined {
  const context = currentContext()
  return context?.requestId && !context.jobId ? { requestId: context.requestId } : undefined
}

/**
 * Runs a job with its log context (jobId, queue and the requestId of the request that sent it) and
 * counts and times it by queue and outcome. One line per run: info for a job a request started
 * (the runs someone follows), debug for the sweeps' timer runs, warn for a failed attempt.
 */
export async function observeJobRun(job: RunningJob, run: () => Promise<void>): Promise<void> {
  const context = { ...(job.meta.requestId ? { requestId: job.meta.requestId } : {}), jobId: job.id, queue: job.name }
  await runWithContext(context, async () => {
    const started = process.hrtime.bigint()
    let outcome: 'completed' | 'failed' = 'failed'
    let failure: unknown
    try {
      await run()
      outcome = 'completed'
    } catch (error) {
      failure = error
      throw error
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      metrics.jobsTotal.inc({ queue: job.name, outcome })
      metrics.jobDuration.observe({ queue: job.name, outcome }, seconds)
      const line = { outcome, durationMs: Math.round(seconds * 1000), retryCount: job.retryCount }
      if (outcome === 'failed') logger.warn({ ...line, err: failure }, 'job attempt failed')
      else if (job.meta.requestId) logger.info(line, 'job completed')
      else logger.debug(line, 'job completed')
    }
  })
}

/** Times one design generation run (a delivery of a design job) by whether it threw. */
export async function timeDesignGeneration(run: () => Promise<void>): Promise<void> {
  const end = metrics.designGenerationDuration.startTimer()
  try {
    await run()
    end({ outcome: 'completed' })
  } catch (error) {
    end({ outcome: 'failed' })
    throw error
  }
}
