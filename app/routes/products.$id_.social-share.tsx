import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { SharePage } from '~/components/product/share-page.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { loadSharePage } from '~/modules/product/product-page.server.ts'
import { shareMeta } from '~/modules/product/share-meta.ts'
import { getDb } from '~/utils/db.server.ts'

// /products/{id}/social-share: the share link of a product, with Open Graph and Twitter card metadata.
export async function loader({ params }: LoaderFunctionArgs) {
  const share = await loadSharePage(getDb(), params.id)
  if (!share) throw Response.json({ message: 'Product Not Found' }, { status: 404 })
  return share
}

export default function SocialShareRoute() {
  return <SharePage {...useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? shareMeta({ title: data.product.title, description: data.product.description, productUrl: data.productUrl, imageUrl: data.imageUrl })
    : [{ title: 'Product Not Found · ShirtSmith' }]

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
            <h1 className="text-3xl font-extrabold tracking-tight">Product Not Found</h1>
            <Link to="/" className={`${buttonClass.primary} mt-8`}>
              Return to Home
            </Link>
          </section>
        ),
      }}
    />
  )
}
