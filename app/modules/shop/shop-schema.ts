import { rowIdSchema } from '~/lib/row-id-schema.ts'
import { z } from '~/lib/zod.ts'
import { hasNoNul, NO_NUL_MESSAGE } from '~/lib/text.ts'
import {
  INVALID_PAYPAL_EMAIL,
  INVALID_SHOP_HANDLE,
  isShopHandle,
  NO_DESIGN_SELECTED,
  SHOP_DESCRIPTION_MAX,
  SHOP_NAME_MAX,
  SHOP_NAME_MIN,
  SHOP_NAME_TOO_SHORT,
  type FieldErrors,
} from './shop.ts'

// The one schema per shop form, shared by the pages (browser check), their actions and /api.

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null))

export const ShopFormSchema = z.object({
  name: z
    .string({ error: SHOP_NAME_TOO_SHORT })
    .trim()
    .min(SHOP_NAME_MIN, SHOP_NAME_TOO_SHORT)
    .max(SHOP_NAME_MAX, `Shop name must be at most ${SHOP_NAME_MAX} characters long`)
    .refine(hasNoNul, NO_NUL_MESSAGE),
  /** The shop's address, /shops/{handle}. Absent or empty: made from the name on create, unchanged on update. */
  handle: z
    .string({ error: INVALID_SHOP_HANDLE })
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isShopHandle(v), INVALID_SHOP_HANDLE),
  description: optionalText(SHOP_DESCRIPTION_MAX, `Description must be at most ${SHOP_DESCRIPTION_MAX} characters long`),
  /** Absent: public on create, unchanged on update. */
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
  paypalEmail: z
    .string({ error: INVALID_PAYPAL_EMAIL })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email(INVALID_PAYPAL_EMAIL).max(254, INVALID_PAYPAL_EMAIL).nullable()),
})
export type ShopInput = z.output<typeof ShopFormSchema>

export const AddDesignSchema = z.object({
  designId: rowIdSchema(NO_DESIGN_SELECTED),
})

/** The first message per field, for forms and `{ message, errors }` API answers. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors as FieldErrors
}

/** A browser form (checkbox present means public) as the schema's input. */
export function shopFormValues(formData: FormData) {
  return {
    name: String(formData.get('name') ?? ''),
    handle: String(formData.get('handle') ?? ''),
    description: String(formData.get('description') ?? ''),
    isPublic: formData.get('isPublic') === 'on' || formData.get('isPublic') === 'true',
    paypalEmail: String(formData.get('paypalEmail') ?? ''),
  }
}
