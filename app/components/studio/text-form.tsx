import { Form } from '@remix-run/react'
import { type FormEvent } from 'react'
import { SpinnerIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { DEFAULT_COLOR } from '~/modules/catalogue/catalogue.ts'
import { TOASTS } from '~/modules/design/messages.ts'
import { DEFAULT_STYLE, type DesignType } from '~/modules/design/styles.ts'
import { ColorPicker, DesignTypePicker, StyleSelect } from './options.tsx'
import type { StudioProps } from './studio-props.ts'

// The Text to Image form: a plain form post without JavaScript; with it, a design job followed on the page.

export function TextForm({
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
