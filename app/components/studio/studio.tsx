import { Form, Link, useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { RecentCommunityGrid } from '~/components/community/home-sections.tsx'
import { DesignImage } from '~/components/design-image.tsx'
import { ImageIcon, SpinnerIcon, UploadIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { DEFAULT_COLOR, formatCents } from '~/modules/catalogue/catalogue.ts'
import type { CommunityCard } from '~/modules/community/home.server.ts'
import { placeText, type JobView } from '~/modules/design-job/job-view.ts'
import { TOASTS, type StudioToast } from '~/modules/design/messages.ts'
import { DEFAULT_STYLE, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, type DesignType } from '~/modules/design/styles.ts'
import { useHydrated } from '~/utils/hydrated.ts'
import { ColorPicker, DesignTypePicker, StyleSelect, type ColorOption } from './options.tsx'
import { sized, useStudio, type StudioDesign } from './use-studio.ts'
import { ZoomOverlay } from './zoom-overlay.tsx'
import { AddKeyInput } from '~/components/cart/add-key-input.tsx'

export interface StudioProps {
  /** The page's own path, for the tab links. */
  path: string
  /** Where the no-JavaScript forms post (the index route needs `?index`). */
  action: string
  colors: ColorOption[]
  priceCents: number
  design: StudioDesign | null
  community: CommunityCard[]
  mode: 'text' | 'upload'
  signedIn: boolean
  formError: StudioToast | null
  values: Record<string, string>
}

export function Studio(props: StudioProps) {
  const hydrated = useHydrated()
  const { toast } = useToast()
  const navigate = useNavigate()
  const [mode, setMode] = useState(props.mode)
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
  }

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
            mode === 'upload'
              ? 'fixed inset-0 z-50 overflow-y-auto bg-white p-5 lg:static lg:z-auto lg:mt-5 lg:overflow-visible lg:p-0'
              : 'hidden'
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

function TextForm({
  action,
  colors,
  values,
  formError,
  generating,
  onGenerate,
}: StudioProps & {
  generating: boolean
  onGenerate: (input: { prompt: string; style: string; color: string; designType: string }) => Promise<void>
}) {
  const { toast } = useToast()
  const keep = formError && values.prompt !== undefined ? values : {}
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const prompt = String(form.get('prompt') ?? '').trim()
    if (!prompt) {
      toast(TOASTS.emptyPrompt)
      return
    }
    void onGenerate({
      prompt,
      style: String(form.get('style') ?? DEFAULT_STYLE),
      color: String(form.get('color') ?? DEFAULT_COLOR),
      designType: String(form.get('designType') ?? 'image'),
    })
  }
  return (
    <Form method="post" action={action} onSubmit={onSubmit} aria-label="Text to Image" noValidate>
      <fieldset disabled={generating} className="space-y-4">
        <input type="hidden" name="intent" value="generate" />
        <input type="hidden" name="size" value="Medium" />
        <input type="hidden" name="position" value="Center" />
        <div>
          <label htmlFor="prompt" className="block text-sm font-semibold text-slate-900">
            Describe your design
          </label>
          <textarea
            id="prompt"
            name="prompt"
            rows={3}
            maxLength={1000}
            defaultValue={keep.prompt ?? ''}
            placeholder="A fox reading under a tree at sunset"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          />
        </div>
        <StyleSelect id="text-style" defaultValue={keep.style || DEFAULT_STYLE} />
        <ColorPicker idPrefix="text" colors={colors} defaultValue={keep.color || DEFAULT_COLOR} />
        <DesignTypePicker idPrefix="text" defaultValue={(keep.designType as DesignType) || 'image'} />
        <button type="submit" className={`${buttonClass.primary} w-full py-3 text-base`}>
          {generating ? <SpinnerIcon /> : null}
          {generating ? 'Generating…' : 'Generate Design'}
        </button>
        <p className="text-center text-xs text-slate-600">
          <span className="lg:hidden">Generation can take up to 45 seconds.</span>
          <span className="hidden lg:inline">Generation can take up to 60 seconds.</span>
        </p>
      </fieldset>
    </Form>
  )
}

function UploadForm({
  action,
  colors,
  generating,
  onCreate,
}: StudioProps & { generating: boolean; onCreate: (file: File, options: { style: string; color: string }) => Promise<void> }) {
  const { toast } = useToast()
  const inputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const accept = (candidate: File | undefined | null) => {
    if (!candidate) return
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(candidate.type)) {
      toast(TOASTS.invalidFileType)
      clear()
      return
    }
    if (candidate.size > MAX_UPLOAD_BYTES) {
      toast(TOASTS.fileTooLarge)
      clear()
      return
    }
    setFile(candidate)
    setPreview(URL.createObjectURL(candidate))
    // Keep the input in step with a dropped file, so the form data matches what is shown.
    if (inputRef.current && inputRef.current.files?.[0] !== candidate) {
      const transfer = new DataTransfer()
      transfer.items.add(candidate)
      inputRef.current.files = transfer.files
    }
  }
  const clear = () => {
    setFile(null)
    setPreview(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!file) {
      toast(TOASTS.noImage)
      return
    }
    const form = new FormData(event.currentTarget)
    void onCreate(file, {
      style: String(form.get('style') ?? DEFAULT_STYLE),
      color: String(form.get('color') ?? DEFAULT_COLOR),
    }).then(clear)
  }

  return (
    <Form method="post" action={action} encType="multipart/form-data" onSubmit={onSubmit} aria-label="Upload Image" noValidate>
      <fieldset disabled={generating} className="space-y-4">
        <input type="hidden" name="intent" value="upload" />
        <div
          data-testid="drop-zone"
          data-dragging={dragging ? 'true' : 'false'}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault()
            setDragging(false)
            accept(event.dataTransfer.files[0])
          }}
          className={`rounded-xl border-2 border-dashed p-5 text-center transition-colors ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
        >
          {preview ? (
            <div className="flex flex-col items-center gap-3">
              <img src={preview} alt="Your selected upload" className="max-h-56 rounded-lg object-contain" />
              <p className="text-sm text-slate-700">{file?.name}</p>
              <button type="button" onClick={clear} className={buttonClass.secondary}>
                Remove
              </button>
            </div>
          ) : (
            <div className="flex flex-col items-center gap-2 text-slate-700">
              <ImageIcon width={36} height={36} />
              <p className="text-sm font-medium">Drag and drop an image here, or choose a file</p>
            </div>
          )}
          <label htmlFor="upload-image" className="mt-3 block text-sm font-semibold text-slate-900">
            Image file
          </label>
          <input
            ref={inputRef}
            id="upload-image"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => accept(event.currentTarget.files?.[0])}
            className="mx-auto mt-1 block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
          />
          <p className="mt-2 text-xs text-slate-600">JPG, PNG or WebP, up to 15MB.</p>
        </div>
        <StyleSelect id="upload-style" defaultValue={DEFAULT_STYLE} />
        <ColorPicker idPrefix="upload" colors={colors} defaultValue={DEFAULT_COLOR} />
        <button type="submit" className={`${buttonClass.primary} w-full py-3 text-base`}>
          {generating ? <SpinnerIcon /> : <UploadIcon />}
          {generating ? 'Creating…' : 'Create Design'}
        </button>
      </fieldset>
    </Form>
  )
}

function PreviewPanel({
  design,
  generating,
  progress,
  community,
  priceCents,
  signedIn,
}: {
  design: StudioDesign | null
  generating: boolean
  progress: JobView | null
  community: CommunityCard[]
  priceCents: number
  signedIn: boolean
}) {
  const { toast } = useToast()
  const [zoomed, setZoomed] = useState(false)
  const picture = design ? design.mockupUrl || design.imageUrl : null

  return (
    <section
      id="preview"
      aria-labelledby="preview-heading"
      aria-busy={generating}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="preview-heading" className="sr-only">
        Preview
      </h2>
      {generating ? (
        <div role="status" className="flex min-h-80 flex-col items-center justify-center gap-3 text-center">
          {progress?.partialUrl ? (
            <img
              src={progress.partialUrl}
              alt="Your design so far, on the shirt"
              className="aspect-square w-full max-w-sm rounded-xl"
              data-testid="partial-preview"
            />
          ) : (
            <SpinnerIcon width={48} height={48} className="animate-spin text-brand-700" />
          )}
          <p className="text-lg font-semibold">Creating your design...</p>
          <p className="text-slate-700">Please be patient</p>
          {progress ? (
            <p className="text-sm font-medium text-brand-800" data-testid="job-stage">
              {progress.stageLabel}
              {placeText(progress.place) ? ` · ${placeText(progress.place)}` : ''}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            <span className="lg:hidden">This can take up to 45 seconds.</span>
            <span className="hidden lg:inline">This can take up to 60 seconds.</span>
          </p>
        </div>
      ) : design && picture ? (
        <div data-testid="design-result">
          <a
            href={picture}
            onClick={(event) => {
              event.preventDefault()
              setZoomed(true)
            }}
            className="group relative block overflow-hidden rounded-xl"
            aria-label="Zoom in on the design"
          >
            <DesignImage
              mockupUrl={design.mockupUrl ? sized(design.mockupUrl) : null}
              imageUrl={sized(design.imageUrl)}
              alt={`T-shirt mockup: ${design.prompt}`}
              loading="eager"
              className="aspect-square w-full rounded-xl"
            />
          </a>
          {zoomed ? (
            <ZoomOverlay src={picture} alt={`T-shirt mockup: ${design.prompt}`} onClose={() => setZoomed(false)} />
          ) : null}
          <div className="mt-5 flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 className="text-xl font-bold">Custom T-Shirt</h3>
              <p className="text-slate-700">100% Cotton Premium Tee</p>
            </div>
            <p className="text-2xl font-extrabold" data-testid="price">
              {formatCents(priceCents)}
            </p>
          </div>
          <form
            method="post"
            action="/cart/add"
            className="mt-4"
            onSubmit={(event) => {
              if (!design.id || !design.imageUrl) {
                event.preventDefault()
                toast(TOASTS.designNotReady)
              }
            }}
          >
            <input type="hidden" name="kind" value="own" />
            <AddKeyInput />
            <input type="hidden" name="designId" value={design.id} />
            <input type="hidden" name="color" value={design.color} />
            <button type="submit" className={`${buttonClass.primary} w-full py-3 text-base`}>
              Add to Cart
            </button>
          </form>
          {signedIn ? (
            <div className="mt-4 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
              <p>Add this design to one of your shops and earn $2.50 for every shirt sold.</p>
              <Link to="/my-shops" className={`${buttonClass.secondary} mt-3`}>
                Manage Shops
              </Link>
            </div>
          ) : (
            <div className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-800">
              <p>Sign in to keep your designs, open a shop and earn $2.50 for every shirt sold.</p>
              <a href="/api/login" className={`${buttonClass.primary} mt-3`}>
                Sign In
              </a>
            </div>
          )}
        </div>
      ) : (
        <div>
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ImageIcon width={28} height={28} />
            </span>
            <p className="text-lg font-bold">Ready to Create</p>
            <p className="max-w-sm text-sm text-slate-700">
              Describe your idea or upload an image. Your design appears here on a shirt.
            </p>
          </div>
          <RecentCommunityGrid designs={community} />
        </div>
      )}
    </section>
  )
}
