import type { LoaderFunctionArgs } from '@remix-run/node'
import { claimVisitorDesigns } from '~/modules/design/index.server.ts'
import { createUserSession } from '~/modules/user/index.server.ts'
import { getAuthenticator } from '~/web/auth.server.ts'
import { safeRedirectPath } from '~/web/safe-redirect.server.ts'
import { commitSession, getSession, SESSION_MAX_AGE_SECONDS } from '~/web/session.server.ts'
import { createToastHeader, redirectWithToast } from '~/web/toast.server.ts'
import { isUserBlocked } from '~/modules/moderation/index.server.ts'

// The identity provider sends the browser back here with an authorization code.
export async function loader({ request, context }: LoaderFunctionArgs) {
  let signIn
  try {
    const authenticator = await getAuthenticator(context)
    signIn = await authenticator.authenticate('oidc', request)
  } catch (error) {
    if (error instanceof Response) throw error
    context.logger.warn({ err: error }, 'sign-in failed')
    throw await redirectWithToast(context, '/', {
      title: 'Sign-in failed',
      description: 'We could not sign you in. Please try again.',
      type: 'error',
    })
  }
  const { user } = signIn
  // A blocked account is refused here, before any session exists (ADR 127).
  if (await isUserBlocked(context.db, user.id)) {
    throw await redirectWithToast(context, '/', {
      title: 'Sign-in refused',
      description: 'This account has been blocked.',
      type: 'error',
    })
  }
  const session = await getSession(context, request)
  const returnTo = safeRedirectPath(context, session.get('returnTo'))
  session.unset('returnTo')
  session.set('userId', user.id)
  // The ID token stays with the server-side session, for the provider's logout (id_token_hint).
  session.set('sessionId', await createUserSession(context.db, user.id, SESSION_MAX_AGE_SECONDS, signIn.idToken))
  const visitorId = session.get('visitorId')
  if (visitorId) await claimVisitorDesigns(context.db, visitorId, user.id)

  const headers = new Headers({ Location: returnTo })
  headers.append('Set-Cookie', await commitSession(context, session))
  // The PKCE state cookie has done its job.
  headers.append('Set-Cookie', '__oauth_state=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
  headers.append(
    'Set-Cookie',
    await createToastHeader(context, { title: 'Signed in', description: `Welcome, ${user.username}!`, type: 'success' }),
  )
  return new Response(null, { status: 302, headers })
}
