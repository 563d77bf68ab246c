import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../tests/support/database.ts'
import { startTcpProxy } from '../tests/support/tcp-proxy.ts'
import { connectDatabase } from './connect.ts'

// PostgreSQL here is TEST_DATABASE_URL's server, else the local one (as the outage drill uses).
const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

describe('connectDatabase (PostgreSQL)', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('survives the server dropping a connection that is checked out between two statements', async () => {
    const database = await createPostgresDatabase(PG_SERVER, { fromTemplate: false })
    cleanups.push(database.drop)
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(PG_SERVER).port || 5432) })
    cleanups.push(proxy.stop)
    const db = connectDatabase({ kind: 'postgres', url: proxy.through(database.url) })
    cleanups.push(() => db.destroy())

    // A transaction holds its client out of the pool; the connection drops while it waits.
    const transaction = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx)
      await proxy.cut()
      await new Promise((resolve) => setTimeout(resolve, 200))
      await sql`select 2`.execute(trx)
    })
    // The statement after the drop fails (the caller's error path); nothing is thrown past it, which
    // vitest would report as an uncaught exception and the process would die of.
    await expect(transaction).rejects.toThrow()

    await proxy.restore()
    const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db)
    expect(rows).toEqual([{ answer: 42 }])
  })
})
