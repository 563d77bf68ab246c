import { Link } from '@remix-run/react'
import { PRODUCT_NAME } from './header.tsx'

export function Footer({ testMode }: { testMode: string[] }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-700 sm:flex-row">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link to="/terms" className="hover:underline">
            Terms
          </Link>
          <Link to="/privacy" className="hover:underline">
            Privacy
          </Link>
          <Link to="/help" className="hover:underline">
            Help
          </Link>
        </nav>
      </div>
      {testMode.length ? (
        <p className="bg-amber-50 px-4 py-2 text-center text-xs text-amber-900">
          Test mode: {testMode.join(', ')} {testMode.length === 1 ? 'is' : 'are'} simulated by the store. {consequence(testMode)}
        </p>
      ) : null}
    </footer>
  )
}

/** What the simulation means for a shopper: only what is really true of this store's mix. */
function consequence(simulated: string[]) {
  const payments = simulated.includes('payments')
  const printing = simulated.includes('printing and shipping')
  if (payments && printing) return 'No real charges, prints or shipments happen.'
  if (payments) return 'No real charges happen.'
  if (printing) return 'No real prints or shipments happen.'
  return ''
}
