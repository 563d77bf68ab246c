import type { Kysely } from 'kysely'

// Print files (ADR 063). A design's picture size, read once, for the print resolution its page shows;
// and the print file each order line was sent to the provider with.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('designs').addColumn('image_width', 'integer').execute()
  await db.schema.alterTable('designs').addColumn('image_height', 'integer').execute()
  await db.schema.alterTable('order_items').addColumn('print_file_key', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('print_file_key').execute()
  await db.schema.alterTable('designs').dropColumn('image_height').execute()
  await db.schema.alterTable('designs').dropColumn('image_width').execute()
}
