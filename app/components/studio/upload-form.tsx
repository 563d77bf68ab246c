import { Form } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ImageIcon, SpinnerIcon, UploadIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { FieldError } from '~/components/ui/field-error.tsx'
import { DEFAULT_COLOR } from '~/modules/catalogue/index.ts'
import { MESSAGES, TOASTS } from '~/modules/design/index.ts'
import {
  DEFAULT_STYLE,
  DEFAULT_UPLOAD_FIT,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  type UploadFit,
} from '~/modules/design/index.ts'
import { ariaFor, fieldIds, useFieldError } from './field-errors.ts'
import { FitChoice, usePictureSize } from './fit-choice.tsx'
import { ColorPicker, CommunityCheckbox, FormRefusal, StyleSelect } from './options.tsx'
import type { StudioProps } from './studio-props.ts'
import type { UploadOptions } from './use-studio.ts'
import { HoneypotField } from '~/components/forms/honeypot-field.tsx'
import { HONEYPOT_FIELD } from '~/lib/honeypot.ts'

// The Upload Image form: drop zone, preview and Remove; one multipart post without JavaScript.
// The action checks the options with uploadFormSchema (Conform's parseWithZod) and the file while it
// streams; its reply shows under the fields. With JavaScript the file is checked when chosen, and
// its problem shows under the file field the same way.

const FORM_ID = 'upload-image'
const IMAGE = fieldIds(FORM_ID, 'image')

export function UploadForm({
  action,
  colors,
  lastResult,
  generating,
  refusedBecause,
  onCreate,
}: StudioProps & {
  generating: boolean
  /** Why the last try made no design (over the limit: with the wait), shown beside the button. */
  refusedBecause: string | null
  onCreate: (file: File, options: UploadOptions) => Promise<void>
}) {
  const { toast } = useToast()
  const inputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [fit, setFit] = useState<UploadFit>(DEFAULT_UPLOAD_FIT)
  const [picture, readPicture] = usePictureSize()

  const result = lastResult?.intent === 'upload' ? lastResult.result : undefined
  const [imageError, setImageError] = useFieldError(result, 'image')

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const refuse = (problem: string, message: (typeof TOASTS)['invalidFileType' | 'fileTooLarge']) => {
    toast(message)
    clear()
    setImageError(problem)
  }
  const accept = (candidate: File | undefined | null) => {
    if (!candidate) return
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(candidate.type)) {
      refuse(MESSAGES.invalidFileType, TOASTS.invalidFileType)
      return
    }
    if (candidate.size > MAX_UPLOAD_BYTES) {
      refuse(MESSAGES.fileTooLarge, TOASTS.fileTooLarge)
      return
    }
    setImageError(undefined)
    setFile(candidate)
    const url = URL.createObjectURL(candidate)
    setPreview(url)
    readPicture(url)
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
    readPicture(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!file) {
      setImageError(MESSAGES.noImage)
      toast(TOASTS.noImage)
      return
    }
    const form = new FormData(event.currentTarget)
    void onCreate(file, {
      style: String(form.get('style') ?? DEFAULT_STYLE),
      color: String(form.get('color') ?? DEFAULT_COLOR),
      showInCommunity: form.get('showInCommunity') === 'on',
      removeBackground: form.get('removeBackground') === 'on',
      fit: form.get('fit') === 'square' ? 'square' : 'whole',
      honeypot: String(form.get(HONEYPOT_FIELD) ?? ''),
    }).then(clear)
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      id={FORM_ID}
      onSubmit={onSubmit}
      aria-label="Upload Image"
      noValidate
    >
      <fieldset disabled={generating} className="space-y-4">
        <input type="hidden" name="intent" value="upload" />
        <HoneypotField id="upload-website" />
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
          <label htmlFor={IMAGE.id} className="mt-3 block text-sm font-semibold text-slate-900">
            Image file
          </label>
          <input
            id={IMAGE.id}
            name="image"
            type="file"
            {...ariaFor(IMAGE, imageError, `${IMAGE.id}-hint`)}
            ref={inputRef}
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => accept(event.currentTarget.files?.[0])}
            className="mx-auto mt-1 block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
          />
          <FieldError id={IMAGE.errorId} errors={imageError ? [imageError] : undefined} />
          <p id={`${IMAGE.id}-hint`} className="mt-2 text-xs text-slate-600">
            JPG, PNG or WebP, up to 15MB.
          </p>
        </div>
        <FitChoice picture={picture} fit={fit} onFit={setFit} />
        <StyleSelect id="upload-style" defaultValue={DEFAULT_STYLE} />
        <ColorPicker idPrefix="upload" colors={colors} defaultValue={DEFAULT_COLOR} />
        <RemoveBackgroundCheckbox id="upload-remove-background" />
        <CommunityCheckbox id="upload-community" defaultChecked={false} />
        <button
          type="submit"
          aria-describedby={refusedBecause ? 'upload-refusal' : undefined}
          className={`${buttonClass.primary} w-full py-3 text-base`}
        >
          {generating ? <SpinnerIcon /> : <UploadIcon />}
          {generating ? 'Creating…' : 'Create Design'}
        </button>
        <FormRefusal id="upload-refusal" message={refusedBecause} />
      </fieldset>
    </Form>
  )
}

/** Cut the subject out of the photo's background (offline, on the server) before the style is applied. */
function RemoveBackgroundCheckbox({ id }: { id: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <input
        type="checkbox"
        id={id}
        name="removeBackground"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          Remove background
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Keeps only the main subject, so the shirt shows around it. Adds up to a minute; if it fails, your photo is used as it
          is.
        </p>
      </div>
    </div>
  )
}
