import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getConfig } from '~/config.server.ts'
import { getShirtPriceCents, listColors } from '~/modules/catalogue/catalogue.server.ts'
import { parseCommunityPage, parseGalleryCursor } from '~/modules/community/community.ts'
import { loadHomeCommunity } from '~/modules/community/home.server.ts'
import { getDb, type DB } from './db.server.ts'
import { checkRateLimit } from './rate-limit.server.ts'
import { readVisitor } from './session.server.ts'
import { redirectWithToast } from './toast.server.ts'
import { findOwnedDesign } from '~/modules/design/design.server.ts'
import { creationFailureToast, TOASTS, type StudioToast } from '~/modules/design/messages.ts'
import { generateDesign, uploadFormDesign } from '~/modules/design/studio.server.ts'
import { ownerOf } from './api.server.ts'
import { readMultipartUpload } from './multipart-upload.server.ts'

// Loader and action behind the two studio pages (/ and /design).

export async function loadStudioPage({ request }: LoaderFunctionArgs, db: DB = getDb()) {
  // Reads the visitor id without making one: a GET never sets a cookie for an anonymous browser.
  const { visitorId, userId } = await readVisitor(request)
  const owner = { visitorId, userId }
  const url = new URL(request.url)
  const designId = Number(url.searchParams.get('design'))
  // One page of the gallery per request: `?gallery=N` (with `after`, the cursor its link carries).
  const galleryPage = parseCommunityPage(url.searchParams.get('gallery'))
  const gallery = { page: galleryPage, cursor: galleryPage > 1 ? parseGalleryCursor(url.searchParams.get('after')) : null }
  // The shirt price is read once and shared with the gallery cards.
  const price = getShirtPriceCents(db)
  const [colors, priceCents, community, design] = await Promise.all([
    listColors(db),
    price,
    price.then((displayPrice) => loadHomeCommunity(db, owner.userId, { gallery, displayPrice })),
    Number.isSafeInteger(designId) && designId > 0 ? findOwnedDesign(db, owner, designId) : null,
  ])
  return data({
    colors,
    priceCents,
    design,
    popular: community.popular,
    community: community.community,
    communityHasMore: community.communityHasMore,
    communityNextCursor: community.communityNextCursor,
    galleryPage,
    communityFailed: Boolean(community.failed),
    mode: url.searchParams.get('mode') === 'upload' ? ('upload' as const) : ('text' as const),
  })
}

export interface StudioActionData {
  formError: StudioToast
  intent: 'generate' | 'upload'
  values: Record<string, string>
}

/** The forms without JavaScript: POST, then redirect to the page showing the finished design. */
export async function studioAction({ request, context }: ActionFunctionArgs, path: string, db: DB = getDb()) {
  const { owner, headers } = await ownerOf(request)
  const isMultipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')
  // Over a limit: the form's error toast ("Failed to create/generate design: Too many requests...").
  const limited =
    (isMultipart ? await checkRateLimit('upload', context, owner) : null) ?? (await checkRateLimit('generation', context, owner))
  if (limited) {
    for (const [name, value] of Object.entries(limited.headers)) headers.set(name, value)
    if (isMultipart) headers.set('Connection', 'close')
    return data<StudioActionData>(
      {
        formError: creationFailureToast(isMultipart ? 'image' : 'generate', limited.message),
        intent: isMultipart ? 'upload' : 'generate',
        values: {},
      },
      { status: limited.status, headers },
    )
  }
  if (isMultipart) {
    const upload = await readMultipartUpload(request)
    const outcome = upload.ok ? await uploadFormDesign(db, owner, upload, getConfig().appUrl) : upload
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
