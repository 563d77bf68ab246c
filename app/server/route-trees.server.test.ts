import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  chainedStaticHandlers,
  keepRouteTrees,
  keptDataRoutes,
  keptEntryRouteModules,
  keptServerRoutes,
} from './route-trees.server.ts'

// React Router's and Remix's own modules, as Remix's server runtime requires them (the CommonJS builds).
const require = createRequire(import.meta.url)
const router = require('@remix-run/router')
const remixRoutes = require('@remix-run/react/dist/routes.js')
const remixEntry = require('@remix-run/server-runtime/dist/entry.js')

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'X-From': 'loader' } })

/** A route tree shaped as Remix builds one: root, index, nested, dynamic, optional, pathless, splat, errors. */
function tree() {
  return [
    {
      id: 'root',
      path: '',
      hasErrorBoundary: true,
      loader: () => ({ root: true }),
      children: [
        { id: 'routes/_index', index: true, loader: () => 'home' },
        {
          id: 'routes/products.$id',
          path: 'products/:id',
          loader: ({ params }: { params: { id: string } }) => json({ id: params.id }),
        },
        {
          id: 'routes/shops',
          path: 'shops',
          loader: () => 'shops',
          children: [{ id: 'routes/shops._index', index: true, loader: () => 'shops index' }],
        },
        { id: 'routes/shops.$handle', path: 'shops/:handle', loader: () => json({ missing: true }, 404) },
        { id: 'routes/_auth', children: [{ id: 'routes/_auth.login', path: 'login', action: () => 'posted' }] },
        { id: 'routes/($lang).help', path: ':lang?/help', loader: ({ params }: { params: object }) => params },
        { id: 'routes/boom', path: 'boom', loader: () => Promise.reject(new Error('boom')) },
        {
          id: 'routes/$',
          path: '*',
          loader: () => {
            throw json({ notFound: true }, 404)
          },
        },
      ],
    },
  ]
}
const requests: [string, string?][] = [
  ['/'],
  ['/?index'],
  ['/products/1'],
  ['/products/%41b'],
  ['/shops'],
  ['/shops?index'],
  ['/shops/x'],
  ['/login'],
  ['/login', 'POST'],
  ['/en/help'],
  ['/help'],
  ['/boom'],
  ['/no-such-page'],
  ['/products/1/more'],
]

/** What a query's answer says, route objects replaced by their ids and responses by their status and body. */
async function summary(result: unknown): Promise<unknown> {
  if (result instanceof Response) return { status: result.status, body: await result.text() }
  const context = result as Record<string, unknown> & { matches: { route: { id: string }; params: object; pathname: string }[] }
  const errors = context.errors as Record<string, unknown> | null
  return {
    ...context,
    matches: context.matches.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname })),
    errors: errors && Object.fromEntries(Object.entries(errors).map(([id, e]) => [id, e instanceof Error ? e.message : e])),
    loaderHeaders: Object.fromEntries(Object.entries(context.loaderHeaders as object).map(([id, h]) => [id, [...h]])),
  }
}

describe('static handlers over one chain of routes', () => {
  it('answer query and queryRoute as the handler over the whole tree does', async () => {
    const plain = router.createStaticHandler(tree())
    const memo = router.matchRoutes
    const chained = chainedStaticHandlers(router.createStaticHandler, (...args) => memo(...args))(tree())
    expect(chained.dataRoutes.map((r) => r.id)).toEqual(['root'])
    for (const [path, method = 'GET'] of requests) {
      const request = () =>
        new Request(`http://store.test${path}`, {
          method,
          ...(method === 'POST' ? { body: new URLSearchParams({ a: '1' }) } : {}),
        })
      expect(await summary(await chained.query(request())), `${method} ${path}`).toEqual(
        await summary(await plain.query(request())),
      )
      const route = async (handler: typeof plain, routeId?: string) => {
        try {
          const answer = await handler.queryRoute(request(), routeId ? { routeId } : undefined)
          return answer instanceof Response ? await summary(answer) : answer
        } catch (error) {
          return error instanceof Response
            ? { thrown: await summary(error) }
            : { thrown: String((error as Error)?.message ?? error) }
        }
      }
      for (const routeId of [undefined, 'root', 'routes/products.$id']) {
        expect(await route(chained, routeId), `${method} ${path} ${routeId}`).toEqual(await route(plain, routeId))
      }
    }
  })

  it('are in place where Remix calls them, with the React routes kept per build', () => {
    expect(keepRouteTrees()).toBe(true)
    expect(router.createStaticHandler.kept).toBe(true)
    expect(remixEntry.createEntryRouteModules.kept).toBe(true)
    expect(remixRoutes.createServerRoutes.kept).toBe(true)
    expect(router.UNSAFE_convertRoutesToDataRoutes.kept).toBe(true)
  })
})

describe('React routes kept per build', () => {
  const manifest = {
    root: { id: 'root', path: '', hasLoader: true },
    'routes/a': { id: 'routes/a', parentId: 'root', path: 'a', hasLoader: false },
  }
  // Remix's route modules are the build's own objects; the object naming them is new per request.
  const rootModule = { default: () => null }
  const aModule = { default: () => null }
  const modules = () => ({ root: rootModule, 'routes/a': aModule })

  it('gives the same routes for the same manifest and modules, and new ones when a module differs', () => {
    let made = 0
    const original = (...args: Parameters<typeof remixRoutes.createServerRoutes>) => (made++, [{ id: 'root', args }])
    const kept = keptServerRoutes(original, new WeakSet())
    const future = {}
    const first = kept(manifest, modules(), future, false)
    expect(kept(manifest, modules(), future, false)).toBe(first)
    expect(made).toBe(1)
    expect(kept(manifest, { ...modules(), 'routes/a': { default: () => null } }, future, false)).not.toBe(first)
    expect(kept(manifest, modules(), future, true)).not.toBe(first)
    expect(made).toBe(3)
  })

  it('lists the route modules once per build manifest', () => {
    const build = { root: { module: rootModule }, 'routes/a': { module: aModule } }
    const kept = keptEntryRouteModules(remixEntry.createEntryRouteModules)
    expect(kept(build)).toEqual(modules())
    expect(kept(build)).toBe(kept(build))
    expect(kept({ ...build })).not.toBe(kept(build))
  })

  it('converts the kept routes to data routes once, and fills each caller’s manifest', () => {
    const made = new WeakSet<object[]>()
    const routes = remixRoutes.createServerRoutes(manifest, modules(), {}, false)
    made.add(routes)
    const convert = keptDataRoutes(router.UNSAFE_convertRoutesToDataRoutes, made)
    const mapRouteProperties = () => ({})
    const first: Record<string, { id?: string }> = {}
    const second: Record<string, { id?: string }> = {}
    const dataRoutes = convert(routes, mapRouteProperties, undefined, first)
    expect(convert(routes, mapRouteProperties, undefined, second)).toBe(dataRoutes)
    for (const id of ['root', 'routes/a']) {
      expect(first[id]).toMatchObject({ id })
      expect(second[id]).toBe(first[id])
    }
    // Routes it did not make are converted as before.
    const other = [{ id: 'x', path: 'x' }]
    expect(convert(other, mapRouteProperties, undefined, {})).not.toBe(convert(other, mapRouteProperties, undefined, {}))
  })
})
