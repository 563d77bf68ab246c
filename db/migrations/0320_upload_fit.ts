import type { Kysely } from 'kysely'

// How an upload was fitted to its design, and the printed artwork's pixel size (ADR 161): the studio
// tells the shopper how large the picture prints and why. Both are null for designs made before, and
// for designs from a prompt.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('designs')
    .addColumn('upload_fit', 'text')
    .addColumn('artwork_width', 'integer')
    .addColumn('artwork_height', 'integer')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('designs')
    .dropColumn('upload_fit')
    .dropColumn('artwork_width')
    .dropColumn('artwork_height')
    .execute()
}
