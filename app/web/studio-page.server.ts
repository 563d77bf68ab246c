import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getShirtPriceCents, listColors, listVariants } from '~/modules/catalogue/index.server.ts'
import { offeredSizes } from '~/modules/product/index.ts'
import { isSearching, parseCommunityPage, parseGalleryCursor, searchFromParams } from '~/modules/community/index.ts'
import { loadHomeCommunity } from '~/modules/community/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { checkRateLimit } from './rate-limit.server.ts'
import { readVisitor } from './session.server.ts'
import { catalogueColorNames, findStudioDesign } from '~/modules/design/index.server.ts'
import { generateDesignSchema, uploadFormSchema } from '~/modules/design/index.ts'
import { creationFailureToast, type StudioToast } from '~/modules/design/index.ts'
import { findOwnedJob, findOwnedJobInput } from '~/modules/design-job/index.server.ts'
import { startCheckedPromptJob, startUploadFormJob } from '~/modules/design-job/index.server.ts'
import type { Viewer } from '~/modules/design/index.server.ts'
import { ownerOf } from './api.server.ts'
import { fieldErrorReply } from './form-reply.server.ts'
import { readMultipartUpload } from './multipart-upload.server.ts'
import { filledHoneypot } from '~/lib/honeypot.ts'

// Loader and action behind the two studio pages (/ and /design).

export async function loadStudioPage({ request, context }: LoaderFunctionArgs) {
  const { db } = context
  // Reads the visitor id without making one: a GET never sets a cookie for an anonymous browser.
  const { visitorId, userId } = await readVisitor(context, request)
  const owner = { visitorId, userId }
  const url = new URL(request.url)
  const designId = Number(url.searchParams.get('design'))
  // One page of the gallery per request: `?gallery=N` (with `after`, the cursor its link carries).
  const galleryPage = parseCommunityPage(url.searchParams.get('gallery'))
  // `?q=&style=&color=`: the gallery's search, kept in its "Show more designs" links.
  const search = searchFromParams(url.searchParams)
  const gallery = {
    page: galleryPage,
    cursor: galleryPage > 1 ? parseGalleryCursor(url.searchParams.get('after')) : null,
    search,
  }
  // The shirt price is read once and shared with the gallery cards.
  const price = getShirtPriceCents(db)
  // "Ready to Create" lists the newest designs whatever the gallery below is searched for or paged to.
  const browsing = isSearching(search) || galleryPage > 1
  const [colors, variants, priceCents, community, newest, found] = await Promise.all([
    listColors(db),
    listVariants(db),
    price,
    price.then((displayPrice) => loadHomeCommunity(db, owner.userId, { gallery, displayPrice })),
    browsing ? price.then((displayPrice) => loadHomeCommunity(db, owner.userId, { displayPrice })) : null,
    // `?design=N` is a shareable link: the viewer's own design, or anyone's shown in the community.
    Number.isSafeInteger(designId) && designId > 0 ? findStudioDesign(db, owner, designId) : null,
  ])
  const design = found
    ? {
        id: found.id,
        prompt: found.prompt,
        title: found.name,
        imageUrl: found.imageUrl,
        mockupUrl: found.mockupUrl,
        color: found.color,
        owned: found.owned,
        print: found.print,
      }
    : null
  const failedJob = await failedJobForm(db, owner, url.searchParams.get('job'))
  return data({
    colors,
    sizes: offeredSizes(
      variants.map((v) => ({ id: v.id, color: v.color, size: v.size, price: v.price_cents, isEnabled: v.is_enabled })),
    ),
    priceCents,
    design,
    popular: community.popular,
    community: community.community,
    recent: (newest ?? community).community,
    communityHasMore: community.communityHasMore,
    communityNextCursor: community.communityNextCursor,
    communityPhoneCursor: community.communityPhoneCursor,
    search,
    galleryPage,
    communityFailed: Boolean(community.failed),
    mode: url.searchParams.get('mode') === 'upload' ? ('upload' as const) : ('text' as const),
    failedJob,
  })
}

/**
 * A job that failed after a form without JavaScript was sent (`?job=`): its message as the form's
 * error toast, and what the shopper typed back in the form.
 */
