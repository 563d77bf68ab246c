import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { getAuthenticator } from '~/web/auth.server.ts'
import { safeRedirectPath } from '~/web/safe-redirect.server.ts'
import { commitSession, getSession, signedInUserId } from '~/web/session.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'
import { checkRateLimit } from '~/web/rate-limit.server.ts'
import { apiRoute, onlyMethods } from '~/web/api.server.ts'

// GET /api/login?returnTo=/path: full-page navigation to the identity provider.
async function loaderImpl({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context, request)
  const returnTo = safeRedirectPath(context, new URL(request.url).searchParams.get('returnTo'))
  if (await signedInUserId(context, session)) throw redirect(returnTo)
  const limited = await checkRateLimit(context, 'signIn', { visitorId: session.get('visitorId') })
  if (limited) {
    throw await redirectWithToast(
      context,
      returnTo,
      { title: 'Sign-in unavailable', description: limited.message, type: 'error' },
      { status: 303, headers: limited.headers },
    )
  }
  session.set('returnTo', returnTo)
  const sessionCookie = await commitSession(context, session)
  try {
    const authenticator = await getAuthenticator(context)
    await authenticator.authenticate('oidc', request)
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      thrown.headers.append('Set-Cookie', sessionCookie)
      throw thrown
    }
    context.logger.error({ err: thrown }, 'sign-in could not start')
    throw await redirectWithToast(context, '/', {
      title: 'Sign-in unavailable',
      description: 'The sign-in service could not be reached. Please try again shortly.',
      type: 'error',
    })
  }
  throw redirect(returnTo)
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
