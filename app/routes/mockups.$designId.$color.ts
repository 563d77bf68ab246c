import type { LoaderFunctionArgs } from '@remix-run/node'
import { colorMockupKey, MOCKUP_VIEWS } from '~/modules/design/index.server.ts'
import { z } from '~/lib/zod.ts'
import { fetchProviderMockup } from '~/services/fulfilment/index.server.ts'
import { imageResponse } from '~/services/storage/serve.server.ts'

// GET /mockups/{designId}/{colour}[?size=S|M|L|XL|2XL&view=front|closeup|back]: the design on a shirt of
// any catalogue colour (product pages), drawn with the print at its true size for the shirt size;
// for a Printify product without size or view, Printify's own mockup when Printify is configured.
// With a bucket: a redirect to the CDN's address (IMAGE_PUBLIC_URL) or a short-lived signed one.
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

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const designId = Number(params.designId)
  if (!Number.isSafeInteger(designId) || designId <= 0) return new Response('Not found', { status: 404 })
  // With Printify configured, a design that is a Printify product shows Printify's own mockup.
  const providerMockup = context.fulfilment.printify() ? fetchProviderMockup : null
  const query = mockupQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  const key = await colorMockupKey(context.db, designId, params.color ?? '', context.storage, providerMockup, query)
  if (!key) return new Response('Not found', { status: 404 })
  // Only designs seen by others have mockups here: with a CDN, its address serves them.
  return imageResponse(request, key, undefined, { publicFile: true })
}
