import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import type { CommunityCard, PopularCard } from '~/modules/community/home.server.ts'
import { CommunityDesignsSection, PopularDesignsSection } from './home-sections.tsx'
import { RecentCommunityGrid } from './recent-community-grid.tsx'

/** Server-renders `element` inside a data router whose root data has no user (signed out). */
async function render(element: ReactNode) {
  const handler = createStaticHandler([{ id: 'root', path: '/', element, loader: () => ({ user: null }) }])
  const context = await handler.query(new Request('http://localhost/'))
  if (context instanceof Response) throw new Error('unexpected response')
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")

function card(id: number, overrides: Partial<CommunityCard> = {}): CommunityCard {
  return {
    id,
    title: `Design ${id}`,
    description: `prompt ${id}`,
    price: 1999,
    images: [
      { src: `/images/mockups/${id}.webp`, position: 'front' },
      { src: `/images/designs/${id}.png`, position: 'design' },
    ],
    shop: null,
    upvoteCount: id,
    upvoted: false,
    displayPrice: 2499,
    ...overrides,
  }
}

describe('CommunityDesignsSection', async () => {
  it('lists cards with the anchor, $24.99 (not the design price), upvotes, copy link and Buy', async () => {
    const html = text(
      await render(
        <CommunityDesignsSection
          designs={[card(1), card(2, { shop: { id: 9, name: 'Nine', handle: 'nine' }, color: 'Forest Green' })]}
          signedIn={false}
        />,
      ),
    )
    expect(html).toContain('id="community-designs-section"')
    expect(html.match(/data-testid="community-card"/g)).toHaveLength(2)
    expect(html).toContain('$24.99')
    expect(html).not.toContain('$19.99')
    expect(html).toContain('action="/designs/2/upvote"')
    expect(html).toContain('href="/share/1"')
    // Buy keeps the shirt colour the card shows and asks for the size on the product page.
    expect(html).toContain('href="/products/2?color=Forest+Green&amp;buy=1#choose-size"')
    expect(html).not.toMatch(/disabled=""[^>]*>Buy/)
    expect(html).toContain('href="/shops/nine"')
    // Front picture first, as a resized copy.
    expect(html).toContain('src="/images/mockups/1.webp?w=512"')
    // The grid goes from one to four columns.
    expect(html).toContain('grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4')
  })

  it('shows the empty, loading and error states with the spec texts', async () => {
    expect(text(await render(<CommunityDesignsSection designs={[]} signedIn={false} />))).toContain(
      'No community designs available yet.',
    )
    const loading = text(await render(<CommunityDesignsSection designs={[]} signedIn={false} status="loading" />))
    expect(loading).toContain('Loading designs...')
    expect(loading.match(/data-testid="community-skeleton"/g)).toHaveLength(8)
    const pending = text(
      await render(<CommunityDesignsSection designs={new Promise<CommunityCard[]>(() => {})} signedIn={false} />),
    )
    expect(pending).toContain('Loading designs...')
    expect(text(await render(<CommunityDesignsSection designs={[]} signedIn={false} status="error" />))).toContain(
      'Failed to load community designs',
    )
  })

  it('shows the placeholder for a design without pictures', async () => {
    const html = await render(<CommunityDesignsSection designs={[card(3, { images: [] })]} signedIn={false} />)
    expect(html).toContain('data-testid="image-placeholder"')
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Buy/)
  })
})

describe('PopularDesignsSection', async () => {
  const popular = (id: number, overrides: Partial<PopularCard> = {}): PopularCard => ({
    id,
    imageUrl: `/images/designs/${id}.png`,
    prompt: `a very long popular prompt number ${id} that keeps going well beyond sixty characters`,
    upvoteCount: 10 - id,
    ...overrides,
  })

  it('links cards to /product/{id} and cuts prompts at 60 characters', async () => {
    const html = text(await render(<PopularDesignsSection designs={[popular(1), popular(2)]} />))
    expect(html).toContain('id="popular-designs-section"')
    expect(html).toContain('href="/product/1"')
    const prompts = [...html.matchAll(/data-testid="popular-prompt">([^<]*)</g)].map((m) => m[1])
    expect(prompts).toHaveLength(2)
    for (const p of prompts) {
      expect(p.length).toBeLessThanOrEqual(61)
      expect(p.endsWith('…')).toBe(true)
    }
  })

  it('is hidden when there are none or none has a real image', async () => {
    expect(await render(<PopularDesignsSection designs={[]} />)).not.toContain('popular-designs-section')
    expect(await render(<PopularDesignsSection designs={[popular(1, { imageUrl: '', mockupUrl: null })]} />)).not.toContain(
      'popular-designs-section',
    )
  })
})

describe('RecentCommunityGrid', async () => {
  it('shows the first nine, three per row, with View All', async () => {
    const html = text(await render(<RecentCommunityGrid designs={Array.from({ length: 12 }, (_, i) => card(i + 1))} />))
    expect(html).toContain('data-count="9"')
    expect(html).toContain('grid-cols-3')
    expect(html).toContain('href="/products/9"')
    expect(html).not.toContain('href="/products/10"')
    expect(html).toMatch(/href="#community-designs-section"[^>]*>View All/)
  })
})
