import { useEffect, useRef } from 'react'
import { CloseIcon } from '~/components/icons.tsx'

/** A full-screen view of an image. Closes on Escape, a click on the backdrop, or the close button. */
export function ZoomOverlay({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      // Keep keyboard focus inside the dialog: the close button is its only control.
      if (event.key === 'Tab') {
        event.preventDefault()
        closeRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
      previous?.focus()
    }
  }, [onClose])

  // A click on the backdrop is the mouse's way out; the keyboard's is Escape (listened for on the
  // document above) and the focused close button, so the backdrop needs no key handler of its own.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Zoomed design"
      data-testid="zoom-overlay"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-950/85 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <img src={src} alt={alt} className="max-h-[90vh] max-w-full rounded-xl bg-white object-contain shadow-2xl" />
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label="Close zoomed image"
        className="absolute top-4 right-4 rounded-full bg-white p-2 text-slate-900 shadow hover:bg-slate-100"
      >
        <CloseIcon width={24} height={24} />
      </button>
    </div>
  )
}
