import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { revokeUserSession } from '~/modules/user/user-session.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { commitSession, getSession } from '~/utils/session.server.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

async function logout(request: Request) {
  const session = await getSession(request)
  const sessionId = session.get('sessionId')
  // The server-side session goes, so a copy of this cookie no longer signs anyone in.
  if (sessionId) await revokeUserSession(getDb(), sessionId)
  session.unset('userId')
  session.unset('sessionId')
  // A new visitor id, so the next person at this browser does not inherit the cart.
  session.unset('visitorId')
  return redirectWithToast(
    '/',
    { title: 'Logged out', description: 'You have been signed out.', type: 'info' },
    { headers: { 'Set-Cookie': await commitSession(session) } },
  )
}

/**
 * GET /api/logout stays (the header's link, full-page navigation), but only a navigation the
 * person made on this store signs out: a request another site triggers (an <img>, a link on another
 * page: Sec-Fetch-Site cross-site or same-site) changes nothing and lands on the home page (ADR 072).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site === 'cross-site' || site === 'same-site') throw redirect('/')
  return logout(request)
}
export const action = ({ request }: ActionFunctionArgs) => logout(request)
