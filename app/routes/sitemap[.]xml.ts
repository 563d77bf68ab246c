import type { LoaderFunctionArgs } from '@remix-run/node'
import { sitemapXml } from '~/modules/seo/index.ts'
import { listSitemapEntries } from '~/modules/seo/index.server.ts'

// GET /sitemap.xml: the store's public pages (fixed pages, open shops, visible product pages) with
// their last change, for search engines; robots.txt names it. Cached for an hour.
export async function loader({ context }: LoaderFunctionArgs) {
  const xml = sitemapXml(context.config.appUrl, await listSitemapEntries(context.db))
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
