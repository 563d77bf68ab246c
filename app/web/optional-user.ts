import { useRouteLoaderData } from '@remix-run/react'
import type { PublicUser } from '~/modules/user/index.server.ts'

/** What the root route's loader tells every page about the signed-in user. */
type RootUserData = { user: PublicUser | null }

/**
 * The signed-in user (null when signed out, undefined when unknown), read from the root route's data.
 * It lives here, not in app/root.tsx, so components and routes never import the root route.
 */
export function useOptionalUser(): PublicUser | null | undefined {
  return useRouteLoaderData<RootUserData>('root')?.user
}
