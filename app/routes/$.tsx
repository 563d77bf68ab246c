import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'

// Any path no other route claims.
export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFoundRoute() {
  return null
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
