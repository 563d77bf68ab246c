import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'

import { DesignImage, truncate } from '~/components/design-image.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { CopyUrl } from '~/components/shop/copy-url.tsx'
import { shopStatusHandlers } from '~/components/shop/shop-status.tsx'
import { AddDesignDialog } from '~/components/shop/add-design-dialog.tsx'
import { UrlDialog } from '~/components/shop/url-dialog.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { loadVisibleShopOrThrow, shopIdOf } from '~/web/shop-page.server.ts'
import {
  addDesignToShop,
  listAddableDesigns,
  listShopDesigns,
  removeDesignFromShop,
  ShopError,
} from '~/modules/shop/index.server.ts'
import { AddDesignSchema } from '~/modules/shop/index.ts'
import { CARD_ALT_MAX, CARD_TITLE_MAX, designTitle, parseTab, shopPublicPath, type DesignTab } from '~/modules/shop/index.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { getUserId, requireUser } from '~/web/auth.server.ts'

import { redirectWithToast } from '~/web/toast.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { formIntent } from '~/lib/intent.ts'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { shop, isOwner } = await loadVisibleShopOrThrow(context, params.shopId, await getUserId(context, request), request)
  const pairs = await listShopDesigns(context.db, shop.id, { publishedOnly: !isOwner })
  const addable = isOwner && url.searchParams.has('add') ? await listAddableDesigns(context.db, shop.userId, shop.id) : null
  return { shop, isOwner, pairs, addable, origin: context.config.appUrl }
}

/** What the page's forms post: a design added to the shop, or one removed. */
const SHOP_DESIGN_INTENTS = ['add', 'remove'] as const

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request, {
    title: 'Authentication Required',
    description: 'Please log in to manage your shop',
  })
  const shopId = await shopIdOf(context, params.shopId)
  if (!shopId) throw data({ message: 'Shop not found' }, { status: 404 })
  const form = await readForm(request)
  const intent = formIntent(form, SHOP_DESIGN_INTENTS)
  // Back to the page the form came from (its address: the handle, or an old id that redirects there).
  const back = `/shops/${encodeURIComponent(params.shopId ?? '')}/designs${tabQuery(parseTab(String(form.get('tab') ?? '')))}`
  if (intent === 'add') {
    const submission = parseWithZod(form, { schema: AddDesignSchema })
    // Refused: the dialog comes back open with the error under the list of designs.
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    try {
      await addDesignToShop(context.db, user.id, shopId, submission.value.designId)
    } catch (error) {
      if (!(error instanceof ShopError)) context.logger.error({ err: error, intent }, 'shop design change failed')
      return redirectWithToast(context, back, {
        title: 'Failed to add design',
        description: failureMessage(error),
        type: 'error',
      })
    }
    return redirectWithToast(context, back, {
      title: 'Design added',
      description: 'The design is now published in your shop.',
      type: 'success',
    })
  }
  if (intent === 'remove') {
    const designId = parseRowId(String(form.get('designId') ?? ''))
    try {
      if (!designId) throw new ShopError(404, 'This design is not in this shop.')
      await removeDesignFromShop(context.db, user.id, shopId, designId)
    } catch (error) {
      if (!(error instanceof ShopError)) context.logger.error({ err: error, intent }, 'shop design change failed')
      return redirectWithToast(context, back, { title: 'Removal failed', description: failureMessage(error), type: 'error' })
    }
    return redirectWithToast(context, back, {
      title: 'Design removed',
      description: 'The design itself was not deleted.',
      type: 'success',
    })
  }
  throw data({ message: 'Unknown action' }, { status: 400 })
}

function failureMessage(error: unknown) {
  return (error instanceof ShopError && error.message) || 'An unknown error occurred'
}

function tabQuery(tab: DesignTab) {
  return tab === 'all' ? '' : `?tab=${tab}`
}

const tabs: { id: DesignTab; label: string; empty: string }[] = [
  { id: 'all', label: 'All Designs', empty: "This shop doesn't have any designs yet." },
  { id: 'published', label: 'Published', empty: 'No published designs found in this shop.' },
  { id: 'drafts', label: 'Drafts', empty: 'No draft designs found in this shop.' },
]

