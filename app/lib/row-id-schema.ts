import { z } from './zod.ts'
import { MAX_ROW_ID } from './row-id.ts'

/**
 * A row id from a form field, a JSON body or a URL: a whole number from 1 to MAX_ROW_ID (digits
 * are coerced). `message`, when given, is the one answer for every way the value can be wrong.
 */
export function rowIdSchema(message?: string) {
  return z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ROW_ID, message)
}
