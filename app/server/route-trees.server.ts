import { createRequire } from 'node:module'

// What Remix and React Router rebuild per page render although it depends only on the build's routes
// (ADR 141), kept instead, with the same answers:
// - The static handler (`createStaticHandler`'s `query` and `queryRoute`) matches the request against
//   all ~90 routes itself, with React Router's module-local `matchRoutes`, which the memo of
//   route-matching.server.ts cannot reach: flattening, ranking and a regular expression per route, on
//   every request (all of them for a 404, whose splat route ranks last). Each request is instead
//   answered by a static handler over only the routes of its match (found through the memoised
//   `matchRoutes`), made once per chain of routes.
// - Remix lists the build's route modules in a new object per render (`createEntryRouteModules`), and
//   its `<RemixServer>` makes React Router routes for every route of the build per render
//   (`createServerRoutes`), and `createStaticRouter` converts them to data routes
//   (`convertRoutesToDataRoutes`): both kept per build.
// Each is replaced on the CommonJS exports object its callers read it through at call time, as ADR 135
// does for `matchRoutes`; a package upgrade that stops calling through them loses the speed, not
// correctness.

interface RouteObject {
  id?: string
  path?: string
  index?: boolean
  children?: RouteObject[]
  [key: string]: unknown
}
type MatchRoutes = (routes: RouteObject[], location: { pathname: string }, basename?: string) => { route: RouteObject }[] | null
interface StaticHandler {
  dataRoutes: RouteObject[]
  query: (request: Request, options?: unknown) => Promise<unknown>
  queryRoute: (request: Request, options?: unknown) => Promise<unknown>
}
type CreateStaticHandler = ((routes: RouteObject[], opts?: { basename?: string }) => StaticHandler) & { kept?: true }

/** Static handlers over one chain of routes, per full handler; past this many they are forgotten at once. */
const MAX_CHAINS = 1000

/** True when every route of the tree has a string id, each once. */
function idsAreUnique(routes: RouteObject[], seen = new Set<string>()): boolean {
  for (const route of routes) {
    if (typeof route.id !== 'string' || seen.has(route.id)) return false
    seen.add(route.id)
    if (route.children && !idsAreUnique(route.children, seen)) return false
  }
  return true
}

/**
 * The tree cut down to the routes `ids` names, each the parent of the next. Matching a path against
 * it gives the full tree's answer when that answer was this chain: its branches are the chain's
 * prefixes, ranked as in the full tree, the chain itself among them.
 */
function chainOf(routes: RouteObject[] | undefined, ids: string[]): RouteObject[] | null {
  const route = routes?.find((r) => r.id === ids[0])
  if (!route) return null
  if (ids.length === 1) return [{ ...route, children: undefined }]
  const children = chainOf(route.children, ids.slice(1))
  return children && [{ ...route, children }]
}

/** `createStaticHandler` whose handlers answer each request with a handler over its match's routes only. */
export function chainedStaticHandlers(original: CreateStaticHandler, matchRoutes: MatchRoutes): CreateStaticHandler {
  return (routes, opts) => {
    const full = original(routes, opts)
    if (!idsAreUnique(routes)) return full
    const basename = opts?.basename || '/'
    const byChain = new Map<string, StaticHandler>()
    const handlerFor = (request: Request): StaticHandler => {
      const matches = matchRoutes(full.dataRoutes, { pathname: new URL(request.url).pathname }, basename)
      // No route at all: the full handler answers with its root's 404.
      if (!matches?.length) return full
      const ids = matches.map((m) => m.route.id as string)
      const key = ids.join('\u0000')
      let handler = byChain.get(key)
      if (!handler) {
        const chain = chainOf(routes, ids)
        if (!chain) return full
        handler = original(chain, opts)
        if (byChain.size >= MAX_CHAINS) byChain.clear()
        byChain.set(key, handler)
      }
      return handler
    }
    return {
      dataRoutes: full.dataRoutes,
      query: (request, options) => handlerFor(request).query(request, options),
      queryRoute: (request, options) => handlerFor(request).queryRoute(request, options),
    }
  }
}

type CreateServerRoutes = ((
  manifest: Record<string, unknown>,
  routeModules: Record<string, unknown>,
  future: unknown,
  isSpaMode: boolean,
  ...rest: unknown[]
) => RouteObject[]) & { kept?: true }
type ConvertRoutes = ((
  routes: RouteObject[],
  mapRouteProperties: unknown,
  parentPath?: string[],
  manifest?: Record<string, RouteObject>,
) => RouteObject[]) & { kept?: true }

type EntryRouteModules = ((manifest: Record<string, { module: unknown }>) => Record<string, unknown>) & { kept?: true }

