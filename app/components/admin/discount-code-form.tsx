import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { inputClass } from '~/components/admin/admin-ui.tsx'
import { FieldError } from '~/components/ui/field-error.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { CreateDiscountCodeSchema } from '~/modules/discount-code/index.ts'

type Fields = ReturnType<typeof useForm<Record<string, unknown>>>[1]

function TextField({
  fields,
  name,
  label,
  type = 'text',
  hint,
}: {
  fields: Fields
  name: string
  label: string
  type?: 'text' | 'number' | 'datetime-local'
  hint?: string
}) {
  const field = fields[name]
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        {...getInputProps(field, { type })}
        key={field.key}
        className={`mt-1 ${inputClass} aria-[invalid=true]:border-red-600`}
      />
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** The console's "New discount code" form: a plain POST, checked again by the action with the same schema. */
export function NewDiscountCodeForm({ lastResult, now }: { lastResult: SubmissionResult<string[]> | undefined; now: string }) {
  const navigation = useNavigation()
  const [form, fields] = useForm<Record<string, unknown>>({
    id: 'new-discount-code',
    lastResult,
    defaultValue: { kind: 'percent', startsAt: now, minSubtotalCents: '0' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateDiscountCodeSchema }),
  })
  const kind = fields.kind
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="create" />
      <TextField
        fields={fields}
        name="code"
        label="Code"
        hint="3 to 32 letters, digits, dashes or underscores; kept upper case"
      />
      <fieldset>
        <legend className="text-sm font-semibold">Kind</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          {(['percent', 'fixed'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={kind.name} value={value} defaultChecked={kind.initialValue === value} />
              {value === 'percent' ? 'Percent off' : 'Fixed amount off'}
            </label>
          ))}
        </div>
        <FieldError id={kind.errorId} errors={kind.errors} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField fields={fields} name="percentOff" label="Percent off (1 to 100)" type="number" hint="For a percent code" />
        <TextField
          fields={fields}
          name="amountOffCents"
          label="Amount off (cents)"
          type="number"
          hint="For a fixed code: 500 is $5.00"
        />
        <TextField fields={fields} name="startsAt" label="Starts (UTC)" type="datetime-local" />
        <TextField fields={fields} name="endsAt" label="Ends (UTC, optional)" type="datetime-local" />
        <TextField
          fields={fields}
          name="maxUses"
          label="Total uses (optional)"
          type="number"
          hint="Paid orders; blank for no limit"
        />
        <TextField
          fields={fields}
          name="minSubtotalCents"
          label="Minimum subtotal (cents)"
          type="number"
          hint="Before discounts; 0 for none"
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={fields.oncePerCustomer.name} defaultChecked={fields.oncePerCustomer.initialValue === 'on'} />
        Once per customer (by account and e-mail)
      </label>
      <button type="submit" className={buttonClass.primary} disabled={navigation.state !== 'idle'}>
        Create code
      </button>
    </Form>
  )
}
