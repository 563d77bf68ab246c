// `npm run jobs:dead`: lists background jobs that failed for good, and fulfilment jobs that are stuck, for the operator.
// `npm run jobs:dead -- --revive <order public id>` puts a dead fulfilment job back in the outbox.
// `npm run jobs:dead -- --retry-design <design job id>` puts a failed design job back in line.
import { rawSqlExecutor } from '#db/connect.ts'
import { listDeadDesignJobs, retryDeadDesignJob } from '~/modules/design-job/index.server.ts'
import { designJobSender } from '~/server/jobs/design-leases.server.ts'
import { listDeadFulfilmentJobs, listStuckFulfilmentJobs, reviveFulfilmentJob } from '~/modules/fulfilment/index.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { prepareDatabase } from '~/server/prepare-database.server.ts'

async function main(args: string[]) {
  const db = getDb()
  try {
    await prepareDatabase(db)
    const revive = args.indexOf('--revive')
    if (revive >= 0) {
      const publicId = args[revive + 1]
      if (!publicId) {
        console.error('Usage: npm run jobs:dead -- --revive <order public id>')
        return 2
      }
      const revived = await reviveFulfilmentJob(db, publicId)
      console.log(revived ? `Order ${publicId}: back in the outbox, due now.` : `Order ${publicId} has no dead fulfilment job.`)
      return revived ? 0 : 1
    }
    const retryDesign = args.indexOf('--retry-design')
    if (retryDesign >= 0) {
      const jobId = args[retryDesign + 1]
      if (!jobId) {
        console.error('Usage: npm run jobs:dead -- --retry-design <design job id>')
        return 2
      }
      const retried = await retryDeadDesignJob(db, jobId, designJobSender(db))
      console.log(retried ? `Design job ${jobId}: back in line, queued now.` : `Design job ${jobId} is not a failed design job.`)
      return retried ? 0 : 1
    }
    const designs = await listDeadDesignJobs(db)
    console.log(designs.length ? 'Failed design jobs (newest first; retry with --retry-design <id>):' : 'No failed design jobs.')
    for (const job of designs) {
      console.log(
        `  ${job.finishedAt?.toISOString() ?? '-'}  ${job.id}  ${job.source} after ${job.attempts} start(s): ${job.errorStatus ?? ''} ${job.errorMessage ?? ''}`,
      )
    }
    const dead = await listDeadFulfilmentJobs(db)
    console.log(dead.length ? 'Dead fulfilment jobs (newest first):' : 'No dead fulfilment jobs.')
    for (const job of dead) {
      console.log(
        `  ${job.deadAt.toISOString()}  ${job.orderPublicId}  ${job.action} after ${job.attempts} attempt(s): ${job.lastError ?? ''}`,
      )
    }
    const stuck = await listStuckFulfilmentJobs(db)
    console.log(
      stuck.length ? 'Stuck fulfilment jobs (still tried, not getting through; longest due first):' : 'No stuck fulfilment jobs.',
    )
    for (const job of stuck) {
      console.log(
        `  due since ${job.dueSince.toISOString()}  ${job.orderPublicId}  ${job.action}: ${job.reasons.join(', ')} (${job.attempts} attempt(s), ${job.takeovers} takeover(s)) ${job.lastError ?? ''}`,
      )
    }
    // Queue runs that used up their retries (pg-boss keeps them as `failed`); none before the queue
    // has ever started here.
    const { rows } = await rawSqlExecutor(db)(`select to_regclass('pgboss.job') is not null as installed`)
    if (rows[0]?.installed) {
      const failed = await rawSqlExecutor(db)(
        `select id, name, data::text as data, retry_count, completed_on, output->>'message' as message from pgboss.job
         where state = 'failed' and name not like '%.dead' order by completed_on desc limit 50`,
      )
      console.log(failed.rows.length ? 'Failed queue jobs (newest first):' : 'No failed queue jobs.')
      for (const job of failed.rows) {
        console.log(
          `  ${new Date(job.completed_on).toISOString()}  ${job.name}  ${job.id} ${job.data ?? ''} after ${job.retry_count} retries: ${job.message ?? ''}`,
        )
      }
    }
    return 0
  } finally {
    await db.destroy()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`jobs:dead failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
