// schema.org structured data (JSON-LD) for search engines, following Google's documentation: a
// merchant listing needs Product name, image and an Offer with price and priceCurrency; availability,
// url, brand and itemCondition are recommended. A breadcrumb is a BreadcrumbList of ListItems with
// position, name and item (the last, the page itself, may leave item out).

const SCHEMA = 'https://schema.org'

export interface ProductFacts {
  title: string
  description: string
  /** Absolute URLs of the product's pictures, the front mockup first. */
  images: string[]
  /** cents */
  priceCents: number
  currency: string
  /** The canonical product page. */
  url: string
  available: boolean
  brand: string
  /** The store's own design id, or the provider's product id. */
  sku: string
}

/** A schema.org Product with one Offer: the shirt at its price, new, on the product page. */
export function productJsonLd(p: ProductFacts) {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: p.title,
    description: p.description,
    image: p.images,
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    offers: {
      '@type': 'Offer',
      url: p.url,
      price: (p.priceCents / 100).toFixed(2),
      priceCurrency: p.currency,
      availability: `${SCHEMA}/${p.available ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
  }
}

/** A BreadcrumbList from the top of the trail down to the page itself (which carries no item). */
export function breadcrumbJsonLd(trail: { name: string; url?: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  }
}

/** A creator shop as a schema.org Organization: name, address, description, logo and banner. */
export function shopJsonLd(s: { name: string; url: string; description: string; logo: string | null; image: string | null }) {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: s.name,
    url: s.url,
    description: s.description,
    ...(s.logo ? { logo: s.logo } : {}),
    ...(s.image ? { image: s.image } : {}),
  }
}
