import { Link, useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { UploadIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { type StudioToast } from '~/modules/design/index.ts'
import { useHydrated } from '~/web/hydrated.ts'
import { useStudio, type StudioDesign } from './use-studio.ts'
import { PreviewPanel } from './preview-panel.tsx'
import type { StudioProps } from './studio-props.ts'
import { TextForm } from './text-form.tsx'
import { UploadForm } from './upload-form.tsx'

export type { StudioProps }

export function Studio(props: StudioProps) {
  const hydrated = useHydrated()
  const { toast } = useToast()
  const navigate = useNavigate()
  const [mode, setMode] = useState(props.mode)
  // Small screens show the upload form over the page only when asked for (the Upload Image button);
  // a page that arrives with a finished design (`?design=N&mode=upload`) shows the shirt instead.
  const [uploadOpened, setUploadOpened] = useState(!props.design)
  const modeRef = useRef(mode)
  modeRef.current = mode
  // Put the new design in the address, so a reload or a shared link shows it again.
  const onCreated = useCallback(
    (created: StudioDesign) => {
      const tab = modeRef.current === 'upload' ? '&mode=upload' : ''
      navigate(`${props.path}?design=${created.id}${tab}`, { replace: true, preventScrollReset: true })
    },
    [navigate, props.path],
  )
  const studio = useStudio(props.design, onCreated)
  const design = hydrated ? studio.design : props.design

  useEffect(() => setMode(props.mode), [props.mode])
  useEffect(() => {
    if (props.formError) toast(props.formError)
  }, [props.formError, toast])

  const switchTo = (next: 'text' | 'upload') => (event: React.MouseEvent) => {
    event.preventDefault()
    setMode(next)
    if (next === 'upload') setUploadOpened(true)
  }
  // The last try's refusal: this page's own (with JavaScript), else the form action's.
  const refusal = studio.refusal ?? (studio.generating ? null : props.refusal)
  const refusalFor = (intent: 'generate' | 'upload') => (refusal?.intent === intent ? refusal.message : null)

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 lg:grid-cols-2 lg:gap-10">
      <section aria-labelledby="create-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="create-heading" className="text-xl font-bold">
          Create your design
        </h2>

        {/* Large screens: tabs. Small screens: the text form plus an Upload Image button. */}
        <div role="tablist" aria-label="Design source" className="mt-4 hidden grid-cols-2 rounded-lg bg-slate-100 p-1 lg:grid">
          <TabLink active={mode === 'text'} to={`${props.path}?mode=text`} onClick={switchTo('text')} controls="text-panel">
            Text to Image
          </TabLink>
          <TabLink
            active={mode === 'upload'}
            to={`${props.path}?mode=upload`}
            onClick={switchTo('upload')}
            controls="upload-panel"
          >
            Upload Image
          </TabLink>
        </div>

        <div
          id="text-panel"
          role="tabpanel"
          aria-label="Text to Image"
          className={`mt-5 ${mode === 'upload' ? 'lg:hidden' : ''}`}
        >
          <TextForm
            {...props}
            generating={studio.generating}
            refusedBecause={refusalFor('generate')}
            onGenerate={async (input) => {
              if (window.matchMedia('(max-width: 1023px)').matches) {
                document.getElementById('preview')?.scrollIntoView({ block: 'start' })
              }
              await studio.generate(input)
            }}
          />
          <Link
            to={`${props.path}?mode=upload`}
            onClick={switchTo('upload')}
            className={`${buttonClass.secondary} mt-3 w-full lg:hidden`}
          >
            <UploadIcon /> Upload Image
          </Link>
        </div>

        <div
          id="upload-panel"
          role="tabpanel"
          aria-label="Upload Image"
          className={
            mode !== 'upload'
              ? 'hidden'
              : uploadOpened
                ? 'fixed inset-0 z-50 overflow-y-auto bg-white p-5 lg:static lg:z-auto lg:mt-5 lg:overflow-visible lg:p-0'
                : 'hidden lg:mt-5 lg:block'
          }
        >
          <div className="mb-4 flex items-center gap-3 lg:hidden">
            <Link to={`${props.path}?mode=text`} onClick={switchTo('text')} className={buttonClass.secondary}>
              ← Back
            </Link>
            <h3 className="text-lg font-bold">Upload Image</h3>
          </div>
          <UploadForm
            {...props}
            generating={studio.generating}
            refusedBecause={refusalFor('upload')}
            onCreate={async (file, options) => {
              // Small screens leave the full-screen upload view to watch the preview.
              if (window.matchMedia('(max-width: 1023px)').matches) {
                setMode('text')
                document.getElementById('preview')?.scrollIntoView({ block: 'start' })
              }
              await studio.createFromImage(file, options)
            }}
          />
        </div>
      </section>

      <PreviewPanel
        design={design}
        generating={studio.generating}
        progress={studio.progress}
        community={props.community}
        priceCents={props.priceCents}
        signedIn={props.signedIn}
        colors={props.colors}
        sizes={props.sizes}
        notCreated={Boolean(refusal)}
      />
      {!hydrated && props.formError ? <StaticToast toast={props.formError} /> : null}
    </div>
  )
}

function TabLink({
  active,
  to,
  onClick,
  controls,
  children,
}: {
  active: boolean
  to: string
  onClick: (e: React.MouseEvent) => void
  controls: string
  children: React.ReactNode
}) {
  return (
    <Link
      to={to}
      role="tab"
      aria-selected={active}
      aria-controls={controls}
      onClick={onClick}
      preventScrollReset
      replace
      className={`rounded-md px-3 py-2 text-center text-sm font-semibold ${active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}
    >
      {children}
    </Link>
  )
}

/** Without JavaScript the page renders the action's message where toasts appear. */
function StaticToast({ toast }: { toast: StudioToast }) {
  return (
    <div className="pointer-events-none fixed top-1 left-1/2 z-[100] -translate-x-1/2 flex w-full max-w-sm flex-col p-4">
      <div
        role="alert"
        data-testid="toast"
        className="toast-static pointer-events-auto rounded-xl border border-red-300 bg-red-50 p-4 shadow-lg"
      >
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm text-slate-700">{toast.description}</p> : null}
      </div>
    </div>
  )
}
