import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button.ts'
import { FieldError } from '~/components/ui/field-error.tsx'
import { myDesignFormSchema } from '~/modules/design/index.ts'
import { MAX_TITLE_LENGTH } from '~/modules/design/index.ts'

// The owner's two forms on a My Designs card, plain posts to /my-designs told apart by their intent
// button (they work without JavaScript): a new title (Conform, checked in the browser and again by
// the action with the same schema) and showing the design in the community or hiding it.

const PAGE = '/my-designs'

export function RenameDesignForm({
  designId,
  title,
  lastResult,
  busy,
}: {
  designId: number
  title: string
  /** The action's reply, when it was this card's form that was refused. */
  lastResult: SubmissionResult<string[]> | undefined
  busy: boolean
}) {
  const [form, fields] = useForm({
    id: `rename-${designId}`,
    lastResult,
    defaultValue: { title },
    constraint: getZodConstraint(myDesignFormSchema),
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: myDesignFormSchema }),
  })
  return (
    <Form method="post" action={PAGE} {...getFormProps(form)} noValidate preventScrollReset className="space-y-2">
      <input type="hidden" name="designId" value={designId} />
      <label htmlFor={fields.title.id} className="block text-sm font-semibold text-slate-900">
        Title
      </label>
      <div className="flex gap-2">
        <input
          {...getInputProps(fields.title, { type: 'text' })}
          key={fields.title.key}
          maxLength={MAX_TITLE_LENGTH}
          className="block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
        />
        <button type="submit" name="intent" value="rename" className={buttonClass.secondary} disabled={busy}>
          Save<span className="sr-only"> title</span>
        </button>
      </div>
      <FieldError id={fields.title.errorId} errors={fields.title.errors} />
    </Form>
  )
}

export function CommunityChoiceForm({ designId, shown, busy }: { designId: number; shown: boolean; busy: boolean }) {
  return (
    <Form method="post" action={PAGE} preventScrollReset className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-700" data-testid="community-state">
        {shown ? 'Shown in the community' : 'Hidden from the community (reachable by its link)'}
      </p>
      <input type="hidden" name="designId" value={designId} />
      <input type="hidden" name="showInCommunity" value={shown ? 'false' : 'true'} />
      <button type="submit" name="intent" value="community" className={buttonClass.secondary} disabled={busy}>
        {shown ? 'Hide from community' : 'Show in community'}
      </button>
    </Form>
  )
}
