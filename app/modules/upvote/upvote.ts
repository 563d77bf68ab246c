import { z } from '~/lib/zod.ts'

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
