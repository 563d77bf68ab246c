import type { LoaderFunctionArgs } from '@remix-run/node'
import { listPopularDesigns } from '~/modules/community/index.server.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { PopularDesignsAnswer } from '~/web/api-answers/designs.ts'

// GET /api/popular-designs: up to six designs with the most upvotes. A fixed short ranking, not
// paginated: it always answers `nextCursor: null`, so a client that pages every list stops here.
async function loaderImpl({ context }: LoaderFunctionArgs) {
  const designs = await listPopularDesigns(context.db)
  return answer(
    PopularDesignsAnswer,
    {
      success: true,
      designs: designs.map(({ id, imageUrl, mockupUrl, prompt, upvoteCount }) => ({
        id,
        imageUrl,
        mockupUrl,
        prompt,
        upvoteCount,
      })),
      nextCursor: null,
    },
    { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
  )
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
