import { Form, useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { DesignImage } from '~/components/design-image.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { SIZES } from '~/modules/catalogue/index.ts'
import { thumbnailUrl } from '~/modules/community/index.ts'
import type { CheckoutData } from '~/modules/cart/index.server.ts'
import { clampQuantity, formatPrice, MAX_QUANTITY, MIN_QUANTITY } from '~/modules/pricing/index.ts'
import { countryName } from '~/modules/shipping/index.ts'
import { useHydrated } from '~/web/hydrated.ts'

type Item = CheckoutData['items'][number]

/** Order Summary: each shirt with its size and quantity, and the server's price breakdown. */
export function OrderSummary({
  data,
  locked,
  heading = 'Order Summary',
}: {
  data: CheckoutData
  locked: boolean
  heading?: string
}) {
  const { pricing } = data
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="order-summary-heading" className="text-lg font-bold">
        {heading}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {data.items.map((item) => (
          <li key={item.id} className="py-4 first:pt-0">
            <ItemRow item={item} locked={locked} />
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-slate-200 pt-4 text-sm" data-testid="price-breakdown">
        <Row label={`Subtotal (${pricing.quantity} × ${formatPrice(pricing.perItem)})`} value={formatPrice(pricing.subtotal)} />
        {pricing.discount.percent > 0 ? (
          <Row
            label={`Quantity discount (${pricing.discount.percent}%)`}
            value={`−${formatPrice(pricing.discount.amount)}`}
            className="text-emerald-800"
          />
        ) : null}
        {pricing.code ? (
          <Row
            label={`Code ${data.appliedCode?.label ?? pricing.code.code}`}
            value={`−${formatPrice(pricing.code.amount)}`}
            className="text-emerald-800"
            testId="code-discount"
          />
        ) : null}
        <Row
          label={
            pricing.shipping.country ? `Shipping to ${countryName(pricing.shipping.country)} (standard)` : 'Shipping (standard)'
          }
          value={pricing.shipping.formattedCost}
          testId="shipping-cost"
        />
        <TaxRow tax={pricing.tax} />
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-bold">
          <dt>Total</dt>
          <dd data-testid="order-total">
            {pricing.formattedTotal} <span className="text-xs font-medium text-slate-600">{pricing.currency}</span>
          </dd>
        </div>
      </dl>
      {pricing.discount.percent === 0 ? (
        <p className="mt-3 text-xs text-slate-600">Buy 5 or more for 5% off, 10+ for 10% off, 25+ for 15% off.</p>
      ) : null}
    </section>
  )
}

/**
 * The tax line: its amount once calculated (the offline table's is an estimate: test mode), a note
 * before the address is known, and why it cannot be paid when the address cannot be taxed.
 */
function TaxRow({ tax }: { tax: CheckoutData['pricing']['tax'] }) {
  if (tax.status === 'none') return null
  if (tax.status === 'calculated') {
    return (
      <Row
        label={tax.estimated ? `Estimated ${tax.label.replace(' (estimate)', '')} (test mode)` : tax.label}
        value={tax.formattedAmount}
        testId="tax-amount"
      />
    )
  }
  // A <dl> may only hold dt/dd groups, so the reason sits in a second <dd> of the same group.
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="min-w-0">Tax</dt>
      <dd className="whitespace-nowrap" data-testid="tax-amount">
        {tax.status === 'needs-address' ? 'With your address' : '—'}
      </dd>
      {tax.message ? (
        <dd className="mt-1 w-full text-sm text-red-700">
          <p role="alert">{tax.message}</p>
        </dd>
      ) : null}
    </div>
  )
}

function Row({ label, value, className = '', testId }: { label: string; value: string; className?: string; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt className="min-w-0">{label}</dt>
      <dd className="whitespace-nowrap" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function ItemRow({ item, locked }: { item: Item; locked: boolean }) {
  const hydrated = useHydrated()
  const fetcher = useFetcher()
  const formRef = useRef<HTMLFormElement>(null)
  const [typed, setTyped] = useState(String(item.quantity))
  useEffect(() => setTyped(String(item.quantity)), [item.quantity])
  // A quantity typed before JavaScript took over stays: the input becomes controlled from its own value.
  const quantityRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const typedEarly = quantityRef.current?.value
    if (typedEarly && typedEarly !== String(item.quantity)) setTyped(typedEarly)
    // Only once, when the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const pending = fetcher.state !== 'idle'
  const RemoveForm = hydrated ? fetcher.Form : Form
  // While a change is on its way, show what the shopper asked for.
  const optimistic = pending && fetcher.formData ? Number(fetcher.formData.get('quantity')) : null
  const quantity = optimistic ? clampQuantity(optimistic) : item.quantity
  const inputId = `quantity-${item.id}`
  const sizeId = `size-${item.id}`
  const stepFormId = `step-${item.id}`
  const itemFormId = `item-${item.id}`

  // With JavaScript each change sends only what it changes (the quantity, or the size), so two changes made close
  // together cannot undo each other if their answers cross.
  const submitChange = (field: 'quantity' | 'size', value: string) => {
    const form = new FormData(formRef.current!)
    form.delete(field === 'quantity' ? 'size' : 'quantity')
    form.set(field, value)
    fetcher.submit(form, { method: 'post', preventScrollReset: true })
  }
  const submitQuantity = (next: number) => submitChange('quantity', String(clampQuantity(next)))

  return (
    <div className="flex gap-4">
      {/* A 96 px thumbnail: the 256 px variant (sharp at twice the density), not the 2048 px mockup. */}
      <DesignImage
        imageUrl={thumbnailUrl(item.imageUrl, 256)}
        alt={item.title}
        width={96}
        height={96}
        className="h-24 w-24 shrink-0 rounded-lg"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.available ? null : (
          <p className="text-sm font-semibold text-red-700" data-testid="line-unavailable">
            No longer available: remove it to check out
          </p>
        )}
        <p className="text-sm text-slate-600">
          {item.variant} · {formatPrice(item.price)} each
        </p>
        <fetcher.Form
          ref={formRef}
          id={itemFormId}
          method="post"
          preventScrollReset
          // Typed quantities outside 1..100 are clamped by the server, not refused by the browser.
          noValidate
          className="mt-3 flex flex-wrap items-end gap-3"
          aria-label={`Size and quantity of ${item.title}`}
        >
          <input type="hidden" name="intent" value="update-item" />
          <input type="hidden" name="itemId" value={item.id} />
          <div>
            <label htmlFor={sizeId} className="block text-xs font-medium text-slate-700">
              Size
            </label>
            <select
              id={sizeId}
              name="size"
              defaultValue={item.size}
              key={item.size}
              disabled={locked}
              onChange={(e) => hydrated && submitChange('size', e.currentTarget.value)}
              className="mt-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
            >
              {SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
              Quantity
            </label>
            <div className="mt-1 flex items-center">
              <button
                type={hydrated ? 'button' : 'submit'}
                form={hydrated ? undefined : `${stepFormId}-dec`}
                aria-label="Decrease quantity"
                disabled={locked || quantity <= MIN_QUANTITY}
                onClick={hydrated ? () => submitQuantity(quantity - 1) : undefined}
                className="h-9 w-9 rounded-l-lg border border-slate-300 bg-white text-lg font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
              >
                −
              </button>
              <input
                ref={quantityRef}
                id={inputId}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={MIN_QUANTITY}
                max={MAX_QUANTITY}
                value={hydrated ? (pending ? String(quantity) : typed) : undefined}
                defaultValue={hydrated ? undefined : item.quantity}
                readOnly={locked}
                onChange={(e) => setTyped(e.currentTarget.value)}
                onBlur={() => {
                  const next = clampQuantity(typed)
                  setTyped(String(next))
                  if (next !== item.quantity) submitQuantity(next)
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    const next = clampQuantity(typed)
                    setTyped(String(next))
                    if (next !== item.quantity) submitQuantity(next)
                  }
                }}
                className="h-9 w-16 border-y border-slate-300 text-center text-sm [appearance:textfield]"
              />
              <button
                type={hydrated ? 'button' : 'submit'}
                form={hydrated ? undefined : `${stepFormId}-inc`}
                aria-label="Increase quantity"
                disabled={locked || quantity >= MAX_QUANTITY}
                onClick={hydrated ? () => submitQuantity(quantity + 1) : undefined}
                className="h-9 w-9 rounded-r-lg border border-slate-300 bg-white text-lg font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
              >
                +
              </button>
            </div>
          </div>
        </fetcher.Form>
        {hydrated ? null : (
          // Without JavaScript the − and + buttons submit these forms (a default-button trap otherwise).
          <>
            <StepForm id={`${stepFormId}-dec`} item={item} quantity={item.quantity - 1} />
            <StepForm id={`${stepFormId}-inc`} item={item} quantity={item.quantity + 1} />
          </>
        )}
        {/* One row, as tall as the Update button, whether or not it is there: the page is shown
            before JavaScript takes over (ADR 107), and nothing below may jump when it does. */}
        <div className="mt-2 flex min-h-10 items-center gap-4">
          {hydrated ? null : (
            <button type="submit" form={itemFormId} className={buttonClass.secondary} disabled={locked}>
              Update
            </button>
          )}
          {/* Remove: through the fetcher once JavaScript is running (the page stays), a plain post before. */}
          <RemoveForm method="post">
            <input type="hidden" name="intent" value="remove-item" />
            <input type="hidden" name="itemId" value={item.id} />
            <button type="submit" className="text-sm text-slate-600 underline hover:text-slate-900" disabled={locked || pending}>
              Remove
            </button>
          </RemoveForm>
        </div>
      </div>
    </div>
  )
}

function StepForm({ id, item, quantity }: { id: string; item: Item; quantity: number }) {
  return (
    <Form id={id} method="post" preventScrollReset hidden>
      <input type="hidden" name="intent" value="update-item" />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="size" value={item.size} />
      <input type="hidden" name="quantity" value={clampQuantity(quantity)} />
    </Form>
  )
}
