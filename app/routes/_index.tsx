import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'

export default function HomeRoute() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Design your own t-shirt with AI</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
        Describe an idea or upload an image, pick a style, and preview it on a shirt in seconds.
      </p>
      <Link to="/design" className={`${buttonClass.primary} mt-8`}>
        Create New Design
      </Link>
      <div id="popular-designs-section" />
      <div id="community-designs-section" />
    </section>
  )
}

export const meta: MetaFunction = () => [{ title: 'ShirtSmith · AI t-shirt designs, printed on demand' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
