import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getConfig } from '~/config.server.ts'
import { getShirtPriceCents, listColors } from '~/modules/catalogue/catalogue.server.ts'
import { parseCommunityPage } from '~/modules/community/community.ts'
import { loadHomeCommunity } from '~/modules/community/home.server.ts'
import type { DB } from '~/utils/db.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'
import { findOwnedDesign } from './design.server.ts'
import { ownerOf } from './http.server.ts'
import { creationFailureToast, TOASTS, type StudioToast } from './messages.ts'
import { generateDesign, uploadFormDesign } from './studio.server.ts'

// Loader and action behind the two studio pages (/ and /design).

export async function loadStudioPage({ request }: LoaderFunctionArgs, db: DB = getDb()) {
  const { owner, headers } = await ownerOf(request)
  const url = new URL(request.url)
  const designId = Number(url.searchParams.get('design'))
  const [colors, priceCents, community, design] = await Promise.all([
    listColors(db),
    getShirtPriceCents(db),
    loadHomeCommunity(db, owner.userId, parseCommunityPage(url.searchParams.get('gallery'))),
    Number.isSafeInteger(designId) && designId > 0 ? findOwnedDesign(db, owner, designId) : null,
  ])
  return data(
    {
      colors,
      priceCents,
      design,
      popular: community.popular,
      community: community.community,
      communityHasMore: community.communityHasMore,
      communityFailed: Boolean(community.failed),
      mode: url.searchParams.get('mode') === 'upload' ? ('upload' as const) : ('text' as const),
    },
    { headers },
  )
}

export interface StudioActionData {
  formError: StudioToast
  intent: 'generate' | 'upload'
  values: Record<string, string>
}

/** The forms without JavaScript: POST, then redirect to the page showing the finished design. */
export async function studioAction({ request }: ActionFunctionArgs, path: string, db: DB = getDb()) {
  const { owner, headers } = await ownerOf(request)
  const isMultipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')
  if (isMultipart) {
    const outcome = await uploadFormDesign(db, owner, request, getConfig().appUrl)
    if (outcome.ok) {
      return redirectWithToast(`${path}?design=${outcome.value.id}#preview`, TOASTS.created, { headers })
    }
    if (outcome.status === 413) headers.set('Connection', 'close')
    return data<StudioActionData>(
      { formError: creationFailureToast('image', outcome.message), intent: 'upload', values: {} },
      { status: outcome.status, headers },
    )
  }
  const form = Object.fromEntries(new URLSearchParams(await request.text()))
  const outcome = await generateDesign(db, owner, form)
  if (outcome.ok) {
    return redirectWithToast(`${path}?design=${outcome.value.id}#preview`, TOASTS.generated, { headers })
  }
  return data<StudioActionData>(
    { formError: creationFailureToast('generate', outcome.message), intent: 'generate', values: form },
    { status: outcome.status, headers },
  )
}
