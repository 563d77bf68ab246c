import { Form, useSubmit } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button.ts'
import { swatchHex } from '~/modules/catalogue/index.ts'
import { useHydrated } from '~/web/hydrated.ts'

/**
 * Colour and size as a GET form: the choice lives in the URL (?color=&size=), so it works without
 * JavaScript (an Update button) and with it (each change replaces the URL without scrolling).
 */
export function ProductOptions({
  colors,
  sizes,
  color,
  size,
  shopId,
}: {
  colors: { color: string; hex: string }[]
  sizes: string[]
  color: string
  size: string
  shopId: number | null
}) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  return (
    <Form
      method="get"
      preventScrollReset
      replace
      onChange={(event) => submit(event.currentTarget, { method: 'get', replace: true, preventScrollReset: true })}
      className="space-y-6"
      aria-label="Choose colour and size"
    >
      {shopId ? <input type="hidden" name="shop" value={shopId} /> : null}
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
      {hydrated ? null : (
        <button type="submit" className={buttonClass.secondary}>
          Update selection
        </button>
      )}
    </Form>
  )
}
