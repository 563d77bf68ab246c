import { Link } from '@remix-run/react'
import { useState } from 'react'
import { RecentCommunityGrid } from '~/components/community/recent-community-grid.tsx'
import { DesignImage } from '~/components/design-image.tsx'
import { ImageIcon, SpinnerIcon } from '~/components/icons.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { formatCents } from '~/modules/catalogue/index.ts'
import type { CommunityCard } from '~/modules/community/index.server.ts'
import { placeText, type JobView } from '~/modules/design-job/index.ts'
import type { ColorOption } from './options.tsx'
import { UploadPrintNote } from './fit-choice.tsx'
import { StudioCartForm } from './studio-cart-form.tsx'
import { sized, type StudioDesign } from './use-studio.ts'
import { ZoomOverlay } from './zoom-overlay.tsx'

// The preview beside the forms: Ready to Create, the wait (stage, place in line, partial picture), or the design on a shirt.

export function PreviewPanel({
  design,
  generating,
  progress,
  community,
  priceCents,
  signedIn,
  colors,
  sizes,
  notCreated,
}: {
  design: StudioDesign | null
  generating: boolean
  progress: JobView | null
  community: CommunityCard[]
  priceCents: number
  signedIn: boolean
  colors: ColorOption[]
  sizes: string[]
  /** The last try made no design (refused or failed): the design shown is the one before it. */
  notCreated: boolean
}) {
  const [zoomed, setZoomed] = useState(false)
  // With JavaScript, the shirt colour chosen for the cart is the one pictured.
  const [cartColor, setCartColor] = useState<{ id: number; color: string } | null>(null)
  const otherColor = design && cartColor?.id === design.id && cartColor.color !== design.color ? cartColor.color : null
  const designed = design ? design.mockupUrl || design.imageUrl : null
  const picture = design && otherColor ? `/mockups/${design.id}/${encodeURIComponent(otherColor)}` : designed

  return (
    <section
      id="preview"
      aria-labelledby="preview-heading"
      aria-busy={generating}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="preview-heading" className="sr-only">
        Preview
      </h2>
      {generating ? (
        <div role="status" className="flex min-h-80 flex-col items-center justify-center gap-3 text-center">
          {progress?.partialUrl ? (
            <img
              src={progress.partialUrl}
              alt="Your design so far, on the shirt"
              className="aspect-square w-full max-w-sm rounded-xl"
              data-testid="partial-preview"
            />
          ) : (
            <SpinnerIcon width={48} height={48} className="motion-safe:animate-spin text-brand-700" />
          )}
          <p className="text-lg font-semibold">Creating your design...</p>
          <p className="text-slate-700">Please be patient</p>
          {progress ? (
            <p className="text-sm font-medium text-brand-800" data-testid="job-stage">
              {progress.stageLabel}
              {placeText(progress.place) ? ` · ${placeText(progress.place)}` : ''}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            <span className="lg:hidden">This can take up to 45 seconds.</span>
            <span className="hidden lg:inline">This can take up to 60 seconds.</span>
          </p>
        </div>
      ) : design && picture ? (
        <div data-testid="design-result">
          {notCreated ? (
            <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              No new design was made. This is your previous design.
            </p>
          ) : null}
          <a
            href={picture}
            onClick={(event) => {
              event.preventDefault()
              setZoomed(true)
            }}
            className="group relative block overflow-hidden rounded-xl"
            aria-label="Zoom in on the design"
          >
            <DesignImage
              key={picture}
              mockupUrl={otherColor ? picture : design.mockupUrl ? sized(design.mockupUrl) : null}
              imageUrl={sized(design.imageUrl)}
              alt={`T-shirt mockup: ${design.prompt}`}
              loading="eager"
              className="aspect-square w-full rounded-xl"
            />
          </a>
          {zoomed ? (
            <ZoomOverlay src={picture} alt={`T-shirt mockup: ${design.prompt}`} onClose={() => setZoomed(false)} />
          ) : null}
          <div className="mt-5 flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 className="text-xl font-bold">Custom T-Shirt</h3>
              <p className="text-slate-700">100% Cotton Premium Tee</p>
              {design.title ? (
                <p className="mt-1 text-sm text-slate-600" data-testid="design-title">
                  {design.title}
                </p>
              ) : null}
            </div>
            <p className="text-2xl font-extrabold" data-testid="price">
              {formatCents(priceCents)}
            </p>
          </div>
          {design.print ? <UploadPrintNote print={design.print} /> : null}
          <StudioCartForm
            design={design}
            colors={colors}
            sizes={sizes}
            onColor={(color) => setCartColor({ id: design.id, color })}
          />
          {signedIn ? (
            <div className="mt-4 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
              <p>Add this design to one of your shops and earn $2.50 for every shirt sold.</p>
              <Link to="/my-shops" className={`${buttonClass.secondary} mt-3`}>
                Manage Shops
              </Link>
            </div>
          ) : (
            <div className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-800">
              <p>Sign in to keep your designs, open a shop and earn $2.50 for every shirt sold.</p>
              <a href="/api/login" className={`${buttonClass.primary} mt-3`}>
                Sign In
              </a>
            </div>
          )}
        </div>
      ) : (
        <div>
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ImageIcon width={28} height={28} />
            </span>
            <p className="text-lg font-bold">Ready to Create</p>
            <p className="max-w-sm text-sm text-slate-700">
              Describe your idea or upload an image. Your design appears here on a shirt.
            </p>
          </div>
          <RecentCommunityGrid designs={community} />
        </div>
      )}
    </section>
  )
}
