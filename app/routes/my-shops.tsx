import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ShopCard } from '~/components/shop/shop-card.tsx'
import { ShopForm } from '~/components/shop/shop-form.tsx'
import { UrlDialog } from '~/components/shop/url-dialog.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import {
  createShop,
  deleteShop,
  listOwnShopsWithCommission,
  SHOP_NOT_FOUND,
  ShopError,
  updateShop,
} from '~/modules/shop/index.server.ts'
import { ShopFormSchema, shopFormValues } from '~/modules/shop/index.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { getUser, requireUser } from '~/web/auth.server.ts'
import { checkRateLimit } from '~/web/rate-limit.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { filledHoneypot } from '~/lib/honeypot.ts'
import { formIntent } from '~/lib/intent.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context, request)
  const origin = context.config.appUrl
  if (!user) return { signedIn: false as const, shops: [], origin }
  const shops = await listOwnShopsWithCommission(context.db, user.id)
  // An edit or delete link to a shop that is gone or someone else's: say so instead of a blank page.
  const url = new URL(request.url)
  for (const param of ['edit', 'delete']) {
    if (!url.searchParams.has(param)) continue
    const id = parseRowId(url.searchParams.get(param))
    if (!id || !shops.some((shop) => shop.id === id)) {
      throw await redirectWithToast(context, '/my-shops', { title: 'Shop not found', description: SHOP_NOT_FOUND, type: 'error' })
    }
  }
  return { signedIn: true as const, shops, origin }
}

type ActionResult = {
  intent: 'create' | 'update'
  shopId: number | null
  result: SubmissionResult<string[]>
}

const failureTitle = { create: 'Failed to create shop', update: 'Failed to update shop', delete: 'Failed to delete shop' }

/** What the page's forms post. */
const SHOP_INTENTS = ['create', 'update', 'delete'] as const

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request, {
    title: 'Authentication Required',
    description: 'Please log in to manage your shops',
  })
  const form = await readForm(request)
  if (filledHoneypot(form)) throw new Response('The form could not be sent.', { status: 400 })
  const intent = formIntent(form, SHOP_INTENTS)
  if (!intent) throw data({ message: 'Unknown action' }, { status: 400 })
  const shopId = parseRowId(String(form.get('shopId') ?? ''))
  // Read for create and update (a delete sends no shop fields and ignores it).
  const submission = parseWithZod(form, { schema: ShopFormSchema })
  try {
    if (intent === 'delete') {
      if (!shopId) throw new ShopError(404, 'Shop not found')
      const shop = await deleteShop(context.db, user.id, shopId)
      return redirectWithToast(context, '/my-shops', {
        title: 'Shop deleted',
        description: `"${shop.name}" has been deleted.`,
        type: 'success',
      })
    }
    if (submission.status !== 'success') {
      // The form comes back with what was typed and each error under its field (Conform's reply).
      return data<ActionResult>({ intent, shopId, result: submission.reply() }, { status: 400 })
    }
    // A browser's checkbox sends nothing when unticked, so from this form "absent" means private.
    const input = { ...submission.value, isPublic: shopFormValues(form).isPublic }
    if (intent === 'create') {
      const limited = await checkRateLimit(context, 'shopCreate', { userId: user.id })
      if (limited) {
        // Like the API's 429: Retry-After says when to try again, beside the toast that explains it.
        return redirectWithToast(
          context,
          '/my-shops',
          { title: failureTitle.create, description: limited.message, type: 'error' },
          { status: 303, headers: limited.headers },
        )
      }
      const shop = await createShop(context.db, user.id, input)
      return redirectWithToast(context, '/my-shops', {
        title: 'Shop created!',
        description: `"${shop.name}" is ready. Add designs to start selling.`,
        type: 'success',
      })
    }
    if (!shopId) throw new ShopError(404, 'Shop not found')
    const shop = await updateShop(context.db, user.id, shopId, input)
    return redirectWithToast(context, '/my-shops', {
      title: 'Shop updated!',
      description: `"${shop.name}" has been saved.`,
      type: 'success',
    })
  } catch (error) {
    // A taken address comes back under its field, with what was typed.
    if (error instanceof ShopError && error.field && intent !== 'delete') {
      const result = submission.reply({ fieldErrors: { [error.field]: [error.message] } })
      return data<ActionResult>({ intent, shopId, result }, { status: error.status })
    }
    if (!(error instanceof ShopError)) context.logger.error({ err: error, intent }, 'shop change failed')
    return redirectWithToast(context, '/my-shops', {
      title: failureTitle[intent],
      description: (error instanceof ShopError && error.message) || 'An unknown error occurred',
      type: 'error',
    })
  }
}

