import { useEffect } from 'react'
import { CloseIcon } from '~/components/icons.tsx'
import { DesignImage } from '~/components/design-image.tsx'

export interface GalleryView {
  /** front, closeup or back: also the zoom's anchor (#zoom-front …). */
  id: 'front' | 'closeup' | 'back'
  label: string
  /** Shown on the page (≤ 768 px). */
  src: string
  /** Shown in the zoom (the full picture). */
  zoomSrc: string
  alt: string
}

/**
 * The product's pictures: the front on the shirt at the print's true size, a close-up of the print and
 * the back of the shirt. Each opens a zoom that fills the screen. The zoom is a `:target` overlay, so
 * it opens and closes with plain links and works without JavaScript; with it, Escape closes it too.
 * The close control sits at the bottom of the screen, clear of the toasts, which appear at the top.
 */
export function ProductGallery({ views, fallbackUrl }: { views: GalleryView[]; fallbackUrl: string | null }) {
  const [main, ...others] = views
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The open zoom is the URL's #zoom-… fragment; pointing it back at the gallery closes it.
      if (event.key === 'Escape' && window.location.hash.startsWith('#zoom-')) window.location.hash = 'product-gallery'
    }
    const onHash = () => centreZoom(document.getElementById(window.location.hash.slice(1)))
    document.addEventListener('keydown', onKey)
    window.addEventListener('hashchange', onHash)
    onHash()
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('hashchange', onHash)
    }
  }, [])
  return (
    <div id="product-gallery" className="self-start" data-testid="product-gallery">
      <a
        href={`#zoom-${main.id}`}
        className="block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        aria-label={`Zoom: ${main.label}`}
      >
        <DesignImage
          key={main.src}
          mockupUrl={main.src}
          imageUrl={fallbackUrl}
          alt={main.alt}
          className="aspect-square w-full"
          width={800}
          height={800}
          priority
        />
      </a>
      <ul className="mt-3 grid grid-cols-3 gap-3" aria-label="More views">
        {views.map((view) => (
          <li key={view.id}>
            <a
              href={`#zoom-${view.id}`}
              className="block overflow-hidden rounded-xl border border-slate-200 bg-white hover:shadow"
              data-testid={`view-${view.id}`}
              aria-label={`${view.label}: zoom`}
            >
              <img src={view.src} alt="" width={256} height={256} loading="lazy" className="aspect-square w-full object-cover" />
              <span className="block px-2 py-1 text-center text-xs font-semibold text-slate-700">{view.label}</span>
            </a>
          </li>
        ))}
      </ul>
      {[main, ...others].map((view) => (
        <div
          key={view.id}
          id={`zoom-${view.id}`}
          role="dialog"
          aria-label={`${view.label}, zoomed`}
          data-testid={`zoom-${view.id}`}
          className="fixed inset-0 z-[60] hidden flex-col bg-slate-950 target:flex"
        >
          {/* As tall as the screen allows; on a phone wider than the screen, so it fills it and pans. */}
          <div className="min-h-0 flex-1 overflow-auto" data-zoom-pan>
            <img
              src={view.zoomSrc}
              alt={view.alt}
              loading="lazy"
              className="mx-auto block h-full w-auto max-w-none"
              onLoad={(event) => centreZoom(event.currentTarget.closest('[role="dialog"]'))}
            />
          </div>
          <div className="flex justify-center p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <a
              href="#product-gallery"
              className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-slate-900 shadow hover:bg-slate-100"
              data-testid="zoom-close"
            >
              <CloseIcon width={20} height={20} aria-hidden="true" />
              Close
            </a>
          </div>
        </div>
      ))}
    </div>
  )
}

/** A zoomed picture wider than the screen opens centred (with JavaScript; without, at its left edge). */
function centreZoom(dialog: Element | null) {
  const pan = dialog?.querySelector<HTMLElement>('[data-zoom-pan]')
  if (!pan) return
  pan.scrollLeft = (pan.scrollWidth - pan.clientWidth) / 2
}
