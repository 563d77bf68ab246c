import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { renderMockup } from '../app/modules/design/mockup.server.ts'
import { STYLES } from '../app/modules/design/styles.ts'
import { OfflineImageGenerator } from '../app/services/image-generation/offline/offline.server.ts'
import { getStorage } from '../app/services/storage/storage.server.ts'

// A store that looks like a real one: 18 designs with real artwork and mockups, three public shops
// publishing some of them, and votes. With `big`, 100k more designs and 1M upvotes (PostgreSQL).

const PROMPTS = [
  'a fox reading under a tree',
  'a lighthouse in a storm',
  'a cat astronaut',
  'a mountain sunrise',
  'a koi pond',
  'a retro robot',
]

export async function seedBench(db: Kysely<Database>, _dataDir: string, { big }: { big: boolean }) {
  const storage = getStorage()
  const generator = new OfflineImageGenerator()
  const pictures: { image: string; mockup: string; imageKey: string; mockupKey: string }[] = []
  for (const [i, prompt] of PROMPTS.entries()) {
    const { png } = await generator.generate({ prompt, style: STYLES[i % STYLES.length], designType: 'image', color: 'Navy' })
    const imageKey = `designs/bench-${i}.png`
    const mockupKey = `mockups/bench-${i}.webp`
    await storage.put(imageKey, png, 'image/png')
    await storage.put(mockupKey, await renderMockup(png, 'Navy'), 'image/webp')
    pictures.push({ image: storage.publicUrl(imageKey), mockup: storage.publicUrl(mockupKey), imageKey, mockupKey })
  }
  const users = await db
    .insertInto('users')
    .values(Array.from({ length: 20 }, (_, i) => ({ subject: `bench-${i}`, username: `bench_${i}`, first_name: `Bench ${i}` })))
    .returning('id')
    .execute()
  const designs = await db
    .insertInto('designs')
    .values(
      Array.from({ length: 18 }, (_, i) => {
        const picture = pictures[i % pictures.length]
        return {
          user_id: users[i % users.length].id,
          visitor_id: null,
          prompt: `${PROMPTS[i % PROMPTS.length]}, take ${i + 1}`,
          name: `${PROMPTS[i % PROMPTS.length]} ${i + 1}`,
          style: STYLES[i % STYLES.length],
          color: 'Navy',
          design_type: 'image' as const,
          source: 'prompt' as const,
          image_url: picture.image,
          mockup_url: picture.mockup,
          image_key: picture.imageKey,
          mockup_key: picture.mockupKey,
        }
      }),
    )
    .returning('id')
    .execute()
  const shops = await db
    .insertInto('shops')
    .values(
      users
        .slice(0, 3)
        .map((u, i) => ({ user_id: u.id, name: `Bench Shop ${i + 1}`, description: 'Shirts from the bench', is_public: true })),
    )
    .returning('id')
    .execute()
  await db
    .insertInto('shop_designs')
    .values(designs.slice(0, 9).map((d, i) => ({ shop_id: shops[i % shops.length].id, design_id: d.id, is_published: true })))
    .execute()
  const votes = designs.flatMap((d, i) => users.slice(0, i % 7).map((u) => ({ design_id: d.id, user_id: u.id })))
  await db.insertInto('design_upvotes').values(votes).execute()
  if (big) await seedBig(db, users[0].id, pictures[0])
  return {
    designs: designs.length + (big ? 100_000 : 0),
    votes: votes.length + (big ? 1_000_000 : 0),
    shops: shops.length,
    designId: designs[0].id,
    shopId: shops[0].id,
  }
}

/** 100k designs and 1M upvotes, on one connection without the app's statement timeout. */
async function seedBig(
  pool: Kysely<Database>,
  userId: number,
  picture: { image: string; mockup: string; imageKey: string; mockupKey: string },
) {
  await pool.connection().execute(async (db) => {
    await sql`SET statement_timeout = 0`.execute(db)
    await sql`INSERT INTO designs (user_id, prompt, name, style, color, design_type, source, image_url, mockup_url, image_key, mockup_key, created_at)
      SELECT ${userId}, 'bench design ' || n, 'Bench ' || n, 'Watercolor', 'Navy', 'image', 'prompt', ${picture.image}, ${picture.mockup},
             ${picture.imageKey}, ${picture.mockupKey}, now() - make_interval(secs => n)
      FROM generate_series(1, 100000) AS n`.execute(db)
    await sql`INSERT INTO users (subject, username) SELECT 'bench-voter-' || n, 'voter_' || n FROM generate_series(1, 10000) AS n`.execute(
      db,
    )
    // Each of 10,000 voters upvotes 100 distinct designs: 1M votes.
    await sql`INSERT INTO design_upvotes (design_id, user_id)
      SELECT d.min_id + ((u.n * 37 + k * 1009) % 100000), voter.id
      FROM (SELECT min(id) AS min_id FROM designs WHERE name LIKE 'Bench %') d,
           generate_series(1, 10000) AS u(n)
           JOIN users voter ON voter.subject = 'bench-voter-' || u.n,
           generate_series(0, 99) AS k
      ON CONFLICT DO NOTHING`.execute(db)
    await sql`UPDATE designs SET upvote_count = v.c FROM (SELECT design_id, count(*) AS c FROM design_upvotes GROUP BY design_id) v WHERE v.design_id = designs.id`.execute(
      db,
    )
    await sql`ANALYZE`.execute(db)
  })
}
