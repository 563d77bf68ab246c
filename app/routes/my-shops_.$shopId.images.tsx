import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { FieldError } from '~/components/ui/field-error.tsx'
import { cleanUploadedImage } from '~/modules/design/index.server.ts'
import { setShopImage, type ShopImageKind } from '~/modules/shop/index.server.ts'
import { requireOwnedShop, ShopError } from '~/modules/shop/index.server.ts'
import { parseRowId } from '~/lib/row-id.ts'
import type { DB } from '~/lib/db.server.ts'
import { requireUser } from '~/web/auth.server.ts'
import { readMultipartUpload } from '~/web/multipart-upload.server.ts'
import { fieldErrorReply } from '~/web/form-reply.server.ts'
import { checkRateLimit } from '~/web/rate-limit.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// /my-shops/{id}/images: the shop's banner and logo, uploaded with the same checks as a design
// (JPG, PNG or WebP by their bytes, 15MB, 40 megapixels, re-encoded). A plain multipart form each,
// so they work without JavaScript; a refused file is explained under its field (Conform's reply, shown
// by the same form with or without JavaScript; the file is checked only here, while it streams).

const KINDS: Record<ShopImageKind, { label: string; hint: string; saved: string }> = {
  banner: {
    label: 'Banner',
    hint: 'Shown across the top of your shop and its directory card; cropped to 3:1.',
    saved: 'Banner saved',
  },
  logo: { label: 'Logo', hint: 'A square picture beside your shop name; cropped to a square.', saved: 'Logo saved' },
}

async function ownedShopOr404(db: DB, userId: number, rawId: string | undefined) {
  const shopId = parseRowId(rawId ?? '')
  try {
    if (!shopId) throw new ShopError(404, 'Shop not found')
    return await requireOwnedShop(db, userId, shopId)
  } catch (error) {
    if (error instanceof ShopError) throw data({ message: 'Shop not found' }, { status: 404 })
    throw error
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, {
    title: 'Authentication Required',
    description: 'Please log in to manage your shops',
  })
  const shop = await ownedShopOr404(context.db, user.id, params.shopId)
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

type ActionResult = { kind: ShopImageKind; result: SubmissionResult<string[]> }

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request, {
    title: 'Authentication Required',
    description: 'Please log in to manage your shops',
  })
  const shop = await ownedShopOr404(context.db, user.id, params.shopId)
  const kindParam = new URL(request.url).searchParams.get('kind')
  if (kindParam !== 'banner' && kindParam !== 'logo') throw data({ message: 'kind must be banner or logo' }, { status: 400 })
  const kind: ShopImageKind = kindParam
  const headers = new Headers()
  const fail = (status: number, error: string) => {
    // A body refused part-way (too large) is not read to its end: the connection is not reused.
    if (status === 413) headers.set('Connection', 'close')
    return data<ActionResult>({ kind, result: fieldErrorReply('image', error) }, { status, headers })
  }
  const limited = await checkRateLimit(context, 'upload', { userId: user.id })
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
  await setShopImage(context.db, user.id, shop.id, kind, clean, context.storage)
  return redirectWithToast(context, `/my-shops/${shop.id}/images`, {
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
        {(Object.keys(KINDS) as ShopImageKind[]).map((kind) => (
          <ImageForm
            key={kind}
            kind={kind}
            shop={shop}
            lastResult={result?.kind === kind ? result.result : undefined}
            busy={navigation.state === 'submitting' && Boolean(navigation.formAction?.endsWith(`kind=${kind}`))}
          />
        ))}
      </div>
    </div>
  )
}

function ImageForm({
  kind,
  shop,
  lastResult,
  busy,
}: {
  kind: ShopImageKind
  shop: { id: number; name: string; bannerUrl: string | null; logoUrl: string | null }
  lastResult: SubmissionResult<string[]> | undefined
  busy: boolean
}) {
  const current = kind === 'banner' ? shop.bannerUrl : shop.logoUrl
  const [form, fields] = useForm({ id: `shop-${kind}`, lastResult })
  const image = fields.image
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby={`${form.id}-heading`}>
      <h2 id={`${form.id}-heading`} className="text-lg font-bold">
        {KINDS[kind].label}
      </h2>
      {current ? (
        <img
          src={current}
          alt={`Current ${kind} of ${shop.name}`}
          className={
            kind === 'banner' ? 'mt-3 aspect-[3/1] w-full rounded-xl object-cover' : 'mt-3 h-24 w-24 rounded-full object-cover'
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
        {...getFormProps(form)}
        className="mt-4"
        noValidate
      >
        <label htmlFor={image.id} className="text-sm font-semibold">
          {`New ${kind} (JPG, PNG or WebP, up to 15MB)`}
        </label>
        <p id={image.descriptionId} className="text-xs text-slate-600">
          {KINDS[kind].hint}
        </p>
        <input
          {...getInputProps(image, { type: 'file', ariaDescribedBy: image.descriptionId })}
          key={image.key}
          accept="image/jpeg,image/png,image/webp"
          className="mt-2 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        <FieldError id={image.errorId} errors={image.errors} />
        <button type="submit" className={`${buttonClass.primary} mt-3`} disabled={busy}>
          {busy ? 'Uploading...' : `Save ${kind}`}
        </button>
      </Form>
    </section>
  )
}

export const meta: MetaFunction = () => [{ title: 'Banner and logo · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
