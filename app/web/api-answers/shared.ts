import { z } from '~/lib/zod.ts'

export { currencySchema } from '~/lib/currency-schema.ts'

// What the answers of /api share. Each file here holds the zod schemas of one area's answers: the
// routes write their bodies through `answer(schema, body)` (app/web/api.server.ts), so the compiler
// holds each body to its schema, and the OpenAPI document (app/web/openapi) states the same schemas.
// Answers are open objects: the named fields are promised, others may be added without a new API
// version (docs/api.md).

export const idSchema = z.int().positive()
export const nullableString = z.string().nullable()

/** The cursor of the page after this one; null when this page ends the list. */
export const nextCursorSchema = z
  .string()
  .nullable()
  .describe('Pass it back as ?cursor= for the next page; null on the last page')

/** A write that answers nothing but that it was done. */
export const DoneAnswer = z.looseObject({ success: z.literal(true) })

/** Where an order ships: the address as an order shows it (a cart's adds the buyer's e-mail and phone). */
export const PostalAddressSchema = z.looseObject({
  first_name: z.string(),
  last_name: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  region: z.string(),
  zip: z.string(),
  country: z.string(),
})
