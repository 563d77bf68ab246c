import type { LoaderFunctionArgs } from '@remix-run/node'
import { colorMockupKey } from '~/modules/design/color-mockup.server.ts'
import { imageResponse } from '~/services/storage/serve.server.ts'
import { getDb } from '~/utils/db.server.ts'

// GET /mockups/{designId}/{colour}: the design on a shirt of any catalogue colour (product pages).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const designId = Number(params.designId)
  if (!Number.isSafeInteger(designId) || designId <= 0) return new Response('Not found', { status: 404 })
  const key = await colorMockupKey(getDb(), designId, params.color ?? '')
  if (!key) return new Response('Not found', { status: 404 })
  return imageResponse(request, key)
}
