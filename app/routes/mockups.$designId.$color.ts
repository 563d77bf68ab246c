import type { LoaderFunctionArgs } from '@remix-run/node'
import { colorMockupKey, MOCKUP_VIEWS } from '~/modules/design/index.server.ts'
import { z } from '~/lib/zod.ts'
import { fetchProviderMockup, getPrintifyClient } from '~/services/fulfilment/index.server.ts'
import { imageResponse } from '~/services/storage/serve.server.ts'
import { getStorage } from '~/services/storage/storage.server.ts'
import { getDb } from '~/lib/db.server.ts'

// GET /mockups/{designId}/{colour}[?size=S|M|L|XL|2XL&view=front|closeup|back]: the design on a shirt of
// any catalogue colour (product pages), drawn with the print at its true size for the shirt size;
// for a Printify product without size or view, Printify's own mockup when Printify is configured.
/** The query: a shirt size (upper-cased; unknown sizes are ignored) and a view (front unless named). */
const mockupQuery = z.object({
  size: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.enum(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']))
    .optional()
    .catch(undefined),
  view: z.enum(MOCKUP_VIEWS as ['front', 'closeup', 'back']).catch('front'),
})

export async function loader({ request, params }: LoaderFunctionArgs) {
  const designId = Number(params.designId)
  if (!Number.isSafeInteger(designId) || designId <= 0) return new Response('Not found', { status: 404 })
  // With Printify configured, a design that is a Printify product shows Printify's own mockup.
  const providerMockup = getPrintifyClient() ? fetchProviderMockup : null
  const query = mockupQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  const key = await colorMockupKey(getDb(), designId, params.color ?? '', getStorage(), providerMockup, query)
  if (!key) return new Response('Not found', { status: 404 })
  return imageResponse(request, key)
}
