import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { buttonClass } from './ui/button.ts'

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">Sorry, the page you're looking for doesn't exist or has been moved.</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        Return to Home
      </Link>
      <nav aria-label="Ways on" className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        <Link to="/#popular-designs-section" className="font-semibold text-brand-700 underline">
          See popular designs
        </Link>
        <Link to="/design" className="font-semibold text-brand-700 underline">
          Create a design
        </Link>
        <Link to="/shops" className="font-semibold text-brand-700 underline">
          Discover shops
        </Link>
      </nav>
    </section>
  )
}

/**
 * Error boundary for every route: 404s show the not-found screen, other responses their message,
 * and unexpected errors a generic apology (the details go to the server log, never the page).
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
}: {
  statusHandlers?: Record<number, (message: string) => React.ReactNode>
}) {
  const error = useRouteError()
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : (error.data?.message ?? error.statusText)
    const handler = statusHandlers[error.status]
    if (handler) return <>{handler(message)}</>
    if (error.status === 404) return <NotFound />
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{error.status === 403 ? 'Not allowed' : 'Something went wrong'}</h1>
        <p className="mt-4 text-slate-700">{message}</p>
        <Link to="/" className={`${buttonClass.primary} mt-8`}>
          Return to Home
        </Link>
      </section>
    )
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-700">An unexpected error occurred. Please try again in a moment.</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        Return to Home
      </Link>
    </section>
  )
}
