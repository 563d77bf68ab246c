import { sql } from 'kysely'
import { listedInShop, openShop, seenByOthers } from '~/modules/visibility/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { SITEMAP_MAX_URLS, STATIC_PAGES, type SitemapEntry } from './sitemap.ts'

/**
 * What /sitemap.xml lists: the store's public pages (newest first within each kind): the fixed pages,
 * every open shop at its address (/shops/{handle}), and the product page of every design anyone may
 * see that is shown in the community or published in an open shop. Hidden, deleted, held or
 * unreviewed designs and private or deleted shops are left out: a crawler would find nothing there.
 */
export async function listSitemapEntries(db: DB): Promise<SitemapEntry[]> {
  const shops = await db
    .selectFrom('shops as s')
    .select(['s.handle', 's.updated_at'])
    .where(openShop('s'))
    .orderBy('s.updated_at', 'desc')
    .limit(SITEMAP_MAX_URLS)
    .execute()
  const designs = await db
    .selectFrom('designs as d')
    .select(['d.id', 'd.created_at'])
    .where(seenByOthers('d'))
    .where((eb) =>
      eb.or([
        eb('d.in_community', '=', true),
        eb.exists(
          eb
            .selectFrom('shop_designs as link')
            .innerJoin('shops as s', 's.id', 'link.shop_id')
            .select(sql`1`.as('one'))
            .whereRef('link.design_id', '=', 'd.id')
            .where(listedInShop('link', 'd'))
            .where(openShop('s')),
        ),
      ]),
    )
    .orderBy('d.created_at', 'desc')
    .limit(SITEMAP_MAX_URLS)
    .execute()
  const newest = [shops[0]?.updated_at, designs[0]?.created_at].filter((d) => d != null).map((d) => new Date(d))
  const storeChanged = newest.length ? new Date(Math.max(...newest.map((d) => d.getTime()))) : null
  const entries: SitemapEntry[] = STATIC_PAGES.map((page) => ({
    path: page.path,
    // The home page and the directory show the newest designs and shops: they change with them.
    lastmod: page.changesWithStore && storeChanged ? storeChanged : new Date(page.copyChanged),
  }))
  for (const shop of shops) entries.push({ path: `/shops/${shop.handle}`, lastmod: new Date(shop.updated_at) })
  for (const design of designs) entries.push({ path: `/products/${design.id}`, lastmod: new Date(design.created_at) })
  return entries.slice(0, SITEMAP_MAX_URLS)
}
