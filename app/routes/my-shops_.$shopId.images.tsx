import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { cleanUploadedImage } from '~/modules/design/upload.server.ts'
import { setShopImage, type ShopImageKind } from '~/modules/shop/images.server.ts'
import { requireOwnedShop, ShopError } from '~/modules/shop/shop.server.ts'
import { parseId } from '~/modules/shop/shop.ts'
import { requireUser } from '~/utils/auth.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { readMultipartUpload } from '~/utils/multipart-upload.server.ts'
import { checkRateLimit } from '~/utils/rate-limit.server.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

// /my-shops/{id}/images: the shop's banner and logo, uploaded with the same checks as a design
// (JPG, PNG or WebP by their bytes, 15MB, 40 megapixels, re-encoded). A plain multipart form each,
// so they work without JavaScript; a refused file is explained under its field.

const KINDS: Record<ShopImageKind, { label: string; hint: string; saved: string }> = {
  banner: {
    label: 'Banner',
    hint: 'Shown across the top of your shop and its directory card; cropped to 3:1.',
    saved: 'Banner saved',
  },
  logo: { label: 'Logo', hint: 'A square picture beside your shop name; cropped to a square.', saved: 'Logo saved' },
}

async function ownedShopOr404(userId: number, rawId: string | undefined) {
  const shopId = parseId(rawId ?? '')
  try {
    if (!shopId) throw new ShopError(404, 'Shop not found')
    return await requireOwnedShop(getDb(), userId, shopId)
  } catch (error) {
    if (error instanceof ShopError) throw data({ message: 'Shop not found' }, { status: 404 })
    throw error
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { title: 'Authentication Required', description: 'Please log in to manage your shops' })
  const shop = await ownedShopOr404(user.id, params.shopId)
  return data(
    { shop: { id: shop.id, name: shop.name, bannerUrl: shop.banner_url, logoUrl: shop.logo_url } },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** The loader's Cache-Control, plus the action's Retry-After (over the upload limit) and Connection. */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders)
  for (const name of ['Retry-After', 'Connection']) {
    const value = actionHeaders.get(name)
    if (value) merged.set(name, value)
  }
  return merged
}

type ActionResult = { kind: ShopImageKind; error: string }

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, { title: 'Authentication Required', description: 'Please log in to manage your shops' })
  const shop = await ownedShopOr404(user.id, params.shopId)
  const kindParam = new URL(request.url).searchParams.get('kind')
  if (kindParam !== 'banner' && kindParam !== 'logo') throw data({ message: 'kind must be banner or logo' }, { status: 400 })
  const kind: ShopImageKind = kindParam
  const headers = new Headers()
  const fail = (status: number, error: string) => {
    // A body refused part-way (too large) is not read to its end: the connection is not reused.
    if (status === 413) headers.set('Connection', 'close')
    return data<ActionResult>({ kind, error }, { status, headers })
  }
  const limited = await checkRateLimit('upload', context, { userId: user.id })
  if (limited) {
    // Like the API's 429: Retry-After says when to try again.
    for (const [name, value] of Object.entries(limited.headers)) headers.set(name, value)
    return fail(429, limited.message)
  }
  const parsed = await readMultipartUpload(request)
  if (!parsed.ok) return fail(parsed.status, parsed.message)
  if (!parsed.file) return fail(400, 'Please select an image to upload')
  const clean = await cleanUploadedImage(parsed.file)
  if ('ok' in clean) return fail(clean.status, clean.message)
  await setShopImage(getDb(), user.id, shop.id, kind, clean)
  return redirectWithToast(`/my-shops/${shop.id}/images`, {
    title: KINDS[kind].saved,
    description: `"${shop.name}" shows it now.`,
    type: 'success',
  })
}

export default function ShopImagesRoute() {
  const { shop } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm text-slate-600">
        <Link to="/my-shops" className="underline">
          My Shops
        </Link>{' '}
        /{' '}
        <Link to={`/my-shops/${shop.id}`} className="underline">
          {shop.name}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold tracking-tight">Banner and logo</h1>
      <div className="mt-6 space-y-6">
        {(Object.keys(KINDS) as ShopImageKind[]).map((kind) => {
          const current = kind === 'banner' ? shop.bannerUrl : shop.logoUrl
          const error = result?.kind === kind ? result.error : null
          const busy = navigation.state === 'submitting' && navigation.formAction?.endsWith(`kind=${kind}`)
          const inputId = `shop-${kind}`
          return (
            <section
              key={kind}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
              aria-labelledby={`${inputId}-heading`}
            >
              <h2 id={`${inputId}-heading`} className="text-lg font-bold">
                {KINDS[kind].label}
              </h2>
              {current ? (
                <img
                  src={current}
                  alt={`Current ${kind} of ${shop.name}`}
                  className={
                    kind === 'banner'
                      ? 'mt-3 aspect-[3/1] w-full rounded-xl object-cover'
                      : 'mt-3 h-24 w-24 rounded-full object-cover'
                  }
                  data-testid={`current-${kind}`}
                />
              ) : (
                <p className="mt-2 text-sm text-slate-700">No {kind} yet.</p>
              )}
              <Form
                method="post"
                encType="multipart/form-data"
                action={`/my-shops/${shop.id}/images?kind=${kind}`}
                className="mt-4"
                noValidate
              >
                <label htmlFor={inputId} className="text-sm font-semibold">
                  {`New ${kind} (JPG, PNG or WebP, up to 15MB)`}
                </label>
                <p id={`${inputId}-hint`} className="text-xs text-slate-600">
                  {KINDS[kind].hint}
                </p>
                <input
                  id={inputId}
                  name="image"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
                  className="mt-2 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
                />
                {error ? (
                  <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
                <button type="submit" className={`${buttonClass.primary} mt-3`} disabled={busy}>
                  {busy ? 'Uploading...' : `Save ${kind}`}
                </button>
              </Form>
            </section>
          )
        })}
      </div>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Banner and logo · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
