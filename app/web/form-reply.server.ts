import type { SubmissionResult } from '@conform-to/react'

/**
 * Conform's reply for an error found outside the form's schema, such as a file refused while it was
 * streamed: the form shows `message` under `field`, with or without JavaScript.
 */
export function fieldErrorReply(field: string, message: string): SubmissionResult<string[]> {
  return { status: 'error', error: { [field]: [message] } }
}
