import type { LoaderFunctionArgs } from '@remix-run/node'
import { getUser } from '~/web/auth.server.ts'

// GET /api/auth/user: the signed-in user, or 401 when signed out.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  if (!user) return Response.json({ message: 'Unauthorized' }, { status: 401 })
  return Response.json(user, { headers: { 'Cache-Control': 'private, no-store' } })
}
