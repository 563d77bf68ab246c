import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { ImageIcon, SpinnerIcon, UploadIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { FieldError } from '~/components/ui/field-error.tsx'
import { DEFAULT_COLOR } from '~/modules/catalogue/catalogue.ts'
import { MESSAGES, TOASTS } from '~/modules/design/messages.ts'
import { uploadFormSchema } from '~/modules/design/schema.ts'
import { DEFAULT_STYLE, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '~/modules/design/styles.ts'
import { ColorPicker, StyleSelect } from './options.tsx'
import type { StudioProps } from './studio-props.ts'

// The Upload Image form: drop zone, preview and Remove; one multipart post without JavaScript.
// Conform checks the options with the action's schema (uploadFormSchema); the file is checked when
// chosen here and while it streams on the server, and either way its error shows under the file field.

export function UploadForm({
  action,
  colors,
  lastResult,
  generating,
  onCreate,
}: StudioProps & { generating: boolean; onCreate: (file: File, options: { style: string; color: string }) => Promise<void> }) {
  const { toast } = useToast()
  const inputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)

  // The last chosen file's problem (type, size), until another is chosen.
  const fileProblem = useRef<string | null>(null)
  // True while a send is being checked, so the No Image Selected toast comes with a refused send only.
  const sending = useRef(false)
  const sendButton = useRef<HTMLButtonElement>(null)
  const schema = useMemo(() => uploadFormSchema(colors.map((c) => c.name)), [colors])
  // The fields: the schema's options, and the file (checked outside the schema, see onValidate).
  const [form, fields] = useForm<{ image?: unknown; style?: unknown; color?: unknown }, { style: string; color: string }>({
    id: 'upload-image',
    lastResult: lastResult?.intent === 'upload' ? lastResult.result : undefined,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const chosen = formData.get('image')
      const problem = fileProblem.current ?? (chosen instanceof File && chosen.size > 0 ? null : MESSAGES.noImage)
      if (sending.current && problem === MESSAGES.noImage) toast(TOASTS.noImage)
      return parseWithZod(formData, {
        schema: schema.superRefine((_, ctx) => {
          if (problem) ctx.addIssue({ code: 'custom', path: ['image'], message: problem })
        }),
      })
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success' || !file) return
      void onCreate(file, { style: submission.value.style, color: submission.value.color }).then(clear)
    },
  })
  const formProps = getFormProps(form)

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const refuse = (problem: string, message: (typeof TOASTS)['invalidFileType' | 'fileTooLarge']) => {
    toast(message)
    clear()
    fileProblem.current = problem
    form.validate({ name: fields.image.name })
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
    fileProblem.current = null
    setFile(candidate)
    setPreview(URL.createObjectURL(candidate))
    // Keep the input in step with a dropped file, so the form data matches what is shown.
    if (inputRef.current && inputRef.current.files?.[0] !== candidate) {
      const transfer = new DataTransfer()
      transfer.items.add(candidate)
      inputRef.current.files = transfer.files
    }
    if (fields.image.errors) form.validate({ name: fields.image.name })
  }
  const clear = () => {
    setFile(null)
    setPreview(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...formProps}
      onSubmit={(event) => {
        // A send is the submit button (or Enter); Conform's own checks come with a submitter of theirs.
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        sending.current = !submitter || submitter === sendButton.current
        try {
          formProps.onSubmit(event)
        } finally {
          sending.current = false
        }
      }}
      aria-label="Upload Image"
      noValidate
    >
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
          <label htmlFor={fields.image.id} className="mt-3 block text-sm font-semibold text-slate-900">
            Image file
          </label>
          <input
            {...getInputProps(fields.image, { type: 'file', ariaDescribedBy: `${fields.image.id}-hint` })}
            key={fields.image.key}
            ref={inputRef}
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => accept(event.currentTarget.files?.[0])}
            className="mx-auto mt-1 block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
          />
          <FieldError id={fields.image.errorId} errors={fields.image.errors} />
          <p id={`${fields.image.id}-hint`} className="mt-2 text-xs text-slate-600">
            JPG, PNG or WebP, up to 15MB.
          </p>
        </div>
        <StyleSelect id="upload-style" defaultValue={DEFAULT_STYLE} />
        <ColorPicker idPrefix="upload" colors={colors} defaultValue={DEFAULT_COLOR} />
        <button ref={sendButton} type="submit" className={`${buttonClass.primary} w-full py-3 text-base`}>
          {generating ? <SpinnerIcon /> : <UploadIcon />}
          {generating ? 'Creating…' : 'Create Design'}
        </button>
      </fieldset>
    </Form>
  )
}
