import { apiRoute } from '~/web/api.server.ts'
import { problem } from '~/web/problem.server.ts'

// Any /api path no route takes: a 404 problem for every method, never the store's HTML page, so a
// client that mistyped a path reads the same error format as everywhere else under /api.
function notFound({ request }: { request: Request }) {
  const path = new URL(request.url).pathname
  return problem({
    status: 404,
    code: 'route_not_found',
    detail: `No API operation at ${request.method} ${path}: see /api/openapi.json for the operations there are`,
  })
}

export const loader = apiRoute(notFound)
export const action = apiRoute(notFound)
