import { sql, type Kysely } from 'kysely'

// designs.in_community: the creator's choice to show a design in the community (gallery, Popular and
// the community API lists). Designs hidden from it stay reachable by their own link and usable in the
// owner's shops. Existing prompt designs keep showing; existing uploads are hidden, because their
// creators were never asked and an upload may be a photo of a person (uploads now default to hidden).
// The two gallery indexes are rebuilt with the new predicate, so the lists still read them alone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('designs')
    .addColumn('in_community', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute()
  await db.updateTable('designs').set({ in_community: false }).where('source', '=', 'upload').execute()
  await db.schema.dropIndex('designs_gallery_popular').ifExists().execute()
  await db.schema.dropIndex('designs_gallery').ifExists().execute()
  await db.schema
    .createIndex('designs_gallery')
    .on('designs')
    .columns(['created_at desc', 'id desc'])
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql.ref('moderation_status'), '=', 'approved')
    .where(sql.ref('in_community'), '=', true)
    .execute()
  await db.schema
    .createIndex('designs_gallery_popular')
    .on('designs')
    .columns(['upvote_count desc', 'id desc'])
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql.ref('moderation_status'), '=', 'approved')
    .where(sql.ref('in_community'), '=', true)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('designs_gallery_popular').ifExists().execute()
  await db.schema.dropIndex('designs_gallery').ifExists().execute()
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
  await db.schema.alterTable('designs').dropColumn('in_community').execute()
}
