import { z } from '~/lib/zod.ts'

/** Every amount's currency, one form in every answer and event: ISO 4217, lower case (ADR 137). */
export const currencySchema = z
  .string()
  .regex(/^[a-z]{3}$/)
  .describe('ISO 4217 currency code in lower case, as in every answer and event: "usd"')
