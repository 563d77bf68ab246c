import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ProductErrorBoundary } from '~/components/product/product-not-found.tsx'
import { CheckIcon } from '~/components/icons.tsx'
import { CHOICE_FIELDS, PRODUCT_FORM_ID, ProductOptions } from '~/components/product/product-options.tsx'
import { ShareButton } from '~/components/product/share-button.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { BLUEPRINT_ID, formatCents } from '~/modules/catalogue/index.ts'
import { thumbnailUrl } from '~/modules/community/index.ts'
import { loadProductPage } from '~/modules/product/index.server.ts'
import { VARIANT_NOT_AVAILABLE } from '~/modules/product/index.ts'
import { AddKeyInput } from '~/components/cart/add-key-input.tsx'
import { GarmentDetails } from '~/components/product/garment-details.tsx'
import { PrintResolutionNote } from '~/components/product/print-resolution.tsx'
import { ProductGallery, type GalleryView } from '~/components/product/product-gallery.tsx'
import { isDesignOwner, loadPrintResolution, type DesignPicture } from '~/modules/print/index.server.ts'
import { DeliveryEstimate } from '~/components/delivery/delivery-promise.tsx'
import { deliveryEstimate } from '~/modules/delivery/index.server.ts'
import { readVisitor } from '~/web/session.server.ts'
import { creditedShop } from '~/modules/shop/index.server.ts'
import { ReportDesign } from '~/components/report/report-design.tsx'
import { MoreFromShop } from '~/components/product/more-from-shop.tsx'
import { readJsonOrForm } from '~/web/request-body.server.ts'
import { findOwnDesignAwaitingReview } from '~/modules/design/index.server.ts'
import { AwaitingReviewPreview } from '~/components/product/awaiting-review.tsx'
import { breadcrumbJsonLd, productJsonLd } from '~/modules/seo/index.ts'
import { CURRENCY } from '~/modules/pricing/index.ts'
import { PRODUCT_NAME } from '~/components/header.tsx'

export async function loader(args: LoaderFunctionArgs) {
  const { request, params, context } = args
  const { searchParams } = new URL(request.url)
  const page = await loadProductPage(context.db, params.id, searchParams, context.config.appUrl)
  if (!page) {
    // The owner of an upload awaiting review sees a preview; everyone else the not-found page.
    const awaitingReview = await findOwnDesignAwaitingReview(context.db, await readVisitor(context, request), params.id)
    if (awaitingReview) return { kind: 'awaiting-review' as const, awaitingReview }
    throw Response.json({ message: 'Product Not Found' }, { status: 404 })
  }
  const { picture, ...shown } = page
  const credit = await creditedShop(context.db, page.product.designId, page.shopId)
  const buy = searchParams.get('buy') === '1'
  const quality = await printQuality(args, page, picture)
  return { kind: 'product' as const, ...shown, buy, credit, ...quality, delivery: await deliveryEstimate(context.fulfilment) }
}

/** For our own designs (the provider prints its products itself): the print's resolution, and whether the viewer made the design. */
async function printQuality(
  { request, context }: LoaderFunctionArgs,
  page: NonNullable<Awaited<ReturnType<typeof loadProductPage>>>,
  picture: DesignPicture | null,
) {
  if (page.product.kind !== 'local' || !page.product.designUrl) return { printResolution: null, isCreator: false }
  const designId = Number(page.product.designId)
  try {
    const printResolution = await loadPrintResolution(
      context.db,
      designId,
      { blueprintId: BLUEPRINT_ID, size: page.selection.size, picture: picture ?? undefined },
      context.storage,
    )
    const isCreator = printResolution ? await isDesignOwner(context.db, designId, await readVisitor(context, request)) : false
    return { printResolution, isCreator }
  } catch (error) {
    context.logger.warn({ err: error, designId }, 'print resolution unavailable')
    return { printResolution: null, isCreator: false }
  }
}

