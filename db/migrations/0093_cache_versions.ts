import { sql, type Kysely } from 'kysely'

// Version stamps for in-process caches, bumped by the database itself on every write to the tables
// a cache reads, whichever instance (or script) wrote (ADR 092). Sequences, not a counter row: nextval
// never waits on another transaction, so a busy table's writers do not queue on the stamp.
const STAMPS: Record<string, string[]> = {
  community_cache_version: ['designs', 'design_upvotes', 'shops', 'shop_designs'],
  catalogue_cache_version: ['products', 'product_colors', 'product_variants'],
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function bump_cache_version() returns trigger language plpgsql as $$
    begin
      perform nextval(tg_argv[0]::regclass);
      return null;
    end
    $$`.execute(db)
  for (const [sequence, tables] of Object.entries(STAMPS)) {
    await sql`create sequence ${sql.id(sequence)}`.execute(db)
    for (const table of tables) {
      await sql`
        create trigger ${sql.id(`${table}_bumps_${sequence}`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_cache_version(${sql.lit(sequence)})`.execute(db)
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [sequence, tables] of Object.entries(STAMPS)) {
    for (const table of tables) {
      await sql`drop trigger ${sql.id(`${table}_bumps_${sequence}`)} on ${sql.table(table)}`.execute(db)
    }
    await sql`drop sequence ${sql.id(sequence)}`.execute(db)
  }
  await sql`drop function bump_cache_version()`.execute(db)
}
