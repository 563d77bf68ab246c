import { sql, type Kysely } from 'kysely'

// Findable designs and shops (ADR 132).
// - shops.handle: the shop's address (/shops/{handle}), a slug of its name that its owner may edit,
//   unique among all shops (a deleted shop keeps its handle, so an old link never names another
//   shop). Existing shops, and new ones made without a handle, get the slug of their name; a
//   repeat or a slug without a letter gets the shop's id after it.
// - The gallery's style and colour filters read the visible designs in the gallery's own order
//   within one style or one colour, so a filtered page starts at its cursor like an unfiltered one.
//   Word search (ILIKE on title and prompt) filters those rows; no index serves a substring match
//   in both PostgreSQL and PGlite without an extension, and the gallery pages stop after 25 matches.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('handle', 'text').execute()
  // The slug of a name: lower case, apostrophes dropped, accented letters plain, runs of anything
  // but a-z and 0-9 as one '-', at most 40 characters, 'shop' when nothing is left (the same rule
  // as shopHandleFromName in shop.ts).
  await sql`
    create function shop_handle_slug(name text) returns text language sql immutable as $$
      select coalesce(nullif(trim(both '-' from left(regexp_replace(
        translate(regexp_replace(lower(name), '[''’]', '', 'g'), 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy'),
        '[^a-z0-9]+', '-', 'g'), 40)), ''), 'shop')
    $$`.execute(db)
  // A shop made without a handle gets the slug of its name, or the slug and its id when that is
  // taken or has no letter (an all-digit handle would read as an id).
  await sql`
    create function shops_default_handle() returns trigger language plpgsql as $$
      declare slug text := shop_handle_slug(new.name);
      begin
        if new.handle is null then
          if slug ~ '[a-z]' and not exists (select 1 from shops where handle = slug) then
            new.handle := slug;
          else
            new.handle := trim(both '-' from left(slug, 30)) || '-' || new.id;
          end if;
        end if;
        return new;
      end
    $$`.execute(db)
  await sql`create trigger shops_default_handle before insert on shops
    for each row execute function shops_default_handle()`.execute(db)
  await sql`
    with ranked as (
      select id, shop_handle_slug(name) as slug,
        row_number() over (partition by shop_handle_slug(name) order by id) as n
      from shops
    )
    update shops set handle = case
      when ranked.n > 1 or ranked.slug !~ '[a-z]' then trim(both '-' from left(ranked.slug, 30)) || '-' || shops.id
      else ranked.slug end
    from ranked where ranked.id = shops.id`.execute(db)
  await db.schema
    .alterTable('shops')
    .alterColumn('handle', (c) => c.setNotNull())
    .execute()
  await db.schema.createIndex('shops_handle').unique().on('shops').column('handle').execute()
  for (const column of ['style', 'color']) {
    await db.schema
      .createIndex(`designs_gallery_${column}`)
      .on('designs')
      .columns([column, 'created_at desc', 'id desc'])
      .where(sql.ref('deleted_at'), 'is', null)
      .where(sql.ref('moderation_status'), '=', 'approved')
      .where(sql.ref('in_community'), '=', true)
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('designs_gallery_color').ifExists().execute()
  await db.schema.dropIndex('designs_gallery_style').ifExists().execute()
  await db.schema.dropIndex('shops_handle').ifExists().execute()
  await sql`drop trigger if exists shops_default_handle on shops`.execute(db)
  await sql`drop function if exists shops_default_handle()`.execute(db)
  await sql`drop function if exists shop_handle_slug(text)`.execute(db)
  await db.schema.alterTable('shops').dropColumn('handle').execute()
}
