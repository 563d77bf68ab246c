import { useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'

/**
 * A dialog that is a page state (`?new`, `?edit=5`, `?add`...): without JavaScript it renders in
 * place over the page and its Cancel is a link; with JavaScript it becomes a real modal (focus
 * trapped, Escape closes) by calling showModal().
 */
export function UrlDialog({
  title,
  description,
  closeTo,
  children,
  wide = false,
}: {
  title: string
  description?: ReactNode
  closeTo: string
  children: ReactNode
  wide?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || typeof dialog.showModal !== 'function') return
    if (dialog.open) dialog.close()
    dialog.showModal()
    const onCancel = (event: Event) => {
      event.preventDefault()
      navigate(closeTo, { preventScrollReset: true, replace: true })
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
    }
  }, [closeTo, navigate])

  return (
    <>
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/50" />
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={`fixed inset-0 z-50 m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
      >
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm text-slate-700">
            {description}
          </div>
        ) : null}
        <div className="mt-4">{children}</div>
      </dialog>
    </>
  )
}
