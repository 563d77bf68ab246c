import { openApiDocument } from '~/web/openapi/document.server.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { OpenApiDocumentAnswer } from '~/web/api-answers/account.ts'

// GET /api/openapi.json: the OpenAPI 3.1 document of /api, built from the routes' zod schemas.
function loaderImpl() {
  return answer(OpenApiDocumentAnswer, openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
