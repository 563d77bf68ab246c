import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { CommunityChoiceForm, RenameDesignForm } from '~/components/designs/my-design-forms.tsx'
import { DesignImage, truncate } from '~/components/design-image.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { thumbnailUrl } from '~/modules/community/index.ts'
import { listUserDesigns } from '~/modules/community/index.server.ts'
import { reviewStatesOf } from '~/modules/moderation/index.server.ts'
import { deleteOwnDesign, renameDesign, setDesignInCommunity } from '~/modules/design/index.server.ts'
import { myDesignFormSchema } from '~/modules/design/index.ts'
import { productPathFor } from '~/modules/product/index.ts'
import { requireUser } from '~/web/auth.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, {
    title: 'Authentication Required',
    description: 'Please log in to view your designs',
  })
  try {
    const db = context.db
    const [designs, review] = await Promise.all([listUserDesigns(db, user.id), reviewStatesOf(db, user.id)])
    return data(
      {
        error: null as string | null,
        designs: designs.map((d) => ({ ...d, detailsPath: productPathFor(d), review: review[d.id] ?? null })),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    context.logger.error({ err: error }, 'my designs failed to load')
    return data({ error: 'Failed to load your designs: Unknown error.' as string | null, designs: [] }, { status: 500 })
  }
}

type ActionResult = { designId: number | null; result: SubmissionResult<string[]> }

/**
 * The owner's changes to one design: `rename` (a new title), `community` (show or hide it there)
 * or `delete`.
 * Another person's design, or one that does not exist, is a 404: nobody learns which ids exist.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request, {
    title: 'Authentication Required',
    description: 'Please log in to view your designs',
  })
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: myDesignFormSchema })
  if (submission.status !== 'success') {
    const designId = Number(form.get('designId'))
    return data<ActionResult>(
      { designId: Number.isSafeInteger(designId) ? designId : null, result: submission.reply() },
      { status: 400 },
    )
  }
  const change = submission.value
  const db = context.db
  const done =
    change.intent === 'rename'
      ? await renameDesign(db, user.id, change.designId, change.title)
      : change.intent === 'delete'
        ? await deleteOwnDesign(db, user.id, change.designId)
        : await setDesignInCommunity(db, user.id, change.designId, change.showInCommunity)
  if (!done) throw data({ message: 'Design not found' }, { status: 404 })
  const toast =
    change.intent === 'rename'
      ? { title: 'Title saved', description: `Your design is now called "${change.title}".` }
      : change.intent === 'delete'
        ? { title: 'Design deleted', description: 'Its pictures are deleted from storage; orders already placed are kept.' }
        : change.showInCommunity
          ? { title: 'Shown in the community', description: 'Everyone can find it in the gallery and vote for it.' }
          : { title: 'Hidden from the community', description: 'It is no longer listed; its own link still works.' }
  return redirectWithToast(context, '/my-designs', { ...toast, type: 'success' }, { status: 303 })
}

/** A design nobody else sees yet (ADR 127, 133): what its owner is told. */
const REVIEW_LABELS: Record<string, { label: string; text: string }> = {
  pending: { label: 'Waiting for review', text: 'Only you see it until it has been reviewed. You can still order it.' },
  held: { label: 'Hidden for review', text: 'It was reported and is hidden until reviewed. You can still order it.' },
  rejected: { label: 'Not approved', text: 'It stays yours alone and is not shown to others. You can still order it.' },
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })

export default function MyDesignsRoute() {
  const { designs, error } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionResult | undefined
  const busy = useNavigation().state !== 'idle'
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">My Designs</h1>
          <p className="mt-1 text-slate-700">Every design you've made, ready to order or add to your shops.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/design" className={buttonClass.primary}>
            Create New Design
          </Link>
          <Link to="/my-shops" className={buttonClass.secondary}>
            Manage My Shops
          </Link>
        </div>
      </div>

      {error ? (
        <p role="alert" className="mt-10 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          {error}
        </p>
      ) : designs.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <h2 className="text-xl font-semibold">No designs yet</h2>
          <p className="mt-2 text-slate-700">Describe an idea or upload an image and we'll turn it into a t-shirt design.</p>
          <Link to="/design" className={`${buttonClass.primary} mt-6`}>
            Create Your First Design
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {designs.map((design) => {
            const title = truncate(design.name || design.prompt || 'Untitled Design', 60)
            return (
              <li
                key={design.id}
                data-testid="my-design-card"
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                <DesignImage
                  mockupUrl={thumbnailUrl(design.mockupUrl, 512)}
                  imageUrl={thumbnailUrl(design.imageUrl, 512)}
                  alt=""
                  className="aspect-square w-full"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h2 className="line-clamp-2 font-semibold">{title}</h2>
                  {design.review && REVIEW_LABELS[design.review] ? (
                    <p className="text-sm text-slate-700" data-testid="review-state">
                      <span className="mr-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {REVIEW_LABELS[design.review]!.label}
                      </span>
                      {REVIEW_LABELS[design.review]!.text}
                    </p>
                  ) : null}
                  <p className="text-sm text-slate-700">
                    Created <time dateTime={design.createdAt}>{dateFormat.format(new Date(design.createdAt))}</time>
                  </p>
                  <RenameDesignForm
                    designId={design.id}
                    title={design.name}
                    lastResult={actionData?.designId === design.id ? actionData.result : undefined}
                    busy={busy}
                  />
                  <CommunityChoiceForm designId={design.id} shown={design.inCommunity} busy={busy} />
                  <details className="text-sm">
                    <summary className="cursor-pointer font-semibold text-red-800">
                      Delete<span className="sr-only"> {title}</span>
                    </summary>
                    <form method="post" className="mt-2 flex flex-wrap items-center gap-2">
                      <input type="hidden" name="designId" value={design.id} />
                      <span className="text-slate-700">Its pictures are deleted for good.</span>
                      <button type="submit" name="intent" value="delete" className={buttonClass.danger}>
                        Delete design<span className="sr-only"> {title}</span>
                      </button>
                    </form>
                  </details>
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    {design.review ? null : (
                      <Link to={design.detailsPath} className={buttonClass.secondary}>
                        View Details<span className="sr-only"> of {title}</span>
                      </Link>
                    )}
                    {/* Adding to the cart changes state, so Order Now is a POST (a plain form: works without JavaScript). */}
                    <form method="post" action="/cart/add">
                      <input type="hidden" name="kind" value="own" />
                      <input type="hidden" name="designId" value={design.id} />
                      <input type="hidden" name="then" value="checkout" />
                      <button type="submit" className={buttonClass.primary}>
                        Order Now<span className="sr-only"> {title}</span>
                      </button>
                    </form>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'My Designs · ShirtSmith' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
