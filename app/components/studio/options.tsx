import { swatchHex } from '~/modules/catalogue/index.ts'
import { DESIGN_TYPE_LABELS, DESIGN_TYPES, STYLES, type DesignType } from '~/modules/design/index.ts'

export interface ColorOption {
  name: string
  hex: string
}

export function StyleSelect({ id, defaultValue }: { id: string; defaultValue: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        Style
      </label>
      <select
        id={id}
        name="style"
        defaultValue={defaultValue}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {STYLES.map((style) => (
          <option key={style} value={style}>
            {style}
          </option>
        ))}
      </select>
    </div>
  )
}

export function ColorPicker({
  idPrefix,
  colors,
  defaultValue,
}: {
  idPrefix: string
  colors: ColorOption[]
  defaultValue: string
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Shirt color</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {colors.map((color) => {
          const id = `${idPrefix}-color-${color.name.replace(/\W+/g, '-').toLowerCase()}`
          return (
            <div key={color.name}>
              <input
                type="radio"
                id={id}
                name="color"
                value={color.name}
                defaultChecked={color.name === defaultValue}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                title={color.name}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white py-1 pr-3 pl-1 text-xs font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
              >
                <span
                  aria-hidden="true"
                  className="inline-block h-5 w-5 rounded-full border border-slate-300"
                  style={{ backgroundColor: color.hex || swatchHex(color.name) }}
                />
                {color.name}
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

export function DesignTypePicker({ idPrefix, defaultValue }: { idPrefix: string; defaultValue: DesignType }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Design type</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {DESIGN_TYPES.map((type) => (
          <div key={type}>
            <input
              type="radio"
              id={`${idPrefix}-type-${type}`}
              name="designType"
              value={type}
              defaultChecked={type === defaultValue}
              className="peer sr-only"
            />
            <label
              htmlFor={`${idPrefix}-type-${type}`}
              className="block cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-center text-sm font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
            >
              {DESIGN_TYPE_LABELS[type]}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}

/** The creator's choice to show a design in the community gallery and Popular (sent as "on" when ticked). */
export function CommunityCheckbox({ id, defaultChecked }: { id: string; defaultChecked: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <input
        type="checkbox"
        id={id}
        name="showInCommunity"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          Show in the community
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Others see it in the gallery and can vote for it. You can change this later in My Designs.
        </p>
      </div>
    </div>
  )
}

/** Why the form's last try made no design (e.g. over the limit, with the wait): stays until the next try. */
export function FormRefusal({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null
}
