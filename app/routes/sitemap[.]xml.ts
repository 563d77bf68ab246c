import { getConfig } from '~/lib/config.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { sitemapXml } from '~/modules/seo/index.ts'
import { listSitemapEntries } from '~/modules/seo/index.server.ts'

// GET /sitemap.xml: the store's public pages (fixed pages, open shops, visible product pages) with
// their last change, for search engines; robots.txt names it. Cached for an hour.
export async function loader() {
  const xml = sitemapXml(getConfig().appUrl, await listSitemapEntries(getDb()))
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
