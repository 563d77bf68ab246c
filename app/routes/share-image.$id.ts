import type { LoaderFunctionArgs } from '@remix-run/node'
import { findProduct } from '~/modules/product/index.server.ts'
import { getShareImage } from '~/modules/product/index.server.ts'

// GET /share-image/{id}: the 1200x630 PNG that share pages name in their Open Graph metadata.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const product = await findProduct(context.db, params.id)
  if (!product) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const png = await getShareImage(product, context.storage)
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  })
}
