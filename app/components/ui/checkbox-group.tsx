import { getCollectionProps, type FieldMetadata } from '@conform-to/react'
import { FieldError } from './field-error.tsx'

/**
 * A fieldset of checkboxes for a list field of a Conform form (scopes, event types): each option
 * with its label, the field's error under them and tied to the fieldset for screen readers.
 */
export function CheckboxGroup<Option extends string>({
  meta,
  legend,
  options,
  labels,
}: {
  meta: FieldMetadata<string[] | undefined>
  legend: string
  options: readonly Option[]
  labels: Record<Option, string>
}) {
  return (
    <fieldset aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 space-y-2">
        {getCollectionProps(meta, { type: 'checkbox', options: [...options] }).map(({ key, ...props }) => (
          <div key={key} className="flex items-start gap-3">
            <input {...props} className="mt-1 h-4 w-4 accent-brand-700" />
            <label htmlFor={props.id} className="text-sm">
              {labels[props.value as Option]}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}
