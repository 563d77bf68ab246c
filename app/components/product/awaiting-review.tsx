import { Link } from '@remix-run/react'
import { DesignImage } from '~/components/design-image.tsx'
import { buttonClass } from '~/components/ui/button.ts'

/**
 * The owner's preview of their upload while it awaits review: the product page is not public until
 * the picture is approved (others get the not-found page), so this says so instead of selling it.
 */
export function AwaitingReviewPreview({
  design,
}: {
  design: { id: number; name: string; imageUrl: string | null; mockupUrl: string | null; color: string }
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <DesignImage
          mockupUrl={design.mockupUrl}
          imageUrl={design.imageUrl}
          alt={`${design.name} on a ${design.color} t-shirt`}
          className="aspect-square w-full rounded-2xl"
        />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{design.name}</h1>
          <p role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
            <span className="font-semibold">Awaiting review.</span> Uploaded pictures are checked before anyone else can see them.
            Until then this page is visible to you only; you can still order the shirt from My Designs.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/my-designs" className={buttonClass.primary}>
              My Designs
            </Link>
            <Link to={`/checkout?designId=${design.id}`} className={buttonClass.secondary}>
              Order Now
            </Link>
          </div>
        </div>
      </div>
    </div>
  )
}
