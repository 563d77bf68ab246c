import * as RadixToast from '@radix-ui/react-toast'
import { CloseIcon } from './icons.tsx'
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastTone, type ToastMessage } from './toast-message.ts'
import { TOAST_VIEWPORT_CLASS } from './toast-position.ts'

// Radix's toast (focus with F8, swipe to dismiss, pause on hover, announced politely), loaded in its
// own chunk with the page's first toast: the page's start-up JavaScript stays smaller, and until it
// arrives the toast shows as the same plain markup the server rendered.

export default function RadixToastLayer({
  current,
  open,
  onOpenChange,
}: {
  current: (ToastMessage & { id: number }) | null
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {current ? (
        <RadixToast.Root
          key={current.id}
          open={open}
          onOpenChange={onOpenChange}
          data-testid="toast"
          className={`toast pointer-events-auto relative rounded-xl border p-4 pr-10 shadow-lg ${toastTone[current.type ?? 'info']}`}
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
      <RadixToast.Viewport hotkey={['F8']} className={`pointer-events-none m-0 list-none outline-none ${TOAST_VIEWPORT_CLASS}`} />
    </RadixToast.Provider>
  )
}
