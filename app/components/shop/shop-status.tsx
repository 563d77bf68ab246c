import { Link } from '@remix-run/react'
import { buttonClass } from '../ui/button.ts'

function Panel({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/shops" className={buttonClass.primary}>
          Discover Shops
        </Link>
        <Link to="/" className={buttonClass.secondary}>
          Return to Home
        </Link>
      </div>
    </section>
  )
}

export function ShopNotFound() {
  return (
    <Panel title="Shop not found" text="The shop you're looking for doesn't exist or you don't have permission to view it." />
  )
}

export function PrivateShop() {
  return <Panel title="Private Shop" text="This shop is set to private by its owner." />
}

/** Error-boundary handlers for shop pages: 404 and 403 render the spec's panels. */
export const shopStatusHandlers = {
  404: () => <ShopNotFound />,
  403: () => <PrivateShop />,
}

export function DesignGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="design-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="motion-safe:animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-square bg-slate-200" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-8 w-1/2 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  )
}