export default function MyShopsRoute() {
  const { signedIn, shops, origin } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionResult | undefined
  const [searchParams] = useSearchParams()
  const navigation = useNavigation()

  // A refused form comes back open with each error under its field (ShopForm), not in a toast.

  if (!signedIn) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">My Shops</h1>
        <p className="mt-4 text-lg text-slate-700">Sign in to create your shop</p>
        <a href="/api/login?returnTo=%2Fmy-shops" className={`${buttonClass.primary} mt-6`}>
          Sign In
        </a>
      </section>
    )
  }

  // After a failed submission the form comes back open with its errors (with or without JavaScript).
  const creating = searchParams.has('new') || actionData?.intent === 'create'
  const editId = actionData?.intent === 'update' ? actionData.shopId : parseRowId(searchParams.get('edit'))
  const editing = editId ? shops.find((s) => s.id === editId) : undefined
  const deleteId = parseRowId(searchParams.get('delete'))
  const deleting = deleteId ? shops.find((s) => s.id === deleteId) : undefined
  const deletingBusy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete'

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">My Shops</h1>
          <p className="mt-1 text-slate-700">Earn $2.50 for every shirt sold from your shops.</p>
        </div>
        <Link to="?new" preventScrollReset className={buttonClass.primary}>
          <span aria-hidden="true">+</span> New Shop
        </Link>
      </div>

      {shops.length === 0 ? (
        <section
          aria-labelledby="benefits-heading"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
        >
          <h2 id="benefits-heading" className="text-2xl font-bold">
            Start selling your designs
          </h2>
          <ul className="mt-6 grid gap-4 text-left sm:grid-cols-3">
            <li className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-semibold">Monetize your creativity</h3>
              <p className="mt-1 text-sm text-slate-700">Earn $2.50 for every shirt sold with your designs.</p>
            </li>
            <li className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-semibold">Build your brand</h3>
              <p className="mt-1 text-sm text-slate-700">Give your shop a name and a story, and curate your best designs.</p>
            </li>
            <li className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-semibold">Share and promote</h3>
              <p className="mt-1 text-sm text-slate-700">Every public shop has its own link to share anywhere.</p>
            </li>
          </ul>
          <Link to="?new" preventScrollReset className={`${buttonClass.primary} mt-8`}>
            Create Your First Shop
          </Link>
        </section>
      ) : (
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {shops.map((shop) => (
            <ShopCard key={shop.id} shop={shop} origin={origin} />
          ))}
        </div>
      )}

      {creating ? (
        <UrlDialog
          title="Create a new shop"
          description="Your shop is public by default. You can change this later."
          closeTo="/my-shops"
        >
          <ShopForm
            intent="create"
            lastResult={actionData?.intent === 'create' ? actionData.result : undefined}
            cancelTo="/my-shops"
            submitLabel="Create Shop"
          />
        </UrlDialog>
      ) : editing ? (
        <UrlDialog title="Edit shop" description={`Update the details of "${editing.name}".`} closeTo="/my-shops">
          <ShopForm
            key={editing.id}
            intent="update"
            shopId={editing.id}
            defaults={editing}
            lastResult={actionData?.intent === 'update' ? actionData.result : undefined}
            cancelTo="/my-shops"
            submitLabel="Save Changes"
          />
        </UrlDialog>
      ) : deleting ? (
        <UrlDialog
          title="Are you sure?"
          description={`This will permanently delete your shop "${deleting.name}" and remove all designs from it. This action cannot be undone.`}
          closeTo="/my-shops"
        >
          <Form method="post" action="/my-shops" className="flex justify-end gap-2" preventScrollReset>
            <input type="hidden" name="shopId" value={deleting.id} />
            <Link to="/my-shops" replace preventScrollReset className={buttonClass.secondary}>
              Cancel
            </Link>
            <button type="submit" name="intent" value="delete" className={buttonClass.danger} disabled={deletingBusy}>
              {deletingBusy ? 'Deleting...' : 'Delete'}
            </button>
          </Form>
        </UrlDialog>
      ) : null}
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'My Shops · ShirtSmith' },
  { name: 'description', content: 'Create and manage your creator shops and see your commission.' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
