import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from '@remix-run/react'
import type { ShippingAddress } from '#db/schema.ts'
import { buttonClass } from '~/components/ui/button.ts'
import { DEFAULT_COUNTRY, ShippingAddressSchema } from '~/modules/cart/index.ts'
import { countryName } from '~/modules/shipping/index.ts'
import { useHydrated } from '~/web/hydrated.ts'
import type { TypedPlace } from './use-shipping-preview.ts'

type Country = { code: string; name: string }

const FIELDS: { name: keyof ShippingAddress; label: string; autoComplete: string; type?: string; wide?: boolean }[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'address1', label: 'Address', autoComplete: 'address-line1', wide: true },
  { name: 'address2', label: 'Apartment, suite, etc. (optional)', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'region', label: 'State / region', autoComplete: 'address-level1' },
  { name: 'zip', label: 'Postal code', autoComplete: 'postal-code' },
]

/** Shipping Address: the form (validated in the browser and again on the server) or the saved view. */
export function ShippingAddressSection({
  address,
  editing,
  countries,
  shipTo,
  lastResult,
  onPlaceChange,
}: {
  address: ShippingAddress | null
  editing: boolean
  /** The countries the store ships to now. */
  countries: Country[]
  /** The country the page previews (`?shipTo=`), chosen in the select. */
  shipTo?: string
  lastResult: SubmissionResult<string[]> | undefined
  /** The country, state or postal code typed changed (with JavaScript): the page previews the price there. */
  onPlaceChange: (place: TypedPlace) => void
}) {
  return (
    <section aria-labelledby="shipping-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <h2 id="shipping-heading" className="text-lg font-bold">
          Shipping Address
        </h2>
        {address && !editing ? (
          <Link to="?edit=address" preventScrollReset className={buttonClass.secondary}>
            Edit
          </Link>
        ) : null}
      </div>
      {address && !editing ? (
        <SavedAddress address={address} />
      ) : (
        <AddressForm
          address={address}
          countries={countries}
          shipTo={shipTo}
          lastResult={lastResult}
          onPlaceChange={onPlaceChange}
        />
      )}
    </section>
  )
}

function SavedAddress({ address }: { address: ShippingAddress }) {
  const country = countryName(address.country)
  return (
    <address className="mt-3 text-sm leading-6 not-italic text-slate-800" data-testid="saved-address">
      {address.first_name} {address.last_name}
      <br />
      {address.address1}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {address.city}, {address.region} {address.zip}
      <br />
      {country}
      <br />
      {address.email} · {address.phone}
    </address>
  )
}

function AddressForm({
  address,
  countries,
  shipTo,
  lastResult,
  onPlaceChange,
}: {
  address: ShippingAddress | null
  countries: Country[]
  shipTo?: string
  lastResult: SubmissionResult<string[]> | undefined
  onPlaceChange: (place: TypedPlace) => void
}) {
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save-address'
  // The price to the country chosen, with the tax of the state or province typed so far (JavaScript on).
  const loadPreview = (formElement: HTMLFormElement | null) => {
    const typed = new FormData(formElement ?? undefined)
    const text = (name: string) => String(typed.get(name) ?? '')
    onPlaceChange({ country: text('country'), region: text('region') || undefined, zip: text('zip') || undefined })
  }
  const [form, fields] = useForm({
    id: 'shipping-address',
    lastResult,
    defaultValue: { ...address, country: shipTo ?? address?.country ?? DEFAULT_COUNTRY },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ShippingAddressSchema }),
  })
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save-address" />
      {FIELDS.map((f) => {
        const field = fields[f.name]
        return (
          <div key={f.name} className={f.wide ? 'sm:col-span-2' : ''}>
            <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
              {f.label}
            </label>
            <input
              {...getInputProps(field, { type: (f.type ?? 'text') as 'text' })}
              key={field.key}
              autoComplete={f.autoComplete}
              onBlur={f.name === 'region' || f.name === 'zip' ? (event) => loadPreview(event.currentTarget.form) : undefined}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
            />
            <FieldError id={field.errorId} errors={field.errors} />
          </div>
        )
      })}
      <div>
        <label htmlFor={fields.country.id} className="block text-sm font-medium text-slate-800">
          Country
        </label>
        <select
          {...getSelectProps(fields.country)}
          key={fields.country.key}
          autoComplete="country"
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          onChange={(event) => loadPreview(event.currentTarget.form)}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id={fields.country.errorId} errors={fields.country.errors} />
      </div>
      {/* Save comes first in the form, so Enter saves; the row shows it on the right. */}
      <div className="flex flex-row-reverse flex-wrap items-end justify-start gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save Address'}
        </button>
        {hydrated ? null : (
          <button type="submit" name="intent" value="update-shipping" formNoValidate className={buttonClass.secondary}>
            Update shipping
          </button>
        )}
        {address ? (
          <Link to="." preventScrollReset className={buttonClass.ghost}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
      {errors?.[0] ?? ''}
    </p>
  )
}
