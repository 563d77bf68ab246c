import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { addUpvote, removeUpvote } from '~/modules/upvote/index.server.ts'
import { UPVOTE_SIGN_IN_TOAST, UpvoteFormSchema } from '~/modules/upvote/index.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { getUserId } from '~/web/auth.server.ts'
import { checkRateLimit } from '~/web/rate-limit.server.ts'
import { safeRedirectPath } from '~/web/safe-redirect.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'

// POST /designs/{id}/upvote (intent=upvote|remove, redirectTo): the upvote button without JavaScript.
// It answers with a redirect back to the page the button was on (POST-redirect-GET).
export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  requireFormIntent(form, UpvoteFormSchema.shape.intent.options)
  const parsed = UpvoteFormSchema.safeParse(Object.fromEntries(form))
  const back = withAnchor(safeRedirectPath(context, parsed.success ? parsed.data.redirectTo : null), params.id)
  const designId = parseRowId(params.id)
  if (!parsed.success || !designId) {
    const message = !designId ? 'Invalid design id' : (parsed.error?.issues[0]?.message ?? 'Something went wrong')
    return redirectWithToast(context, back, { title: 'Failed to upvote', description: message, type: 'error' }, { status: 303 })
  }
  const userId = await getUserId(context, request)
  if (!userId) return redirectWithToast(context, back, { ...UPVOTE_SIGN_IN_TOAST, type: 'error' }, { status: 303 })
  const upvote = parsed.data.intent === 'upvote'
  const limited = await checkRateLimit(context, 'upvote', { userId })
  if (limited) {
    const title = upvote ? 'Failed to upvote' : 'Failed to remove upvote'
    return redirectWithToast(
      context,
      back,
      { title, description: limited.message, type: 'error' },
      { status: 303, headers: limited.headers },
    )
  }
  const db = context.db
  const state = upvote ? await addUpvote(db, designId, userId) : await removeUpvote(db, designId, userId)
  if (!state) {
    return redirectWithToast(
      context,
      back,
      { title: upvote ? 'Failed to upvote' : 'Failed to remove upvote', description: 'Design not found', type: 'error' },
      { status: 303 },
    )
  }
  return redirect(back, { status: 303 })
}

/** Returns to the card that was clicked, so the page does not jump to the top. */
function withAnchor(path: string, rawId: string | undefined) {
  if (path.includes('#') || !rawId || !/^\d+$/.test(rawId)) return path
  return `${path}#design-${rawId}`
}
