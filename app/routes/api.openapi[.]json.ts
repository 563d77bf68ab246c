import { openApiDocument } from '~/web/openapi.server.ts'

// GET /api/openapi.json: the OpenAPI 3.1 document of /api, built from the routes' zod schemas.
export function loader() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
