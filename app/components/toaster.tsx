import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useHydrated } from '~/web/hydrated.ts'
import { toastTone, type ToastMessage } from './toast-message.ts'
import { TOAST_VIEWPORT_CLASS } from './toast-position.ts'

export { type ToastMessage } from './toast-message.ts'

interface ToastApi {
  toast: (message: ToastMessage) => void
}

const ToastContext = createContext<ToastApi>({ toast: () => {} })

/** Shows a toast from the browser (validation, copy confirmations, fetcher results). */
export function useToast() {
  return useContext(ToastContext)
}

const RadixToastLayer = lazy(() => import('./toast-layer.tsx'))

/** The toast as plain markup: rendered by the server, and shown until Radix's toast has loaded. */
function StaticToast({ toast }: { toast: ToastMessage | null }) {
  if (!toast) return null
  return (
    <div className={`pointer-events-none ${TOAST_VIEWPORT_CLASS}`}>
      <div
        role="status"
        aria-live="polite"
        data-testid="toast"
        className={`toast-static pointer-events-auto rounded-xl border p-4 shadow-lg ${toastTone[toast.type ?? 'info']}`}
      >
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm text-slate-700">{toast.description}</p> : null}
      </div>
    </div>
  )
}

/**
 * One toast at a time (a new one replaces the current). Toasts set by the server after a redirect
 * arrive as `serverToast`; before JavaScript runs (or without it) they render as plain markup.
 */
export function Toaster({ serverToast, children }: { serverToast: ToastMessage | null; children: ReactNode }) {
  const hydrated = useHydrated()
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(serverToast ? { ...serverToast, id: 0 } : null)
  const [open, setOpen] = useState(Boolean(serverToast))

  const toast = useCallback((message: ToastMessage) => {
    setCurrent({ ...message, id: Date.now() + Math.random() })
    setOpen(true)
  }, [])

  useEffect(() => {
    if (serverToast) toast(serverToast)
  }, [serverToast, toast])

  // Radix's toast is fetched for the first toast to show, not with the page: most visits show none,
  // and its chunk would be a tenth of the page's start-up JavaScript. Until it arrives (and without
  // JavaScript) the toast is the plain markup; `current` is never cleared, so Radix then stays.
  const radix = hydrated && current !== null

  const api = useMemo(() => ({ toast }), [toast])

  // `children` (the whole page) keeps one place in the tree before and after hydration: a different
  // parent would make React remount the page, wiping what the visitor typed or clicked meanwhile.
  // Only the toast beside it switches, from plain markup to Radix's toast, once JavaScript runs and a
  // toast is to show.
  return (
    <ToastContext.Provider value={api}>
      {children}
      {radix ? (
        <Suspense fallback={<StaticToast toast={open ? current : null} />}>
          <RadixToastLayer current={current} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : (
        <StaticToast toast={current} />
      )}
    </ToastContext.Provider>
  )
}
