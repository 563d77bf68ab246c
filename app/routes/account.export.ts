import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportAccount } from '~/modules/account/index.server.ts'
import { getSession, signedInUserId } from '~/web/session.server.ts'

// GET /account/export: everything stored about the signed-in person, as a JSON download (ADR 127).
// Only the browser session counts; signed out it is 401.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await signedInUserId(context, await getSession(context, request))
  if (!userId)
    return Response.json(
      { message: 'Authentication required' },
      { status: 401, headers: { 'Cache-Control': 'private, no-store' } },
    )
  const data = await exportAccount(context.db, userId)
  if (!data) return Response.json({ message: 'Not found' }, { status: 404 })
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="shirtsmith-account-${userId}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
