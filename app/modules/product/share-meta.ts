import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-constants.ts'

/** Open Graph and Twitter card metadata for a product's share page. */
export function shareMeta(share: { title: string; description: string; productUrl: string; imageUrl: string }) {
  const title = `${share.title} · ShirtSmith`
  const description = share.description.slice(0, 200)
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: 'ShirtSmith' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: share.productUrl },
    { property: 'og:image', content: share.imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: share.title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: share.imageUrl },
    { tagName: 'link', rel: 'canonical', href: share.productUrl },
  ]
}
