import { Link } from '@remix-run/react'
import { copyToClipboard, useCopiedIndicator } from '~/components/community/card-actions.tsx'
import { DesignImage } from '~/components/design-image.tsx'
import { CheckIcon, CopyIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { formatCents } from '~/modules/catalogue/index.ts'
import { thumbnailUrl } from '~/modules/community/index.ts'
import type { PublicProduct } from '~/modules/product/index.server.ts'

/** The page a shared link opens: the design, its link to copy and the usual social networks. */
export function SharePage({
  product,
  productPath,
  productUrl,
  imageUrl,
}: {
  product: PublicProduct
  productPath: string
  productUrl: string
  imageUrl: string
}) {
  const { toast } = useToast()
  const { copied, markCopied } = useCopiedIndicator()
  const text = `${product.title} on ShirtSmith`
  const networks = [
    {
      name: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(productUrl)}&text=${encodeURIComponent(text)}`,
    },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(productUrl)}` },
    {
      name: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${encodeURIComponent(productUrl)}&media=${encodeURIComponent(imageUrl)}&description=${encodeURIComponent(text)}`,
    },
    { name: 'Email', href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(productUrl)}` },
  ]
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="grid gap-8 md:grid-cols-[2fr_3fr]">
        <div className="self-start overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <DesignImage
            mockupUrl={thumbnailUrl(product.mockupUrl, 512)}
            imageUrl={thumbnailUrl(product.designUrl, 512)}
            alt={`${product.title} on a t-shirt`}
            className="aspect-square w-full"
            loading="eager"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Share this design</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{product.title}</h1>
          <p className="mt-2 text-2xl font-bold">{formatCents(product.price)}</p>
          <p className="mt-3 text-slate-700">{product.description}</p>

          <label htmlFor="share-link" className="mt-8 block text-sm font-semibold">
            Link to share
          </label>
          <div className="mt-2 flex gap-2">
            <input
              id="share-link"
              readOnly
              value={productUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            />
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={async () => {
                if (await copyToClipboard(productUrl)) markCopied()
                else toast({ title: 'Failed to copy', description: 'Please try again', type: 'error' })
              }}
            >
              {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
              <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
            </button>
          </div>

          <h2 className="mt-8 text-sm font-semibold">Share on</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {networks.map((n) => (
              <li key={n.name}>
                <a href={n.href} target="_blank" rel="noopener noreferrer" className={buttonClass.secondary}>
                  {n.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>

          <Link to={productPath} className={`${buttonClass.primary} mt-8`}>
            View product
          </Link>
        </div>
      </div>
    </div>
  )
}
