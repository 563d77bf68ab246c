import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from '@remix-run/react'
import { ShopFormSchema } from '~/modules/shop/index.ts'
import { INVALID_SHOP_NAME_TITLE } from '~/modules/shop/index.ts'
import { buttonClass } from '../ui/button.ts'
import { FieldError } from '../ui/field-error.tsx'
import { HoneypotField } from '~/components/forms/honeypot-field.tsx'

export interface ShopFormDefaults {
  name: string
  handle: string
  description: string | null
  isPublic: boolean
  paypalEmail: string | null
}

/**
 * The create / edit shop form (Conform). The browser checks with ShopFormSchema before sending; the
 * action checks again with the same schema and answers `submission.reply()`, so a refused form comes
 * back (with or without JavaScript) with what was typed and each error under its field.
 */
export function ShopForm({
  intent,
  shopId,
  defaults,
  lastResult,
  cancelTo,
  submitLabel,
}: {
  intent: 'create' | 'update'
  shopId?: number
  defaults?: ShopFormDefaults
  lastResult?: SubmissionResult<string[]>
  cancelTo: string
  submitLabel: string
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const [form, fields] = useForm({
    id: shopId ? `shop-${intent}-${shopId}` : `shop-${intent}`,
    lastResult,
    defaultValue: {
      name: defaults?.name ?? '',
      handle: defaults?.handle ?? '',
      description: defaults?.description ?? '',
      paypalEmail: defaults?.paypalEmail ?? '',
      isPublic: defaults?.isPublic ?? true,
    },
    constraint: getZodConstraint(ShopFormSchema),
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ShopFormSchema }),
  })

  const field =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600'
  return (
    // noValidate always (not only once hydrated): without JavaScript the server's messages are shown,
    // not the browser's own bubbles.
    <Form method="post" action="/my-shops" {...getFormProps(form)} noValidate className="space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {shopId ? <input type="hidden" name="shopId" value={shopId} /> : null}
      <HoneypotField id={`${form.id}-website`} />
      <div>
        <label htmlFor={fields.name.id} className="text-sm font-semibold">
          Shop name
        </label>
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          key={fields.name.key}
          // The form always opens inside a dialog; the dialog pattern moves focus to its first field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className={field}
        />
        <FieldError id={fields.name.errorId} errors={fields.name.errors} prefix={INVALID_SHOP_NAME_TITLE} />
      </div>
      <div>
        <label htmlFor={fields.handle.id} className="text-sm font-semibold">
          Shop address{' '}
          <span className="font-normal text-slate-600">
            {intent === 'create' ? '(optional: made from the name when left empty)' : '(old links keep working)'}
          </span>
        </label>
        <div className="mt-1 flex items-center rounded-lg border border-slate-300 focus-within:border-brand-600">
          <span className="shrink-0 pl-3 text-sm text-slate-600" aria-hidden="true">
            /shops/
          </span>
          <input
            {...getInputProps(fields.handle, { type: 'text' })}
            key={fields.handle.key}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={`${fields.handle.id}-hint ${fields.handle.errorId}`}
            className="block w-full min-w-0 rounded-r-lg border-0 px-1 py-2 text-slate-900 focus:outline-none"
          />
        </div>
        <p id={`${fields.handle.id}-hint`} className="mt-1 text-xs text-slate-600">
          Lower-case letters, digits and dashes, 3 to 40 characters.
        </p>
        <FieldError id={fields.handle.errorId} errors={fields.handle.errors} />
      </div>
      <div>
        <label htmlFor={fields.description.id} className="text-sm font-semibold">
          Description <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} className={field} />
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <div>
        <label htmlFor={fields.paypalEmail.id} className="text-sm font-semibold">
          PayPal email <span className="font-normal text-slate-600">(optional, where your commission is paid)</span>
        </label>
        <input
          {...getInputProps(fields.paypalEmail, { type: 'email' })}
          key={fields.paypalEmail.key}
          autoComplete="email"
          className={field}
        />
        <FieldError id={fields.paypalEmail.errorId} errors={fields.paypalEmail.errors} />
      </div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(fields.isPublic, { type: 'checkbox' })}
          key={fields.isPublic.key}
          className="mt-1 h-4 w-4 accent-brand-700"
        />
        <label htmlFor={fields.isPublic.id} className="text-sm">
          <span className="font-semibold">Public shop</span>
          <span className="block text-slate-600">Anyone can find it in Discover Shops and visit it.</span>
        </label>
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Link to={cancelTo} preventScrollReset replace className={buttonClass.secondary}>
          Cancel
        </Link>
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </button>
      </div>
    </Form>
  )
}
