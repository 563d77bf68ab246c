import type { LoaderFunctionArgs } from '@remix-run/node'
import { AvailableColorsQuerySchema } from '~/modules/product/index.ts'
import { loadColorOptions } from '~/modules/product/index.server.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { AvailableColorsAnswer } from '~/web/api-answers/designs.ts'

// GET /api/printify/available-colors?blueprintId=6&providerId=61: one sample variant per colour.
async function loaderImpl({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const parsed = AvailableColorsQuerySchema.safeParse({
    blueprintId: url.searchParams.get('blueprintId') ?? undefined,
    providerId: url.searchParams.get('providerId') ?? undefined,
  })
  if (!parsed.success) {
    return Response.json({ message: parsed.error.issues[0]?.message ?? 'Invalid query' }, { status: 400 })
  }
  try {
    const samples = await loadColorOptions(context.db, parsed.data.blueprintId, parsed.data.providerId)
    return answer(
      AvailableColorsAnswer,
      { success: true, sampleVariants: samples.map(({ variantId, color, hex }) => ({ variantId, color, hex })) },
      { headers: { 'Cache-Control': 'public, max-age=300' } },
    )
  } catch {
    return Response.json({ success: false, message: 'Failed to fetch t-shirt colors' }, { status: 502 })
  }
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
