import { Link } from '@remix-run/react'
import { DesignImage } from '~/components/design-image.tsx'
import { RECENT_PREVIEW_LIMIT, thumbnailUrl } from '~/modules/community/index.ts'
import type { CommunityCard } from '~/modules/community/index.server.ts'

/** The card's pictures, front first, as resized copies of `width` pixels. */
export function cardImage(design: CommunityCard, width: number) {
  const front = design.images.find((i) => i.position === 'front')?.src ?? design.images[0]?.src ?? null
  const plain = design.images.find((i) => i.src !== front)?.src ?? null
  return { mockupUrl: thumbnailUrl(front, width), imageUrl: thumbnailUrl(plain, width) }
}

/** The "Ready to Create" preview list: the first 9 community designs, three per row, and View All. */
export function RecentCommunityGrid({ designs }: { designs: CommunityCard[] }) {
  const recent = designs.slice(0, RECENT_PREVIEW_LIMIT)
  return (
    <div data-count={recent.length} data-testid="recent-community">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-900">Recent community designs</h3>
        <a href="#community-designs-section" className="text-sm font-semibold text-brand-700 hover:underline">
          View All
        </a>
      </div>
      {recent.length ? (
        <ul className="mt-3 grid grid-cols-3 gap-2">
          {recent.map((design) => {
            const { mockupUrl, imageUrl } = cardImage(design, 256)
            return (
              <li key={design.id}>
                <Link to={`/products/${design.id}`} className="block overflow-hidden rounded-lg border border-slate-200">
                  <DesignImage
                    mockupUrl={mockupUrl}
                    imageUrl={imageUrl}
                    alt={design.title}
                    className="aspect-square w-full"
                    width={256}
                    height={256}
                  />
                </Link>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No community designs available yet.</p>
      )}
    </div>
  )
}
