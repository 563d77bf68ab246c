import { useSubmit } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button.ts'
import { swatchHex } from '~/modules/catalogue/index.ts'
import { useHydrated } from '~/web/hydrated.ts'

/** The id of the product page's choice form: Add to Cart, placed elsewhere on the page, submits it. */
export const PRODUCT_FORM_ID = 'product-options'

/**
 * Colour and size, in the one form that Add to Cart submits (to /cart/add, with `children`: the cart's
 * hidden fields), so the chosen colour and size go in the cart without JavaScript too. The choice lives
 * in the URL (?color=&size=): with JavaScript each change replaces the URL without scrolling; without
 * it "Update selection" posts to the page, which answers 303 to its address with the choice.
 */
export function ProductOptions({
  colors,
  sizes,
  color,
  size,
  shopId,
  buy,
  children,
}: {
  colors: { color: string; hex: string }[]
  sizes: string[]
  color: string
  size: string
  shopId: number | null
  /** Reached from the gallery's Buy: the shopper is asked for the size. */
  buy?: boolean
  children?: ReactNode
}) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  return (
    <form
      id={PRODUCT_FORM_ID}
      method="post"
      onChange={(event) => submit(choiceOf(event.currentTarget), { method: 'get', replace: true, preventScrollReset: true })}
      className="space-y-6"
      aria-label="Choose colour and size"
    >
      {children}
      {shopId ? <input type="hidden" name="shop" value={shopId} /> : null}
      {buy ? <input type="hidden" name="buy" value="1" /> : null}
      {/* Buy lands here (#choose-size): the colour kept from the card shows above the size asked for. */}
      <div id="choose-size" className="scroll-mt-24 space-y-6">
        {colors.length ? (
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">
              Color: <span className="font-normal text-slate-700">{color}</span>
            </legend>
            <div className="mt-3 flex flex-wrap gap-3">
              {colors.map((c) => (
                <label key={c.color} className="relative cursor-pointer" title={c.color}>
                  <input type="radio" name="color" value={c.color} defaultChecked={c.color === color} className="peer sr-only" />
                  <span
                    aria-hidden="true"
                    className="block h-9 w-9 rounded-full border border-slate-300 shadow-inner ring-offset-2 peer-checked:ring-2 peer-checked:ring-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600"
                    style={{ backgroundColor: c.hex || swatchHex(c.color) }}
                  />
                  <span className="sr-only">{c.color}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <input type="hidden" name="color" value={color} />
        )}
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">
            Size: <span className="font-normal text-slate-700">{size}</span>
          </legend>
          {buy ? (
            <p className="mt-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-800" data-testid="choose-size">
              Choose your size, then Add to Cart.
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {sizes.map((s) => (
              <label key={s} className="cursor-pointer">
                <input type="radio" name="size" value={s} defaultChecked={s === size} className="peer sr-only" />
                <span className="inline-flex h-10 min-w-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-slate-500">
                  {s}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {hydrated ? null : (
        <button type="submit" name="intent" value="update" className={buttonClass.secondary}>
          Update selection
        </button>
      )}
    </form>
  )
}

/** The choice a product page's address carries: the shop it was reached from, colour, size, Buy. */
export const CHOICE_FIELDS = ['shop', 'buy', 'color', 'size'] as const

function choiceOf(form: HTMLFormElement) {
  const all = new FormData(form)
  const choice = new URLSearchParams()
  for (const name of CHOICE_FIELDS) {
    const value = all.get(name)
    if (typeof value === 'string' && value) choice.set(name, value)
  }
  return choice
}