/**
 * "Update selection" without JavaScript: the page's address with the chosen colour and size (and the
 * shop and Buy it was reached with), 303, so the choice stays in the URL.
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = (await readJsonOrForm(request)) ?? {}
  const url = new URL(request.url)
  const choice = new URLSearchParams()
  for (const name of CHOICE_FIELDS) {
    const value = fields[name]
    if (typeof value === 'string' && value && value.length <= 40) choice.set(name, value)
  }
  const query = choice.toString()
  return redirect(`${url.pathname}${query ? `?${query}` : ''}`, 303)
}

const DETAILS = ['Premium cotton', 'AI-generated design', 'Machine washable', 'Shipping takes 3-5 business days']

export default function ProductRoute() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'awaiting-review') return <AwaitingReviewPreview design={data.awaitingReview} />
  return <ProductView data={data} />
}

function ProductView({ data }: { data: Extract<SerializeFrom<typeof loader>, { kind: 'product' }> }) {
  const {
    product,
    colors,
    colorsError,
    sizes,
    variantsError,
    selection,
    shopId,
    productUrl,
    sharePath,
    credit,
    printResolution,
    isCreator,
    delivery,
    buy,
  } = data
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-700">
        <Link to="/" className="hover:underline">
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        <a href="/#community-designs-section" className="hover:underline">
          Community designs
        </a>
      </nav>
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <ProductPicture
          title={product.title}
          designId={product.kind === 'local' ? Number(product.designId) : null}
          mockupUrl={product.mockupUrl}
          designUrl={product.designUrl}
          mockupColor={product.color}
          chosenColor={selection.color}
          size={selection.size}
        />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{product.title}</h1>
          <p className="mt-3 text-3xl font-bold text-brand-700" data-testid="product-price">
            {formatCents(product.price)}
          </p>
          <p className="mt-4 text-slate-700">{product.description}</p>

          <div className="mt-8">
            {colorsError ? (
              <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {colorsError}
              </p>
            ) : null}
            {variantsError ? (
              <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {variantsError}
              </p>
            ) : null}
            <ProductOptions colors={colors} sizes={sizes} color={selection.color} size={selection.size} shopId={shopId} buy={buy}>
              <input type="hidden" name="kind" value="product" />
              <AddKeyInput />
              <input type="hidden" name="designId" value={product.designId} />
              <input type="hidden" name="quantity" value="1" />
              {product.kind === 'provider' && product.printifyProductId ? (
                <input type="hidden" name="printifyProductId" value={product.printifyProductId} />
              ) : null}
              {shopId ? <input type="hidden" name="shopId" value={shopId} /> : null}
              {/* The gallery's Buy goes on to the checkout once the size is chosen. */}
              {buy ? <input type="hidden" name="then" value="checkout" /> : null}
            </ProductOptions>
            {printResolution ? <PrintResolutionNote resolution={printResolution} isCreator={isCreator} /> : null}
          </div>

          {selection.available ? null : (
            <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <p className="font-semibold">{VARIANT_NOT_AVAILABLE.title}</p>
              <p>{VARIANT_NOT_AVAILABLE.description}</p>
            </div>
          )}

          <div className="mt-8 flex flex-wrap items-center gap-3">
            {/* Submits the colour and size form above, to the cart. */}
            <button
              type="submit"
              form={PRODUCT_FORM_ID}
              formAction="/cart/add"
              className={`${buttonClass.primary} px-6 py-3 text-base`}
              disabled={!selection.available}
            >
              Add to Cart
            </button>
            <ShareButton url={productUrl} title={product.title} sharePath={sharePath} />
          </div>
          <DeliveryEstimate promise={delivery.promise} breakdown={delivery.breakdown} className="mt-4" />

          <section aria-labelledby="details-heading" className="mt-10 border-t border-slate-200 pt-6">
            <h2 id="details-heading" className="text-lg font-semibold">
              Product details
            </h2>
            <ul className="mt-3 space-y-2">
              {DETAILS.map((d) => (
                <li key={d} className="flex items-center gap-2 text-slate-700">
                  <CheckIcon width={18} height={18} className="text-emerald-700" />
                  {d}
                </li>
              ))}
            </ul>
          </section>
          <GarmentDetails />
          {product.kind === 'local' ? <ReportDesign designId={Number(product.designId)} /> : null}
        </div>
      </div>
      {credit ? <MoreFromShop credit={credit} /> : null}
    </div>
  )
}

/**
 * Our designs: the front, a close-up and the back, on a shirt of the chosen colour and size with the
 * print at its true size (`/mockups/{designId}/{colour}?size=&view=`, each made once and cached).
 * A provider's product shows its own mockup.
 */
function ProductPicture({
  title,
  designId,
  mockupUrl,
  designUrl,
  mockupColor,
  chosenColor,
  size,
}: {
  title: string
  designId: number | null
  mockupUrl: string | null
  designUrl: string | null
  mockupColor: string
  chosenColor: string
  size: string
}) {
  const fallback = thumbnailUrl(designUrl, 768)
  if (!designId || !designUrl) {
    const src = thumbnailUrl(mockupUrl, 768) ?? fallback ?? ''
    const view: GalleryView = {
      id: 'front',
      label: 'Front',
      src,
      zoomSrc: mockupUrl ?? src,
      alt: `${title} on a ${mockupColor} t-shirt`,
    }
    return <ProductGallery views={[view]} fallbackUrl={fallback} />
  }
  const base = `/mockups/${designId}/${encodeURIComponent(chosenColor)}?size=${encodeURIComponent(size)}`
  const view = (id: GalleryView['id'], label: string, alt: string): GalleryView => ({
    id,
    label,
    src: `${base}&view=${id}&w=768`,
    zoomSrc: `${base}&view=${id}`,
    alt,
  })
  return (
    <ProductGallery
      fallbackUrl={fallback}
      views={[
        view('front', 'Front', `${title} on a ${chosenColor} t-shirt, size ${size}, printed to scale`),
        view('closeup', 'Close-up', `Close-up of the ${title} print`),
        view('back', 'Back', `The back of the ${chosenColor} t-shirt (unprinted)`),
      ]}
    />
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Product Not Found · ShirtSmith' }]
  if (data.kind === 'awaiting-review') {
    return [{ title: `${data.awaitingReview.name} (awaiting review) · ShirtSmith` }, { name: 'robots', content: 'noindex' }]
  }
  const { product, productUrl } = data
  const images = product.images.map((image) => new URL(image.src, productUrl).toString())
  return [
    { title: `${product.title} · ShirtSmith` },
    { name: 'description', content: product.description.slice(0, 160) },
    { tagName: 'link', rel: 'canonical', href: productUrl },
    {
      'script:ld+json': productJsonLd({
        title: product.title,
        description: product.description,
        images,
        priceCents: product.price,
        currency: CURRENCY,
        url: productUrl,
        // In stock when the chosen colour and size can be printed.
        available: data.selection.available,
        brand: PRODUCT_NAME,
        sku: String(product.id),
      }),
    },
    {
      'script:ld+json': breadcrumbJsonLd([
        { name: 'Home', url: new URL('/', productUrl).toString() },
        { name: 'Community designs', url: new URL('/#community-designs-section', productUrl).toString() },
        { name: product.title },
      ]),
    },
  ]
}

export const ErrorBoundary = ProductErrorBoundary
