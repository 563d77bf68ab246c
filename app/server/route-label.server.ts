import type { ServerBuild } from '@remix-run/node'
import { matchRoutes } from '@remix-run/react'

interface RouteNode {
  id: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children: RouteNode[]
}

/**
 * Matches a path to the id of the Remix route that answers it (`routes/products.$id`), as Remix
 * itself matches: a bounded set of labels whatever URLs arrive (unknown paths fall to the splat).
 */
export function remixRouteMatcher(routes: ServerBuild['routes']): (pathname: string) => string | null {
  const all = Object.values(routes).filter((route) => route !== undefined)
  const childrenOf = (parentId: string | undefined): RouteNode[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) => ({
        id: route.id,
        ...(route.path !== undefined ? { path: route.path } : {}),
        ...(route.index ? { index: true } : {}),
        ...(route.caseSensitive ? { caseSensitive: true } : {}),
        children: childrenOf(route.id),
      }))
  const tree = childrenOf(undefined)
  // Matching ranks every route afresh on each call; the busy paths are few, so their answers are kept
  // (at most 1000, forgotten all at once past that).
  const known = new Map<string, string | null>()
  return (pathname) => {
    const seen = known.get(pathname)
    if (seen !== undefined) return seen
    // Single-fetch data requests: `/products/1.data` asks for `/products/1`, `/_root.data` for `/`.
    const page = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : pathname
    const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], page)
    const id = matches?.at(-1)?.route.id ?? null
    if (known.size >= 1000) known.clear()
    known.set(pathname, id)
    return id
  }
}

/** Paths the Express app answers itself, before Remix: each is one label. */
const FIXED = [
  { prefix: '/assets/', label: '/assets/*' },
  { prefix: '/oidc', label: '/oidc/*' },
] as const
const EXACT = new Set(['/healthz', '/readyz', '/metrics'])

/**
 * The route label of a request for metrics: a path the Express app answers itself, else the Remix
 * route id, else `other` (static files of public/, or a request answered before routing). Never the
 * raw URL, so the number of label values stays that of the routes.
 */
export function routeLabel(
  req: { path: string; originalUrl?: string },
  matchRoute: ((pathname: string) => string | null) | null,
): string {
  const pathname = (req.originalUrl ?? req.path).split('?')[0] ?? '/'
  if (EXACT.has(pathname)) return pathname
  for (const { prefix, label } of FIXED) if (pathname.startsWith(prefix)) return label
  return matchRoute?.(pathname) ?? 'other'
}
