import * as RadixToast from '@radix-ui/react-toast'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useHydrated } from '~/utils/hydrated.ts'
import { CloseIcon } from './icons.tsx'

export interface ToastMessage {
  title: string
  description?: string
  type?: 'success' | 'error' | 'info'
}

export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50

interface ToastApi {
  toast: (message: ToastMessage) => void
}

const ToastContext = createContext<ToastApi>({ toast: () => {} })

/** Shows a toast from the browser (validation, copy confirmations, fetcher results). */
export function useToast() {
  return useContext(ToastContext)
}

const tone = {
  success: 'border-emerald-300 bg-white',
  error: 'border-red-300 bg-red-50',
  info: 'border-slate-300 bg-white',
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

  const api = useMemo(() => ({ toast }), [toast])

  // `children` (the whole page) keeps one place in the tree before and after hydration: a different
  // parent would make React remount the page, wiping what the visitor typed or clicked meanwhile.
  // Only the toast itself switches, from plain markup to Radix's toast, once JavaScript runs.
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
        label="Notification"
      >
        {children}
        {!hydrated ? (
          current ? (
            <div className="pointer-events-none fixed top-1 left-1/2 z-[100] -translate-x-1/2 flex w-full max-w-sm flex-col p-4">
              <div
                role="status"
                aria-live="polite"
                data-testid="toast"
                className={`toast-static pointer-events-auto rounded-xl border p-4 shadow-lg ${tone[current.type ?? 'info']}`}
              >
                <p className="font-semibold">{current.title}</p>
                {current.description ? <p className="mt-1 text-sm text-slate-700">{current.description}</p> : null}
              </div>
            </div>
          ) : null
        ) : current ? (
          <RadixToast.Root
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            data-testid="toast"
            className={`toast pointer-events-auto relative rounded-xl border p-4 pr-10 shadow-lg ${tone[current.type ?? 'info']}`}
          >
            <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
            {current.description ? (
              <RadixToast.Description className="mt-1 text-sm text-slate-700">{current.description}</RadixToast.Description>
            ) : null}
            <RadixToast.Close
              aria-label="Dismiss notification"
              className="absolute top-2 right-2 rounded p-1 text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon width={16} height={16} />
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        {hydrated ? (
          <RadixToast.Viewport
            hotkey={['F8']}
            className="fixed top-1 left-1/2 z-[100] -translate-x-1/2 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
          />
        ) : null}
      </RadixToast.Provider>
    </ToastContext.Provider>
  )
}
