import type { LoaderFunctionArgs } from '@remix-run/node'
import { keyAccess } from '~/modules/design/index.server.ts'
import { imageResponse } from '~/services/storage/serve.server.ts'

// GET /images/{key}[?w=width]: a stored image, to whoever names its key (each holds a random id or a
// digest of one). Files once named after a design's id alone are served only while it may be seen.
// With a bucket: a redirect to a short-lived signed address (a CDN's only for files anyone may see).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = params['*'] ?? ''
  const access = await keyAccess(context.db, key)
  if (!access) return new Response('Not found', { status: 404 })
  return imageResponse(request, key, undefined, { publicFile: access === 'anyone' })
}
