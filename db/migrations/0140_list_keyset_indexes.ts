import { sql, type Kysely } from 'kysely'

// The /api lists page by keyset, newest first by (created_at, id): each list gets an index in
// exactly that order within its scope, so a page starts at its cursor and stops after limit + 1 rows.
// The owner indexes replace the older ones on (scope, created_at), which they cover.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('shops_owner_keyset').on('shops').columns(['user_id', 'created_at desc', 'id desc']).execute()
  await db.schema.dropIndex('shops_user').ifExists().execute()
  await db.schema
    .createIndex('shops_directory')
    .on('shops')
    .columns(['created_at desc', 'id desc'])
    .where(sql.ref('is_public'), '=', true)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('shop_designs_shop_keyset')
    .on('shop_designs')
    .columns(['shop_id', 'created_at desc', 'id desc'])
    .execute()
  await db.schema.createIndex('designs_user_keyset').on('designs').columns(['user_id', 'created_at desc', 'id desc']).execute()
  await db.schema.dropIndex('designs_user_created').ifExists().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('designs_user_created').on('designs').columns(['user_id', 'created_at desc']).execute()
  await db.schema.dropIndex('designs_user_keyset').ifExists().execute()
  await db.schema.dropIndex('shop_designs_shop_keyset').ifExists().execute()
  await db.schema.dropIndex('shops_directory').ifExists().execute()
  await db.schema.createIndex('shops_user').on('shops').columns(['user_id', 'created_at']).execute()
  await db.schema.dropIndex('shops_owner_keyset').ifExists().execute()
}
