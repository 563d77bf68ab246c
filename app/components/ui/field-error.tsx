/**
 * The error under a form field, from Conform's field metadata: its id is the field's `errorId`, which
 * Conform puts in the control's `aria-describedby` while the field is invalid. Rendered by the
 * server too, so a form sent without JavaScript shows the same error in the same place.
 */
export function FieldError({ id, errors, prefix }: { id: string; errors?: string[]; prefix?: string }) {
  const message = errors?.[0]
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {prefix ? `${prefix}: ${message}` : message}
    </p>
  )
}
