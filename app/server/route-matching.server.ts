import { createRequire } from 'node:module'

// React Router's `matchRoutes` flattens and ranks every route and compiles a regular expression per
// route on each call, and one page render calls it four to five times (Remix's server routing, the
// React tree's `useRoutes`, the initial manifest's parent paths). Its answer depends only on the
// routes' shape (id, path, index, caseSensitive, children), the pathname and the basename, so it is
// kept per shape and pathname; each call gets fresh match objects that point into the routes it
// was given, with one params object shared by the matches, as the original gives (ADR 135).

interface Route {
  id?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children?: Route[]
}
interface Match {
  params: Record<string, string | undefined>
  pathname: string
  pathnameBase: string
  route: Route
}
type Location = string | { pathname?: string }
type MatchRoutes = (routes: Route[], location: Location, basename?: string) => Match[] | null
interface RouterModule {
  matchRoutes: MatchRoutes & { memoised?: true }
  parsePath: (path: string) => { pathname?: string }
}
interface Kept {
  ids: string[]
  params: Record<string, string | undefined>
  pathname: string[]
  pathnameBase: string[]
}

/** Answers kept per pathname for one shape; past this many they are forgotten at once. */
const MAX_PATHS = 1000

/** The routes' shape as a string, and each route by id; null when a route has no id. */
function describe(routes: Route[]): { shape: string; byId: Map<string, Route> } | null {
  const byId = new Map<string, Route>()
  const walk = (list: Route[]): string | null => {
    let out = ''
    for (const route of list) {
      if (typeof route.id !== 'string' || byId.has(route.id)) return null
      byId.set(route.id, route)
      const children = route.children?.length ? walk(route.children) : ''
      if (children === null) return null
      // Fields apart by a NUL, children between two other control characters: neither appears in a route's id or path.
      out += `${route.id}\u0000${route.path ?? '\u0001'}\u0000${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}\u0002${children}\u0003`
    }
    return out
  }
  const shape = walk(routes)
  return shape === null ? null : { shape, byId }
}

/** A memoised `matchRoutes` over `original`, with the same answers. */
export function memoisedMatchRoutes(original: MatchRoutes, parsePath: RouterModule['parsePath']): MatchRoutes {
  const described = new WeakMap<Route[], { shape: string; byId: Map<string, Route> } | null>()
  const answers = new Map<string, Map<string, Kept | null>>()
  return (routes, location, basename = '/') => {
    const pathname = typeof location === 'string' ? parsePath(location).pathname : location?.pathname
    let description = described.get(routes)
    if (description === undefined) {
      description = describe(routes)
      described.set(routes, description)
    }
    if (description === null || typeof pathname !== 'string') return original(routes, location, basename)
    const key = `${basename}\u0000${pathname}`
    let byPath = answers.get(description.shape)
    if (!byPath) answers.set(description.shape, (byPath = new Map()))
    let kept = byPath.get(key)
    if (kept === undefined) {
      const matches = original(routes, location, basename)
      kept = matches && {
        ids: matches.map((m) => m.route.id as string),
        params: { ...matches.at(-1)?.params },
        pathname: matches.map((m) => m.pathname),
        pathnameBase: matches.map((m) => m.pathnameBase),
      }
      if (byPath.size >= MAX_PATHS) byPath.clear()
      byPath.set(key, kept)
    }
    if (!kept) return null
    const { byId } = description
    const params = { ...kept.params }
    return kept.ids.map((id, i) => ({
      params,
      pathname: kept.pathname[i],
      pathnameBase: kept.pathnameBase[i],
      route: byId.get(id) as Route,
    }))
  }
}

/**
 * Puts the memoised `matchRoutes` in place of React Router's own, where Remix's server runtime, React
 * Router and Remix's React package call it (each calls it through the module's exports). Once per process.
 */
export function memoiseRouteMatching(): boolean {
  const router = createRequire(import.meta.url)('@remix-run/router') as RouterModule
  if (router.matchRoutes.memoised) return true
  const memoised = Object.assign(memoisedMatchRoutes(router.matchRoutes, router.parsePath), { memoised: true as const })
  try {
    router.matchRoutes = memoised
  } catch {
    return false
  }
  return router.matchRoutes === memoised
}
