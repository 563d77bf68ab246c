import { z } from '~/lib/zod.ts'

// The product routes' request schemas (server side).

const positiveInt = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a positive integer` })
    .int()
    .positive({ message: `${name} must be a positive integer` })

/** GET /api/printify/available-colors?blueprintId=6&providerId=61 */
export const AvailableColorsQuerySchema = z.object({
  blueprintId: positiveInt('blueprintId'),
  providerId: positiveInt('providerId'),
})

/** The colour and size in the page URL (?color=&size=): both optional, anything else ignored. */
export const ProductSelectionSchema = z.object({
  color: z.string().trim().max(40).optional().catch(undefined),
  size: z.string().trim().max(8).optional().catch(undefined),
})
