import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { memoiseRouteMatching, memoisedMatchRoutes } from './route-matching.server.ts'

// React Router's own module, as Remix's server runtime requires it (the CommonJS build).
type MatchRoutes = (routes: object[], location: string | { pathname: string }, basename?: string) => object[] | null
const router = createRequire(import.meta.url)('@remix-run/router') as {
  matchRoutes: MatchRoutes
  parsePath: (path: string) => { pathname?: string }
}
const original = router.matchRoutes

/** A route tree shaped as Remix builds one: root, index, nested, dynamic, optional, pathless, splat. */
function tree() {
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'routes/_index', index: true },
        { id: 'routes/products.$id', path: 'products/:id' },
        { id: 'routes/shops', path: 'shops', children: [{ id: 'routes/shops._index', index: true }] },
        { id: 'routes/shops.$handle', path: 'shops/:handle' },
        { id: 'routes/_auth', children: [{ id: 'routes/_auth.login', path: 'login' }] },
        { id: 'routes/($lang).help', path: ':lang?/help' },
        { id: 'routes/Case', path: 'Case', caseSensitive: true },
        { id: 'routes/$', path: '*' },
      ],
    },
  ]
}
const paths = [
  '/',
  '/products/1',
  '/products/1/',
  '/products/%41b',
  '/shops',
  '/shops/x',
  '/login',
  '/en/help',
  '/help',
  '/Case',
  '/case',
  '/no/such/page',
  '/x?y=1#z',
]

describe('memoised route matching', () => {
  it('answers as React Router does, for each path and basename, first time and again', () => {
    const memoised = memoisedMatchRoutes(original as never, router.parsePath)
    const routes = tree()
    for (const basename of ['/', '/base']) {
      for (const path of paths) {
        for (const location of [path, { pathname: path.split(/[?#]/)[0] }, `/base${path}`]) {
          const expected = original(routes, location, basename)
          expect(memoised(routes, location, basename)).toEqual(expected)
          expect(memoised(routes, location, basename)).toEqual(expected)
        }
      }
    }
  })

  it('gives the routes of the array it was called with, one params object shared, fresh each call', () => {
    const memoised = memoisedMatchRoutes(original as never, router.parsePath)
    const first = tree()
    const second = tree()
    const a = memoised(first, '/products/7')!
    const b = memoised(second, '/products/7')!
    expect(b.at(-1)!.route).toBe(second[0].children[1])
    expect(a.at(-1)!.route).toBe(first[0].children[1])
    expect(b[0].params).toBe(b[1].params)
    expect(b[0].params).toEqual({ id: '7' })
    b[0].params.id = 'changed'
    expect(memoised(second, '/products/7')![1].params).toEqual({ id: '7' })
  })

  it('leaves routes without ids to React Router', () => {
    const memoised = memoisedMatchRoutes(original as never, router.parsePath)
    const routes = [{ path: 'a' }, { path: 'b' }]
    expect(memoised(routes, '/b')).toEqual(original(routes, '/b'))
  })

  it('is put in place where Remix and React Router call it', () => {
    expect(memoiseRouteMatching()).toBe(true)
    expect(router.matchRoutes).not.toBe(original)
    const routes = tree()
    expect(router.matchRoutes(routes, '/shops/x')).toEqual(original(routes, '/shops/x'))
  })
})
