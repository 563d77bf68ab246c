import type { LoaderFunctionArgs } from '@remix-run/node'
import { colorMockupKey } from '~/modules/design/index.server.ts'
import { fetchProviderMockup, getPrintifyClient } from '~/services/fulfilment/index.server.ts'
import { imageResponse } from '~/services/storage/serve.server.ts'
import { getStorage } from '~/services/storage/storage.server.ts'
import { getDb } from '~/lib/db.server.ts'

// GET /mockups/{designId}/{colour}: the design on a shirt of any catalogue colour (product pages):
// Printify's own mockup for its products when Printify is configured, else the store's drawing.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const designId = Number(params.designId)
  if (!Number.isSafeInteger(designId) || designId <= 0) return new Response('Not found', { status: 404 })
  // With Printify configured, a design that is a Printify product shows Printify's own mockup.
  const providerMockup = getPrintifyClient() ? fetchProviderMockup : null
  const key = await colorMockupKey(getDb(), designId, params.color ?? '', getStorage(), providerMockup)
  if (!key) return new Response('Not found', { status: 404 })
  return imageResponse(request, key)
}
