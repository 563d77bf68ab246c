import { z } from '~/lib/zod.ts'
import { hasNoNul, NO_NUL_MESSAGE } from '~/lib/text.ts'
import { CODE_PATTERN, normalizeCode } from './rules.ts'

// One schema per form, shared by the forms, the actions and the /api routes.

const CODE_MESSAGE = 'A code is 3 to 32 letters, digits, dashes or underscores'

/** A code as a shopper types it: trimmed, upper case. Anything else is a code the store does not know. */
export const codeText = z
  .string({ error: 'Enter a discount code' })
  .trim()
  .min(1, { message: 'Enter a discount code' })
  .max(64, { message: 'Enter a discount code' })
  .refine(hasNoNul, NO_NUL_MESSAGE)
  .transform(normalizeCode)

/** The checkout's "Apply code" form. */
export const ApplyCodeSchema = z.object({ code: codeText })

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const wholeNumber = (message: string) => z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int({ message }))
/** `datetime-local` (minutes, read as UTC) or a full ISO time. */
const utcTime = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.trim()) ? `${v.trim()}:00Z` : blankToUndefined(v)),
    z.iso.datetime({ offset: true, message }).transform((s) => new Date(s)),
  )

/** The console's "New discount code" form. */
export const CreateDiscountCodeSchema = z
  .object({
    code: z
      .string({ error: CODE_MESSAGE })
      .trim()
      .transform(normalizeCode)
      .pipe(z.string().regex(CODE_PATTERN, { message: CODE_MESSAGE })),
    kind: z.enum(['percent', 'fixed'], { message: 'Choose percent or fixed amount' }),
    percentOff: wholeNumber('A whole percent from 1 to 100')
      .pipe(
        z.number().min(1, { message: 'A whole percent from 1 to 100' }).max(100, { message: 'A whole percent from 1 to 100' }),
      )
      .optional(),
    amountOffCents: wholeNumber('Whole cents, at least 1')
      .pipe(z.number().min(1, { message: 'Whole cents, at least 1' }).max(1_000_000, { message: 'At most 1000000 cents' }))
      .optional(),
    startsAt: utcTime('A start date and time'),
    endsAt: utcTime('An end date and time').optional(),
    maxUses: wholeNumber('A whole number of uses, at least 1')
      .pipe(z.number().min(1, { message: 'A whole number of uses, at least 1' }).max(10_000_000))
      .optional(),
    oncePerCustomer: z.preprocess((v) => v === 'on' || v === true || v === 'true', z.boolean()),
    minSubtotalCents: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? 0 : v),
      z.coerce
        .number({ error: 'Whole cents, 0 or more' })
        .int({ message: 'Whole cents, 0 or more' })
        .min(0, { message: 'Whole cents, 0 or more' })
        .max(10_000_000),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'percent' && value.percentOff === undefined) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'A percent code needs its percent' })
    }
    if (value.kind === 'fixed' && value.amountOffCents === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'A fixed code needs its amount in cents' })
    }
    if (value.endsAt && value.endsAt.getTime() <= value.startsAt.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must come after the start' })
    }
  })
export type CreateDiscountCodeInput = z.infer<typeof CreateDiscountCodeSchema>

/** The console's Deactivate button. */
export const DeactivateDiscountCodeSchema = z.object({ codeId: z.coerce.number().int().positive() })