async function failedJobForm(db: DB, owner: Viewer, jobId: string | null): Promise<StudioActionData | null> {
  if (!jobId) return null
  const [view, job] = await Promise.all([findOwnedJob(db, owner, jobId), findOwnedJobInput(db, owner, jobId)])
  if (!view?.error || !job) return null
  const kind = job.source === 'upload' ? 'image' : 'generate'
  const values: Record<string, string> =
    job.source === 'prompt'
      ? { prompt: job.input.prompt, style: job.input.style, color: job.input.color, designType: job.input.designType }
      : {}
  return {
    formError: creationFailureToast(kind, view.error.message),
    intent: job.source === 'upload' ? 'upload' : 'generate',
    values,
  }
}

/** Where the form goes once its job is queued: the status page, which comes back to `path` when done. */
function toStatusPage(jobId: string, path: string, headers: Headers) {
  const back = path === '/' ? '?back=home' : ''
  return redirect(`/design/jobs/${jobId}${back}`, { status: 303, headers })
}

export interface StudioActionData {
  formError: StudioToast
  intent: 'generate' | 'upload'
  values: Record<string, string>
  /** Conform's reply: the refused fields' errors, shown under them with or without JavaScript. */
  result?: SubmissionResult<string[]>
  /** A refusal that is not a field's fault (over a limit): shown beside the form's button until the next try. */
  refusal?: string
}

/** The forms without JavaScript: POST, then redirect to the job's status page, which shows the design when done. */
export async function studioAction({ request, context }: ActionFunctionArgs, path: string) {
  const { db } = context
  const { owner, headers } = await ownerOf(context, request)
  const isMultipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')
  // Over a limit: the form's error toast ("Failed to create/generate design: Too many requests...").
  const limited =
    (isMultipart ? await checkRateLimit(context, 'upload', owner) : null) ?? (await checkRateLimit(context, 'generation', owner))
  if (limited) {
    for (const [name, value] of Object.entries(limited.headers)) headers.set(name, value)
    if (isMultipart) headers.set('Connection', 'close')
    return data<StudioActionData>(
      {
        formError: creationFailureToast(isMultipart ? 'image' : 'generate', limited.message),
        intent: isMultipart ? 'upload' : 'generate',
        values: {},
        refusal: limited.message,
      },
      { status: limited.status, headers },
    )
  }
  if (isMultipart) {
    const upload = await readMultipartUpload(request)
    // The upload form's honeypot came back filled: a bot, refused before anything is stored.
    if (upload.ok && filledHoneypot(new URLSearchParams(upload.fields))) {
      throw new Response('The form could not be sent.', { status: 400, headers })
    }
    const outcome = upload.ok ? await startUploadFormJob(db, context, owner, upload, context.config.appUrl) : upload
    if (outcome.ok) return toStatusPage(outcome.value, path, headers)
    if (outcome.status === 413) headers.set('Connection', 'close')
    // The upload form's schema (style, colour) through Conform; anything else it refused is the file
    // (checked while it streamed, or once stored), explained under the file field.
    const options = upload.ok
      ? parseWithZod(new URLSearchParams(upload.fields), { schema: uploadFormSchema(await catalogueColorNames(db)) })
      : null
    return data<StudioActionData>(
      {
        formError: creationFailureToast('image', outcome.message),
        intent: 'upload',
        values: {},
        result: options && options.status !== 'success' ? options.reply() : fieldErrorReply('image', outcome.message),
      },
      { status: outcome.status, headers },
    )
  }
  const body = new URLSearchParams(await request.text())
  // The form's "Show in the community" checkbox: sent when ticked, absent when not.
  body.set('showInCommunity', body.has('showInCommunity') ? 'on' : 'off')
  // One validation: Conform's pass over the domain's schema gives both the input and the errors
  // under the fields it refused.
  const submission = parseWithZod(body, { schema: generateDesignSchema(await catalogueColorNames(db)) })
  if (submission.status === 'success')
    return toStatusPage(await startCheckedPromptJob(db, context, owner, submission.value), path, headers)
  const message = Object.values(submission.error ?? {}).flat()[0] ?? 'Invalid input'
  return data<StudioActionData>(
    {
      formError: creationFailureToast('generate', message),
      intent: 'generate',
      values: Object.fromEntries(body),
      result: submission.reply(),
    },
    { status: 400, headers },
  )
}
