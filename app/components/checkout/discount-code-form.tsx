import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { FieldError } from '~/components/ui/field-error.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import type { CartCode } from '~/modules/cart/index.server.ts'
import { ApplyCodeSchema } from '~/modules/discount-code/index.ts'

/**
 * The checkout's discount code: a plain form posting `intent=apply-code` (a refused code comes back as
 * the field's error, an applied one as a toast after a redirect), and Remove for the code kept with
 * the cart. The server checks the code again on every read of the cart.
 */
export function DiscountCodeForm({
  applied,
  lastResult,
  locked,
}: {
  applied: CartCode | null
  lastResult: SubmissionResult<string[]> | undefined
  locked: boolean
}) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && String(navigation.formData?.get('intent') ?? '').endsWith('-code')
  const [form, fields] = useForm({
    id: 'discount-code',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApplyCodeSchema }),
  })
  return (
    <section
      aria-labelledby="discount-code-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="discount-code"
    >
      <h2 id="discount-code-heading" className="text-lg font-bold">
        Discount code
      </h2>
      {applied ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
          <p data-testid="applied-code">
            <span className="font-semibold">{applied.label ?? applied.code}</span>
            {applied.refusal ? null : <span className="text-emerald-800"> applied</span>}
          </p>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove-code" />
            <button type="submit" className="text-sm text-slate-600 underline hover:text-slate-900" disabled={locked || busy}>
              Remove code
            </button>
          </Form>
          {applied.message ? (
            <p role="alert" className="w-full text-sm text-red-700" data-testid="code-refused">
              {applied.message}. Remove it or change your cart to pay.
            </p>
          ) : null}
        </div>
      ) : null}
      <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-3 flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={fields.code.id} className="sr-only">
            Discount code
          </label>
          <input
            {...getInputProps(fields.code, { type: 'text' })}
            key={fields.code.key}
            placeholder={applied ? 'Another code' : 'Enter a code'}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={locked}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm uppercase aria-[invalid=true]:border-red-600"
          />
          <FieldError id={fields.code.errorId} errors={fields.code.errors} />
        </div>
        <button type="submit" name="intent" value="apply-code" className={buttonClass.secondary} disabled={locked || busy}>
          Apply code
        </button>
      </Form>
    </section>
  )
}
