import { sql, type Kysely } from 'kysely'

// The gallery and the popular list read only visible designs (not deleted, approved), newest first
// or most upvoted first. Partial indexes in exactly those orders let a page start at its keyset
// cursor and stop after 49 rows, without reading hidden designs or skipping rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('designs_gallery')
    .on('designs')
    .columns(['created_at desc', 'id desc'])
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql.ref('moderation_status'), '=', 'approved')
    .execute()
  await db.schema
    .createIndex('designs_gallery_popular')
    .on('designs')
    .columns(['upvote_count desc', 'id desc'])
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql.ref('moderation_status'), '=', 'approved')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('designs_gallery_popular').ifExists().execute()
  await db.schema.dropIndex('designs_gallery').ifExists().execute()
}
