import type { ActionFunctionArgs } from '@remix-run/node'
import { filledHoneypot } from '~/lib/honeypot.ts'
import { reportDesign, ReportSchema } from '~/modules/moderation/index.server.ts'
import { checkRateLimit } from '~/web/rate-limit.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { safeRedirectPath } from '~/web/safe-redirect.server.ts'
import { ensureVisitor } from '~/web/session.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// POST /reports: the Report form on a design (ADR 127). Anyone may report, signed in or not; one
// report per browser (or account) and design counts, and reports are rate-limited. Answers with a
// redirect back to the page the form was on, with a toast.

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  if (filledHoneypot(form)) throw new Response('The form could not be sent.', { status: 400 })
  const returnTo = safeRedirectPath(context, form.get('returnTo'))
  const { visitorId, userId, setCookie } = await ensureVisitor(context, request)
  const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined
  const parsed = ReportSchema.safeParse({
    designId: form.get('designId'),
    reason: form.get('reason'),
    note: form.get('note') ?? undefined,
  })
  if (!parsed.success) {
    return redirectWithToast(
      context,
      returnTo,
      { title: 'Report not sent', description: 'Choose what is wrong with the design.', type: 'error' },
      { headers },
    )
  }
  const limited = await checkRateLimit(context, 'report', { visitorId, userId })
  if (limited)
    return redirectWithToast(
      context,
      returnTo,
      { title: 'Report not sent', description: limited.message, type: 'error' },
      { headers },
    )
  const outcome = await reportDesign(context.db, { key: userId ? `u:${userId}` : `v:${visitorId}`, userId }, parsed.data)
  if (!outcome.ok) {
    const description =
      outcome.error === 'duplicate'
        ? 'You have reported this design already; we will look at it.'
        : outcome.error === 'own-design'
          ? 'This is your own design: you can delete it or hide it from the community on My Designs.'
          : 'That design is no longer there.'
    return redirectWithToast(
      context,
      returnTo,
      { title: 'Report not sent', description, type: outcome.error === 'duplicate' ? 'info' : 'error' },
      { headers },
    )
  }
  // A held design's page is gone for everyone but its owner: the reporter goes home instead.
  const back = outcome.held && /^\/products?\//.test(returnTo) ? '/' : returnTo
  return redirectWithToast(
    context,
    back,
    {
      title: 'Thank you for your report',
      description: outcome.held ? 'The design is hidden until we have reviewed it.' : 'We will review the design.',
      type: 'success',
    },
    { headers },
  )
}