/** Remix's `createEntryRouteModules` (each route's module, by id), kept per build manifest. */
export function keptEntryRouteModules(original: EntryRouteModules): EntryRouteModules {
  const kept = new WeakMap<object, Record<string, unknown>>()
  return (manifest) => {
    let modules = kept.get(manifest)
    if (!modules) kept.set(manifest, (modules = original(manifest)))
    return modules
  }
}

/** Remix's `createServerRoutes`, kept per build manifest while its route modules are the same. */
export function keptServerRoutes(original: CreateServerRoutes, made: WeakSet<RouteObject[]>): CreateServerRoutes {
  const kept = new WeakMap<
    object,
    { routeModules: Record<string, unknown>; future: unknown; isSpaMode: boolean; routes: RouteObject[] }
  >()
  const sameModules = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    if (a === b) return true
    const keys = Object.keys(a)
    if (keys.length !== Object.keys(b).length) return false
    for (const key of keys) if (a[key] !== b[key]) return false
    return true
  }
  return (manifest, routeModules, future, isSpaMode, ...rest) => {
    if (rest.length) return original(manifest, routeModules, future, isSpaMode, ...rest)
    const entry = kept.get(manifest)
    // Remix makes a new route-modules object per request; what matters is that it names the same modules.
    if (entry && entry.future === future && entry.isSpaMode === isSpaMode && sameModules(entry.routeModules, routeModules)) {
      return entry.routes
    }
    const routes = original(manifest, routeModules, future, isSpaMode)
    made.add(routes)
    kept.set(manifest, { routeModules, future, isSpaMode, routes })
    return routes
  }
}

/** React Router's `convertRoutesToDataRoutes`, kept for the route arrays `keptServerRoutes` made; the caller's manifest answers from the kept one. */
export function keptDataRoutes(original: ConvertRoutes, made: WeakSet<RouteObject[]>): ConvertRoutes {
  const kept = new WeakMap<
    RouteObject[],
    { mapRouteProperties: unknown; dataRoutes: RouteObject[]; manifest: Record<string, RouteObject> }
  >()
  return (routes, mapRouteProperties, parentPath, manifest) => {
    if (parentPath !== undefined || !manifest || !made.has(routes))
      return original(routes, mapRouteProperties, parentPath, manifest)
    let entry = kept.get(routes)
    if (!entry || entry.mapRouteProperties !== mapRouteProperties) {
      const own: Record<string, RouteObject> = {}
      entry = { mapRouteProperties, dataRoutes: original(routes, mapRouteProperties, undefined, own), manifest: own }
      kept.set(routes, entry)
    }
    // The caller only looks routes up by id (`createStaticRouter`'s matches): the kept manifest behind
    // its own answers them without copying ~90 entries per render.
    Object.setPrototypeOf(manifest, entry.manifest)
    return entry.dataRoutes
  }
}

/**
 * Puts the kept versions in place, where Remix's server runtime, Remix's React package and React
 * Router's server module call them through their modules' exports. Once per process.
 */
export function keepRouteTrees(): boolean {
  const require = createRequire(import.meta.url)
  const router = require('@remix-run/router') as {
    createStaticHandler: CreateStaticHandler
    matchRoutes: MatchRoutes
    UNSAFE_convertRoutesToDataRoutes: ConvertRoutes
  }
  const remixRoutes = require('@remix-run/react/dist/routes.js') as { createServerRoutes: CreateServerRoutes }
  const remixEntry = require('@remix-run/server-runtime/dist/entry.js') as { createEntryRouteModules: EntryRouteModules }
  if (router.createStaticHandler.kept) return true
  const made = new WeakSet<RouteObject[]>()
  // Through the exports object at call time: the memoised `matchRoutes` (route-matching.server.ts) when it is in place.
  const matchRoutes: MatchRoutes = (...args) => router.matchRoutes(...args)
  try {
    router.createStaticHandler = Object.assign(chainedStaticHandlers(router.createStaticHandler, matchRoutes), {
      kept: true as const,
    })
    remixEntry.createEntryRouteModules = Object.assign(keptEntryRouteModules(remixEntry.createEntryRouteModules), {
      kept: true as const,
    })
    remixRoutes.createServerRoutes = Object.assign(keptServerRoutes(remixRoutes.createServerRoutes, made), {
      kept: true as const,
    })
    router.UNSAFE_convertRoutesToDataRoutes = Object.assign(keptDataRoutes(router.UNSAFE_convertRoutesToDataRoutes, made), {
      kept: true as const,
    })
  } catch {
    return false
  }
  return Boolean(
    router.createStaticHandler.kept &&
    remixEntry.createEntryRouteModules.kept &&
    remixRoutes.createServerRoutes.kept &&
    router.UNSAFE_convertRoutesToDataRoutes.kept,
  )
}
