import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ProductErrorBoundary } from '~/components/product/product-not-found.tsx'
import { SharePage } from '~/components/product/share-page.tsx'
import { loadSharePage } from '~/modules/product/index.server.ts'
import { shareMeta } from '~/modules/product/index.ts'

// /products/{id}/social-share: the share link of a product, with Open Graph and Twitter card metadata.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const share = await loadSharePage(context.db, params.id, context.config.appUrl)
  if (!share) throw Response.json({ message: 'Product Not Found' }, { status: 404 })
  return share
}

export default function SocialShareRoute() {
  return <SharePage {...useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? shareMeta({
        title: data.product.title,
        description: data.product.description,
        productUrl: data.productUrl,
        imageUrl: data.imageUrl,
      })
    : [{ title: 'Product Not Found · ShirtSmith' }]

export const ErrorBoundary = ProductErrorBoundary
