import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DB } from '~/lib/db.server.ts'
import { createTestDatabase } from '../../../tests/support/database.ts'
import { preparedQuery, type SlotOf } from './prepared-query.server.ts'

let db: DB
let drop: () => Promise<void>

beforeAll(async () => {
  const database = await createTestDatabase()
  db = database.db
  drop = database.cleanup
  await db
    .insertInto('users')
    .values([
      { subject: 'pq-1', username: 'pq_one' },
      { subject: 'pq-2', username: 'pq_two' },
    ])
    .execute()
})
afterAll(() => drop())

const usersNamed = preparedQuery((database: DB, value: SlotOf<{ prefix: string; limit: number }>) =>
  database
    .selectFrom('users')
    .select(['subject'])
    .where('username', 'like', sql<string>`${value('prefix')} || '%'`)
    .where('deleted_at', 'is', null)
    .orderBy('subject')
    .limit(value('limit')),
)

describe('preparedQuery', () => {
  it('answers each call with its own values from SQL compiled once', async () => {
    expect(await usersNamed.all(db, { prefix: 'pq_', limit: 5 })).toEqual([{ subject: 'pq-1' }, { subject: 'pq-2' }])
    expect(await usersNamed.all(db, { prefix: 'pq_t', limit: 5 })).toEqual([{ subject: 'pq-2' }])
    expect(await usersNamed.first(db, { prefix: 'pq_', limit: 1 })).toEqual({ subject: 'pq-1' })
    expect(await usersNamed.first(db, { prefix: 'nobody', limit: 1 })).toBeUndefined()
    expect(usersNamed.sqlOf(db)).toMatch(/like \$1 \|\| '%'.*limit \$2$/)
  })

  it('refuses a query whose builder used no value', async () => {
    const constant = preparedQuery((database: DB) => database.selectFrom('users').select('id').where('id', '=', 1))
    await expect(constant.all(db, {})).rejects.toThrow('A prepared query takes no value')
  })
})
