import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

// /my-shops/{id}/delete is the same page as /my-shops?delete={id} (see docs/decisions/051).
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/my-shops?delete=${encodeURIComponent(params.shopId ?? '')}`)
}
