import { Link } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'

export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">Product Not Found</h1>
      <p className="mt-4 text-slate-700">We couldn't find the design you were looking for.</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        Return to Home
      </Link>
    </section>
  )
}

/** The error boundary of every product route: 404s read 'Product Not Found'. */
export function ProductErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ProductNotFound /> }} />
}
