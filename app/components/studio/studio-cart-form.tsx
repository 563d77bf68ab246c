import { useState } from 'react'
import { AddKeyInput } from '~/components/cart/add-key-input.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { DEFAULT_SIZE } from '~/modules/catalogue/index.ts'
import { TOASTS } from '~/modules/design/index.ts'
import { ColorPicker, type ColorOption } from './options.tsx'
import type { StudioDesign } from './use-studio.ts'

// The studio's Add to Cart: the shirt colour (the design's own first) and the size (L first, the
// store's default size) are chosen here, with or without JavaScript; /cart/add checks both against
// the catalogue. The owner buys their design as their own; a shared design is bought as a product.

export function StudioCartForm({
  design,
  colors,
  sizes,
  onColor,
}: {
  design: StudioDesign
  colors: ColorOption[]
  sizes: string[]
  /** With JavaScript: the chosen colour, so the preview can show the design on it. */
  onColor: (color: string) => void
}) {
  const { toast } = useToast()
  const [size, setSize] = useState(sizes.includes(DEFAULT_SIZE) ? DEFAULT_SIZE : (sizes[0] ?? DEFAULT_SIZE))
  return (
    <form
      method="post"
      action="/cart/add"
      aria-label="Add to Cart"
      className="mt-4 space-y-4"
      onChange={(event) => {
        const target = event.target as HTMLInputElement
        if (target.name === 'color') onColor(target.value)
      }}
      onSubmit={(event) => {
        if (!design.id || !design.imageUrl) {
          event.preventDefault()
          toast(TOASTS.designNotReady)
        }
      }}
    >
      <input type="hidden" name="kind" value={design.owned === false ? 'product' : 'own'} />
      <AddKeyInput />
      <input type="hidden" name="designId" value={design.id} />
      <ColorPicker key={design.id} idPrefix="cart" colors={colors} defaultValue={design.color} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Size</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {sizes.map((option) => (
            <div key={option}>
              <input
                type="radio"
                id={`cart-size-${option}`}
                name="size"
                value={option}
                checked={size === option}
                onChange={() => setSize(option)}
                className="peer sr-only"
              />
              <label
                htmlFor={`cart-size-${option}`}
                className="block min-w-12 cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-center text-sm font-semibold text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
              >
                {option}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`${buttonClass.primary} w-full py-3 text-base`}>
        Add to Cart
      </button>
    </form>
  )
}