export default function ShopDesignsRoute() {
  const { shop, isOwner, pairs, addable, origin } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const tab = parseTab(searchParams.get('tab'))
  const here = `${shopPublicPath(shop.handle)}/designs${tabQuery(tab)}`
  const shown = pairs.filter((p) =>
    tab === 'published' ? p.shopDesign.isPublished : tab === 'drafts' ? !p.shopDesign.isPublished : true,
  )
  const removeId = isOwner ? parseRowId(searchParams.get('remove')) : null
  const removing = removeId ? pairs.find((p) => p.design.id === removeId) : undefined
  const emptyMessage = tabs.find((t) => t.id === tab)!.empty

  // A refused add comes back with the dialog open and the error inside it, under the choices.

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        {isOwner ? (
          <Link to="/my-shops" className="underline hover:text-slate-900">
            My Shops
          </Link>
        ) : (
          <Link to="/shops" className="underline hover:text-slate-900">
            Discover Shops
          </Link>
        )}{' '}
        /{' '}
        <Link to={shopPublicPath(shop.handle)} className="underline hover:text-slate-900">
          {shop.name}
        </Link>
      </nav>
      <header className="mt-3 grid gap-6 border-b border-slate-200 pb-6 lg:grid-cols-[1fr_24rem]">
        <div>
          <h1 className="text-3xl font-bold">{shop.name}</h1>
          <p className="mt-2 whitespace-pre-line text-slate-700">{shop.description || 'No description provided'}</p>
        </div>
        {shop.isPublic ? <CopyUrl origin={origin} path={shopPublicPath(shop.handle)} /> : null}
      </header>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <nav aria-label="Design filter" className="flex gap-1 rounded-xl bg-slate-200/70 p-1">
          {tabs.map((t) => (
            <Link
              key={t.id}
              to={`${shopPublicPath(shop.handle)}/designs${tabQuery(t.id)}`}
              preventScrollReset
              aria-current={t.id === tab ? 'page' : undefined}
              className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
                t.id === tab ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white/60'
              }`}
            >
              {t.label}
            </Link>
          ))}
        </nav>
        {isOwner ? (
          <Link to={`${here}${here.includes('?') ? '&' : '?'}add`} preventScrollReset className={buttonClass.primary}>
            <span aria-hidden="true">+</span> Add Design
          </Link>
        ) : null}
      </div>

      <section aria-label="Shop designs" className="mt-6">
        {shown.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-slate-700">{emptyMessage}</p>
            {isOwner && tab === 'all' ? (
              <Link to="?add" preventScrollReset className={`${buttonClass.primary} mt-6`}>
                Add Your First Design
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {shown.map(({ design, shopDesign, awaitingReview }) => {
              const title = designTitle(design)
              return (
                <li
                  key={shopDesign.id}
                  className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
                >
                  <div className="relative">
                    <DesignImage
                      mockupUrl={design.mockupUrl}
                      imageUrl={design.imageUrl}
                      alt={truncate(title, CARD_ALT_MAX)}
                      className="aspect-square w-full"
                    />
                    <span
                      className={`absolute top-2 left-2 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                        shopDesign.isPublished && !awaitingReview
                          ? 'bg-emerald-100 text-emerald-900'
                          : 'bg-amber-100 text-amber-900'
                      }`}
                    >
                      {/* An upload awaiting review is not shown to visitors yet, whatever its link says. */}
                      {awaitingReview ? 'Awaiting review' : shopDesign.isPublished ? 'Published' : 'Draft'}
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col gap-3 p-4">
                    <h2 className="text-sm font-semibold">{truncate(title, CARD_TITLE_MAX)}</h2>
                    {isOwner ? (
                      <div className="mt-auto">
                        <Link
                          to={`${here}${here.includes('?') ? '&' : '?'}remove=${design.id}`}
                          preventScrollReset
                          aria-label={`Remove ${truncate(title, CARD_ALT_MAX)}`}
                          className={`${buttonClass.secondary} w-full text-red-700`}
                        >
                          Remove
                        </Link>
                      </div>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      {addable ? (
        <AddDesignDialog
          shopPath={shopPublicPath(shop.handle)}
          designs={addable}
          closeTo={here}
          tab={tab}
          lastResult={actionData?.result}
        />
      ) : removing ? (
        <UrlDialog
          title="Remove design?"
          description="This will remove the design from your shop. The design itself will not be deleted."
          closeTo={here}
        >
          <Form method="post" className="flex justify-end gap-2" preventScrollReset>
            <input type="hidden" name="designId" value={removing.design.id} />
            <input type="hidden" name="tab" value={tab} />
            <Link to={here} replace preventScrollReset className={buttonClass.secondary}>
              Cancel
            </Link>
            <button type="submit" name="intent" value="remove" className={buttonClass.danger}>
              Remove
            </button>
          </Form>
        </UrlDialog>
      ) : null}
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Designs of ${data.shop.name} · ShirtSmith` : 'Shop not found · ShirtSmith' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={shopStatusHandlers} />
}
