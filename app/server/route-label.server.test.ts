import type { ServerBuild } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { remixRouteMatcher, routeLabel } from './route-label.server.ts'

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: {},
})

// A slice of the store's route tree: root, the home page, a product page, a pathless layout's child and the 404 splat.
const routes = {
  root: route('root', undefined, ''),
  'routes/_index': route('routes/_index', 'root', undefined, true),
  'routes/products.$id': route('routes/products.$id', 'root', 'products/:id'),
  'routes/orders._index': route('routes/orders._index', 'root', 'orders', true),
  'routes/$': route('routes/$', 'root', '*'),
} as unknown as ServerBuild['routes']

describe('route labels', () => {
  const match = remixRouteMatcher(routes)
  const label = (url: string) => routeLabel({ path: url.split('?')[0]!, originalUrl: url }, match)

  it('names a page by its Remix route id, never its URL', () => {
    expect(label('/products/1')).toBe('routes/products.$id')
    expect(label('/products/9f1c2d?color=Sand&size=L')).toBe('routes/products.$id')
    expect(label('/')).toBe('routes/_index')
    expect(label('/orders')).toBe('routes/orders._index')
  })

  it('names single-fetch data requests by the page they load', () => {
    expect(label('/products/1.data')).toBe('routes/products.$id')
    expect(label('/_root.data')).toBe('routes/_index')
  })

  it('puts every unknown URL under the splat route and the app-level paths under fixed labels', () => {
    expect(label('/no/such/page/123')).toBe('routes/$')
    expect(label('/wp-admin.php')).toBe('routes/$')
    expect(label('/assets/entry.client-AbC123.js')).toBe('/assets/*')
    expect(label('/oidc/auth?client_id=x')).toBe('/oidc/*')
    expect(label('/healthz')).toBe('/healthz')
    expect(label('/metrics')).toBe('/metrics')
  })

  it('answers `other` when no Remix routes are known (development)', () => {
    expect(routeLabel({ path: '/products/1' }, null)).toBe('other')
  })
})
