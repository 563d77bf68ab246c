import { Form, Link, useNavigation } from '@remix-run/react'
import { useId, useState, type FormEvent } from 'react'
import { fieldErrorsOf, ShopFormSchema, shopFormValues } from '~/modules/shop/shop-schema.ts'
import { INVALID_SHOP_NAME_TITLE, type FieldErrors } from '~/modules/shop/shop.ts'
import { buttonClass } from '../ui/button.ts'

export interface ShopFormDefaults {
  name: string
  description: string | null
  isPublic: boolean
  paypalEmail: string | null
}

/**
 * The create / edit shop form. The server validates with the same schema and answers with the
 * errors under their fields; with JavaScript the browser checks first and shows them the same way.
 */
export function ShopForm({
  intent,
  shopId,
  defaults,
  errors: serverErrors,
  cancelTo,
  submitLabel,
}: {
  intent: 'create' | 'update'
  shopId?: number
  defaults?: ShopFormDefaults
  errors?: FieldErrors
  cancelTo: string
  submitLabel: string
}) {
  const id = useId()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  // The browser's own check of the last submit attempt; the server's answer stands until then.
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const errors = clientErrors ?? serverErrors

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = ShopFormSchema.safeParse(shopFormValues(new FormData(event.currentTarget)))
    if (parsed.success) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    setClientErrors(fieldErrorsOf(parsed.error))
    const field = event.currentTarget.elements.namedItem(String(parsed.error.issues[0]!.path[0]))
    if (field instanceof HTMLElement) field.focus()
  }

  const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600'
  return (
    <Form method="post" action="/my-shops" onSubmit={onSubmit} noValidate className="space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {shopId ? <input type="hidden" name="shopId" value={shopId} /> : null}
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          Shop name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          // The form always opens inside a dialog; the dialog pattern moves focus to its first field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          maxLength={80}
          defaultValue={defaults?.name ?? ''}
          aria-invalid={errors?.name ? true : undefined}
          aria-describedby={errors?.name ? `${id}-name-error` : undefined}
          className={field}
        />
        {errors?.name ? (
          <p id={`${id}-name-error`} role="alert" className="mt-1 text-sm text-red-700">
            {`${INVALID_SHOP_NAME_TITLE}: ${errors.name}`}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="text-sm font-semibold">
          Description <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={3}
          maxLength={2000}
          defaultValue={defaults?.description ?? ''}
          aria-invalid={errors?.description ? true : undefined}
          aria-describedby={errors?.description ? `${id}-description-error` : undefined}
          className={field}
        />
        {errors?.description ? (
          <p id={`${id}-description-error`} role="alert" className="mt-1 text-sm text-red-700">
            {errors.description}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-paypal`} className="text-sm font-semibold">
          PayPal email <span className="font-normal text-slate-600">(optional, where your commission is paid)</span>
        </label>
        <input
          id={`${id}-paypal`}
          name="paypalEmail"
          type="email"
          autoComplete="email"
          defaultValue={defaults?.paypalEmail ?? ''}
          aria-invalid={errors?.paypalEmail ? true : undefined}
          aria-describedby={errors?.paypalEmail ? `${id}-paypal-error` : undefined}
          className={field}
        />
        {errors?.paypalEmail ? (
          <p id={`${id}-paypal-error`} role="alert" className="mt-1 text-sm text-red-700">
            {errors.paypalEmail}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-public`}
          name="isPublic"
          type="checkbox"
          defaultChecked={defaults?.isPublic ?? true}
          className="mt-1 h-4 w-4 accent-brand-700"
        />
        <label htmlFor={`${id}-public`} className="text-sm">
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
