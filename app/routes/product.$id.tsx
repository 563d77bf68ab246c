import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'

// /product/{id} (the popular cards' links) is the same page as /products/{id}.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { search } = new URL(request.url)
  return redirect(`/products/${encodeURIComponent(params.id ?? '')}${search}`, 301)
}
