import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { commitSession, getSession } from '~/utils/session.server.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

async function logout(request: Request) {
  const session = await getSession(request)
  session.unset('userId')
  // A new visitor id, so the next person at this browser does not inherit the cart.
  session.unset('visitorId')
  return redirectWithToast(
    '/',
    { title: 'Logged out', description: 'You have been signed out.', type: 'info' },
    { headers: { 'Set-Cookie': await commitSession(session) } },
  )
}

// Reached by full-page navigation (SPEC section 7); a POST works too.
export const loader = ({ request }: LoaderFunctionArgs) => logout(request)
export const action = ({ request }: ActionFunctionArgs) => logout(request)
