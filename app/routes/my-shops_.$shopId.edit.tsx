import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

// /my-shops/{id}/edit is the same page as /my-shops?edit={id} (see docs/decisions/051).
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/my-shops?edit=${encodeURIComponent(params.shopId ?? '')}`)
}
