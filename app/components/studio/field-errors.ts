import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'

// The studio forms live on the home page, whose scripts must stay small (ADR 105): they show the
// action's Conform reply (parseWithZod on the server, `submission.reply()`) under their fields
// without loading Conform's client runtime or zod. Ids follow Conform's naming (`<form>-<field>`,
// `<form>-<field>-error`), the same as every other form.

export function fieldIds(formId: string, name: string) {
  return { id: `${formId}-${name}`, errorId: `${formId}-${name}-error` }
}

/** The control's ARIA for its error: invalid, and described by the message under it. */
export function ariaFor(ids: { errorId: string }, error: string | undefined, describedBy?: string) {
  const described = [error ? ids.errorId : null, describedBy].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined }
}

/**
 * One field's error: the server's from the last reply, until the browser finds one itself or the
 * shopper changes the field.
 */
export function useFieldError(result: SubmissionResult<string[]> | undefined, name: string) {
  const fromServer = result?.error?.[name]?.[0]
  const [error, setError] = useState<string | undefined>(fromServer)
  useEffect(() => setError(fromServer), [fromServer, result])
  return [error, setError] as const
}
