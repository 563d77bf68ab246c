import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { revokeUserSession } from '~/modules/user/index.server.ts'
import { endSessionUrl, getDiscovery } from '~/web/auth.server.ts'
import { commitSession, getSession } from '~/web/session.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'
import { apiRoute } from '~/web/api.server.ts'

/**
 * The identity provider's logout for a session that just ended (OpenID Connect RP-Initiated Logout):
 * its end_session_endpoint with the sign-in's ID token, or null when it has none or cannot be asked
 * (then the store's own logout stands alone).
 */
async function providerLogoutUrl(context: AppLoadContext, idToken: string | null) {
  try {
    const config = context.config
    return endSessionUrl(await getDiscovery(context), {
      idToken,
      clientId: config.oidc.clientId,
      postLogoutRedirectUri: config.appUrl,
    })
  } catch (error) {
    context.logger.warn({ err: error }, "the identity provider's logout could not be looked up")
    return null
  }
}

async function logout({ request, context }: ActionFunctionArgs, status: 302 | 303) {
  const session = await getSession(context, request)
  const sessionId = session.get('sessionId')
  // The server-side session goes, so a copy of this cookie no longer signs anyone in.
  const idToken = sessionId ? await revokeUserSession(context.db, sessionId) : null
  session.unset('userId')
  session.unset('sessionId')
  // A new visitor id, so the next person at this browser does not inherit the cart.
  session.unset('visitorId')
  // The store's session ends first; then, when the provider offers it, the browser signs out there too
  // and comes back to the store's home page (post_logout_redirect_uri).
  const next = (sessionId ? await providerLogoutUrl(context, idToken) : null) ?? '/'
  return redirectWithToast(
    context,
    next,
    { title: 'Logged out', description: 'You have been signed out.', type: 'info' },
    { status, headers: { 'Set-Cookie': await commitSession(context, session) } },
  )
}

/**
 * GET /api/logout stays (the header's link, full-page navigation), but only a navigation the
 * person made on this store signs out: a request another site triggers (an <img>, a link on another
 * page: Sec-Fetch-Site cross-site or same-site) changes nothing and lands on the home page (ADR 072).
 * POST /api/logout always signs out, answering 303 (the browser follows with a GET).
 */
async function loaderImpl(args: LoaderFunctionArgs) {
  const { request } = args
  const site = request.headers.get('Sec-Fetch-Site')
  if (site === 'cross-site' || site === 'same-site') throw redirect('/')
  return logout(args, 302)
}
const actionImpl = (args: ActionFunctionArgs) => logout(args, 303)

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
