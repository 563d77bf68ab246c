// Upvote texts the browser also shows; kept apart from the zod schemas so the gallery's script stays small.

export const UPVOTE_SIGN_IN_TOAST = {
  title: 'Authentication required',
  description: 'Please log in to upvote designs',
} as const
