import type { LoaderFunctionArgs } from '@remix-run/node'
import { isCatalogueColor, listColors } from '~/modules/catalogue/index.server.ts'
import { parseCommunityPage, parseGalleryCursor } from '~/modules/community/index.ts'
import { CommunitySearchQuerySchema, listCommunityDesigns, searchOfQuery } from '~/modules/community/index.server.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { CommunityDesignsAnswer } from '~/web/api-answers/designs.ts'
import { problem, validationProblem } from '~/web/problem.server.ts'

// GET /api/community-designs: the community gallery, newest first, 48 at a time.
// `?page=N` still works; `?cursor=` (the previous answer's `nextCursor`) continues exactly where a
// page ended even while designs are added. `?q=` (words in the title or prompt), `?style=` and
// `?color=` (the shirt's) narrow the list; a cursor carries on under the same search. The first
// unsearched page is cached on the server for five minutes and dropped as soon as designs or votes
// change; the server adds the ETag and answers 304.
async function loaderImpl({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const query = CommunitySearchQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    style: params.get('style') ?? undefined,
    color: params.get('color') ?? undefined,
  })
  if (!query.success) throw validationProblem(query.error, query.error.issues[0]?.message)
  const search = searchOfQuery(query.data)
  if (search.color) {
    const color = await isCatalogueColor(context.db, search.color)
    if (!color) {
      const names = (await listColors(context.db)).map((c) => c.name).join(', ')
      throw problem({ status: 400, detail: `color must be one of the shirt colours: ${names}` })
    }
    search.color = color
  }
  const page = parseCommunityPage(params.get('page'))
  const cursor = parseGalleryCursor(params.get('cursor'))
  const { designs, hasMore, nextCursor } = await listCommunityDesigns(context.db, { page, cursor, search })
  return answer(
    CommunityDesignsAnswer,
    { success: true, designs, page, hasMore, nextCursor },
    { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' } },
  )
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
