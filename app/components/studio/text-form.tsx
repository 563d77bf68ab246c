import { Form } from '@remix-run/react'
import { useEffect, type FormEvent } from 'react'
import { SpinnerIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { FieldError } from '~/components/ui/field-error.tsx'
import { DEFAULT_COLOR } from '~/modules/catalogue/index.ts'
import { MESSAGES, TOASTS } from '~/modules/design/index.ts'
import { DEFAULT_STYLE, MAX_PROMPT_LENGTH, type DesignType } from '~/modules/design/index.ts'
import { ariaFor, fieldIds, useFieldError } from './field-errors.ts'
import { ColorPicker, CommunityCheckbox, DesignTypePicker, FormRefusal, StyleSelect } from './options.tsx'
import type { StudioProps } from './studio-props.ts'

// The Text to Image form. The action checks it with the schema of POST /api/designs/generate
// (Conform's parseWithZod) and its reply shows under the prompt, with or without JavaScript. With
// JavaScript an empty prompt is caught here first, and the design job is followed on the page.

const FORM_ID = 'text-to-image'
const PROMPT = fieldIds(FORM_ID, 'prompt')

export function TextForm({
  action,
  colors,
  signedIn,
  values,
  formError,
  lastResult,
  generating,
  refusedBecause,
  onGenerate,
}: StudioProps & {
  generating: boolean
  /** Why the last try made no design (over the limit: with the wait), shown beside the button. */
  refusedBecause: string | null
  onGenerate: (input: {
    prompt: string
    style: string
    color: string
    designType: string
    showInCommunity: boolean
  }) => Promise<void>
}) {
  const { toast } = useToast()
  // Small screens scrolled to the preview on Generate: a refusal brings the reason back into view.
  useEffect(() => {
    if (refusedBecause && window.matchMedia('(max-width: 1023px)').matches) {
      document.getElementById('text-refusal')?.scrollIntoView({ block: 'center' })
    }
  }, [refusedBecause])
  const result = lastResult?.intent === 'generate' ? lastResult.result : undefined
  const [promptError, setPromptError] = useFieldError(result, 'prompt')
  const keep = formError && values.prompt !== undefined ? values : {}
  const typed = typeof result?.initialValue?.prompt === 'string' ? result.initialValue.prompt : undefined
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const prompt = String(form.get('prompt') ?? '').trim()
    if (!prompt) {
      setPromptError(MESSAGES.emptyPrompt)
      toast(TOASTS.emptyPrompt)
      return
    }
    setPromptError(undefined)
    void onGenerate({
      prompt,
      style: String(form.get('style') ?? DEFAULT_STYLE),
      color: String(form.get('color') ?? DEFAULT_COLOR),
      designType: String(form.get('designType') ?? 'image'),
      showInCommunity: form.get('showInCommunity') === 'on',
    })
  }
  return (
    <Form method="post" action={action} id={FORM_ID} onSubmit={onSubmit} aria-label="Text to Image" noValidate>
      <fieldset disabled={generating} className="space-y-4">
        <input type="hidden" name="intent" value="generate" />
        <input type="hidden" name="size" value="Medium" />
        <input type="hidden" name="position" value="Center" />
        <div>
          <label htmlFor={PROMPT.id} className="block text-sm font-semibold text-slate-900">
            Describe your design
          </label>
          <textarea
            id={PROMPT.id}
            name="prompt"
            {...ariaFor(PROMPT, promptError)}
            onInput={() => promptError && setPromptError(undefined)}
            rows={3}
            maxLength={MAX_PROMPT_LENGTH}
            defaultValue={typed ?? keep.prompt ?? ''}
            placeholder="A fox reading under a tree at sunset"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
          />
          <FieldError id={PROMPT.errorId} errors={promptError ? [promptError] : undefined} />
        </div>
        <StyleSelect id="text-style" defaultValue={keep.style || DEFAULT_STYLE} />
        <ColorPicker idPrefix="text" colors={colors} defaultValue={keep.color || DEFAULT_COLOR} />
        <DesignTypePicker idPrefix="text" defaultValue={(keep.designType as DesignType) || 'image'} />
        {/* Ticked for a signed-in maker; a signed-out one's design stays out of the community unless ticked. */}
        <CommunityCheckbox
          id="text-community"
          defaultChecked={keep.showInCommunity !== undefined ? keep.showInCommunity !== 'off' : signedIn}
        />
        <button
          type="submit"
          aria-describedby={refusedBecause ? 'text-refusal' : undefined}
          className={`${buttonClass.primary} w-full py-3 text-base`}
        >
          {generating ? <SpinnerIcon /> : null}
          {generating ? 'Generating…' : 'Generate Design'}
        </button>
        <FormRefusal id="text-refusal" message={refusedBecause} />
        <p className="text-center text-xs text-slate-600">
          <span className="lg:hidden">Generation can take up to 45 seconds.</span>
          <span className="hidden lg:inline">Generation can take up to 60 seconds.</span>
        </p>
      </fieldset>
    </Form>
  )
}
