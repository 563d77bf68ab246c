import type { LoaderFunctionArgs } from '@remix-run/node'
import { servedByKey } from '~/modules/design/index.server.ts'
import { imageResponse } from '~/services/storage/serve.server.ts'
import { getDb } from '~/lib/db.server.ts'

// GET /images/{key}[?w=width]: a stored image, to whoever names its key (each holds a random id or a
// digest of one). Files once named after a design's id alone are served only while it may be seen.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params['*'] ?? ''
  if (!(await servedByKey(getDb(), key))) return new Response('Not found', { status: 404 })
  return imageResponse(request, key)
}
