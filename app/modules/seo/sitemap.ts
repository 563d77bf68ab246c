// The sitemap protocol (sitemaps.org): one <url> per page with its absolute <loc> and its <lastmod>
// (W3C date), at most 50,000 URLs in one file.

export const SITEMAP_MAX_URLS = 50_000

export interface SitemapEntry {
  /** The page's path on this store, e.g. /products/12. */
  path: string
  lastmod: Date
}

/**
 * The pages with fixed copy, each with the day its copy last changed (update it with the copy); the
 * home page and the shop directory list the newest designs and shops, so they change with those.
 */
export const STATIC_PAGES = [
  { path: '/', copyChanged: '2026-11-28', changesWithStore: true },
  { path: '/design', copyChanged: '2026-11-28', changesWithStore: false },
  { path: '/shops', copyChanged: '2026-11-28', changesWithStore: true },
  { path: '/sell-designs', copyChanged: '2026-11-28', changesWithStore: false },
  { path: '/help', copyChanged: '2026-11-28', changesWithStore: false },
  { path: '/terms', copyChanged: '2026-11-28', changesWithStore: false },
  { path: '/privacy', copyChanged: '2026-11-28', changesWithStore: false },
] as const

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** The sitemap document for `origin` (e.g. https://shirtsmith.example), entries in the given order. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '')
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(`${base}${e.path}`)}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: shoppers' pages for everyone; carts, checkouts, orders, accounts and the API not for crawlers. */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', '/cart', '/checkout', '/pay/', '/orders', '/order-confirmation', '/confirmation', '/my-']
  const more = ['/account', '/auth/', '/oidc/', '/dev/', '/admin']
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallowed, ...more].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n')
}
