import { z } from '~/utils/zod.ts'
import { rowIdSchema } from '~/utils/row-id-schema.ts'

/** A design id from a URL: a positive integer within PostgreSQL's integer range. */
export const DesignIdSchema = rowIdSchema('Invalid design id')

/** Parses a design id path parameter; null when it is not one. */
export function parseDesignId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null
  const parsed = DesignIdSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** The no-JavaScript upvote form (POST /designs/{id}/upvote). */
export const UpvoteFormSchema = z.object({
  intent: z.enum(['upvote', 'remove'], { message: 'Choose upvote or remove' }),
  redirectTo: z.string().optional(),
})

export interface UpvoteState {
  upvoted: boolean
  upvoteCount: number
}

export { UPVOTE_SIGN_IN_TOAST } from './messages.ts'
