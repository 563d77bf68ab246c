import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { createShopViaApi, seedDesign } from './shops-support.ts'

// Found and shared: robots.txt names the sitemap, /sitemap.xml lists the public pages with their last
// change, product pages carry schema.org Product and BreadcrumbList, shop pages an Organization.
const t = useTestApp({ signedInAs: { owner: 'findableowner' } })

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1].replace(/\\u003c/g, '<').replace(/&quot;/g, '"')),
  )
}

describe('robots.txt and sitemap.xml', () => {
  it('names the sitemap, which lists fixed pages, open shops and visible products with lastmod', async () => {
    const robots = await t.anonymous.get('/robots.txt')
    expect(robots.status).toBe(200)
    const robotsText = await robots.text()
    expect(robotsText).toMatch(/^Sitemap: http:\/\/[^\s]+\/sitemap\.xml$/m)
    expect(robotsText).toContain('Disallow: /checkout')

    const shop = await createShopViaApi(t.users.owner.client, { name: 'Findable Tees', handle: 'findable-tees' })
    const hiddenShop = await createShopViaApi(t.users.owner.client, {
      name: 'Secret Tees',
      handle: 'secret-tees',
      isPublic: false,
    })
    const shown = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'a findable heron' })
    const hidden = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'a hidden heron' })
    await t.app.db.updateTable('designs').set({ in_community: false }).where('id', '=', hidden).execute()
    const pending = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'an upload awaiting review' })
    await t.app.db.updateTable('designs').set({ moderation_status: 'pending' }).where('id', '=', pending).execute()

    const response = await t.anonymous.get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => ({
      path: new URL(m[1]).pathname,
      lastmod: m[2],
    }))
    const paths = urls.map((u) => u.path)
    for (const path of ['/', '/design', '/shops', '/sell-designs', '/help', '/terms', '/privacy', `/shops/${shop.handle}`]) {
      expect(paths).toContain(path)
    }
    expect(paths).toContain(`/products/${shown}`)
    expect(paths).not.toContain(`/products/${hidden}`)
    expect(paths).not.toContain(`/products/${pending}`)
    expect(paths).not.toContain(`/shops/${hiddenShop.handle}`)
    for (const { lastmod } of urls) expect(Number.isNaN(Date.parse(lastmod))).toBe(false)
  })
})

describe('structured data', () => {
  it('gives a product page a Product with offer and a BreadcrumbList', async () => {
    const id = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'a heron with a "quoted" </script> title' })
    const html = await (await t.anonymous.get(`/products/${id}`)).text()
    const blocks = jsonLd(html)
    const product = blocks.find((b) => b['@type'] === 'Product')
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      brand: { '@type': 'Brand', name: 'ShirtSmith' },
      offers: {
        '@type': 'Offer',
        price: '24.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: expect.stringMatching(new RegExp(`/products/${id}$`)),
      },
    })
    expect((product!.image as string[]).length).toBeGreaterThan(0)
    for (const src of product!.image as string[]) expect(src).toMatch(/^http:\/\//)
    const breadcrumb = blocks.find((b) => b['@type'] === 'BreadcrumbList')
    expect(breadcrumb?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, name: 'Community designs' }),
      expect.objectContaining({ position: 3, name: product!.name }),
    ])
    // A title cannot close the script early.
    expect(html).not.toContain('</script> title')
  })

  it('gives a shop page an Organization', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Org Tees', handle: 'org-tees', description: 'Birds' })
    const html = await (await t.anonymous.get(`/shops/${shop.handle}`)).text()
    const organization = jsonLd(html).find((b) => b['@type'] === 'Organization')
    expect(organization).toMatchObject({
      name: 'Org Tees',
      description: 'Birds',
      url: expect.stringMatching(/\/shops\/org-tees$/),
    })
  })
})
