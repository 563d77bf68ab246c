import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './sitemap.ts'
import { breadcrumbJsonLd, productJsonLd } from './structured-data.ts'

describe('sitemapXml', () => {
  it('writes absolute, escaped locations with W3C lastmod dates', () => {
    const xml = sitemapXml('https://shop.example/', [
      { path: '/', lastmod: new Date('2026-11-28T10:00:00Z') },
      { path: '/shops/fox-&-owl', lastmod: new Date('2026-11-27T00:00:00Z') },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://shop.example/</loc><lastmod>2026-11-28T10:00:00.000Z</lastmod></url>')
    expect(xml).toContain('<loc>https://shop.example/shops/fox-&amp;-owl</loc>')
  })
})

describe('robotsTxt', () => {
  it('names the sitemap by its absolute address and keeps private pages out', () => {
    const text = robotsTxt('https://shop.example')
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml')
    expect(text).toContain('Disallow: /checkout')
    expect(text).toContain('Disallow: /account')
  })
})

describe('structured data', () => {
  it('gives a Product the merchant listing properties: name, image, brand, offer price, currency, availability, url', () => {
    const product = productJsonLd({
      title: 'Heron',
      description: 'A heron',
      images: ['https://shop.example/m.webp'],
      priceCents: 2499,
      currency: 'USD',
      url: 'https://shop.example/products/2',
      available: true,
      brand: 'ShirtSmith',
      sku: '2',
    })
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Heron',
      image: ['https://shop.example/m.webp'],
      brand: { '@type': 'Brand', name: 'ShirtSmith' },
      offers: {
        '@type': 'Offer',
        price: '24.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/products/2',
      },
    })
  })

  it('numbers breadcrumbs from 1 and leaves the page itself without item', () => {
    const list = breadcrumbJsonLd([{ name: 'Home', url: 'https://shop.example/' }, { name: 'Heron' }])
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Heron' },
    ])
  })
})
