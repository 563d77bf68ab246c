import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useMemo, useRef } from 'react'
import { SpinnerIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { FieldError } from '~/components/ui/field-error.tsx'
import { DEFAULT_COLOR } from '~/modules/catalogue/catalogue.ts'
import { MESSAGES, TOASTS } from '~/modules/design/messages.ts'
import { generateDesignSchema } from '~/modules/design/schema.ts'
import { DEFAULT_STYLE, MAX_PROMPT_LENGTH, type DesignType } from '~/modules/design/styles.ts'
import { ColorPicker, DesignTypePicker, StyleSelect } from './options.tsx'
import type { StudioProps } from './studio-props.ts'

// The Text to Image form (Conform, checked with the same schema as the action and
// POST /api/designs/generate): a plain form post without JavaScript; with it, a design job followed
// on the page. Errors show under the prompt either way.

export function TextForm({
  action,
  colors,
  values,
  formError,
  lastResult,
  generating,
  onGenerate,
}: StudioProps & {
  generating: boolean
  onGenerate: (input: { prompt: string; style: string; color: string; designType: string }) => Promise<void>
}) {
  const { toast } = useToast()
  const keep = formError && values.prompt !== undefined ? values : {}
  const schema = useMemo(() => generateDesignSchema(colors.map((c) => c.name)), [colors])
  // True while a send is being checked, so the Empty Prompt toast comes with a refused send only.
  const sending = useRef(false)
  const sendButton = useRef<HTMLButtonElement>(null)
  const [form, fields] = useForm({
    id: 'text-to-image',
    lastResult: lastResult?.intent === 'generate' ? lastResult.result : undefined,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema })
      if (sending.current && submission.status !== 'success' && submission.error?.prompt?.includes(MESSAGES.emptyPrompt))
        toast(TOASTS.emptyPrompt)
      return submission
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      const { prompt, style, color, designType } = submission.value
      void onGenerate({ prompt, style, color, designType })
    },
  })
  const formProps = getFormProps(form)
  return (
    <Form
      method="post"
      action={action}
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
      aria-label="Text to Image"
      noValidate
    >
      <fieldset disabled={generating} className="space-y-4">
        <input type="hidden" name="intent" value="generate" />
        <input type="hidden" name="size" value="Medium" />
        <input type="hidden" name="position" value="Center" />
        <div>
          <label htmlFor={fields.prompt.id} className="block text-sm font-semibold text-slate-900">
            Describe your design
          </label>
          <textarea
            {...getTextareaProps(fields.prompt)}
            key={fields.prompt.key}
            rows={3}
            maxLength={MAX_PROMPT_LENGTH}
            defaultValue={fields.prompt.initialValue ?? keep.prompt ?? ''}
            placeholder="A fox reading under a tree at sunset"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
          />
          <FieldError id={fields.prompt.errorId} errors={fields.prompt.errors} />
        </div>
        <StyleSelect id="text-style" defaultValue={keep.style || DEFAULT_STYLE} />
        <ColorPicker idPrefix="text" colors={colors} defaultValue={keep.color || DEFAULT_COLOR} />
        <DesignTypePicker idPrefix="text" defaultValue={(keep.designType as DesignType) || 'image'} />
        <button ref={sendButton} type="submit" className={`${buttonClass.primary} w-full py-3 text-base`}>
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
