import { data, redirect } from '@remix-run/node'
import { findShopId, getVisibleShop, ShopError } from '~/modules/shop/index.server.ts'
import { isShopHandle, shopPublicPath } from '~/modules/shop/index.ts'
import { parseRowId } from '~/lib/row-id.ts'
import type { StoreServices } from './load-context.ts'

/**
 * The shop a page shows, for this viewer, by its handle; otherwise a thrown 404 ('Shop not found',
 * also for 0, unknown handles and anything else) or 403 (a private shop seen by someone else) that
 * the page's boundary renders. The old address by id answers 301 to the same page at the handle,
 * with the rest of the path and the query string kept.
 */
export async function loadVisibleShopOrThrow(
  { db }: Pick<StoreServices, 'db'>,
  rawKey: string | undefined,
  viewerId: number | null,
  request: Request,
) {
  const key = rawKey ?? ''
  const shopId = /^\d+$/.test(key) ? parseRowId(key) : null
  if (!shopId && !isShopHandle(key)) throw data({ message: 'Shop not found' }, { status: 404 })
  try {
    const visible = await getVisibleShop(db, shopId ?? key, viewerId)
    if (shopId) {
      const url = new URL(request.url)
      const rest = url.pathname.replace(/^\/shops\/[^/]+/, '')
      throw redirect(`${shopPublicPath(visible.shop.handle)}${rest}${url.search}`, 301)
    }
    return visible
  } catch (error) {
    if (error instanceof ShopError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

/** The shop a form posted to /shops/{handle or id}/… is about: its id, or null when there is none. */
export async function shopIdOf({ db }: Pick<StoreServices, 'db'>, rawKey: string | undefined): Promise<number | null> {
  const key = rawKey ?? ''
  if (/^\d+$/.test(key)) return parseRowId(key)
  return isShopHandle(key) ? findShopId(db, key) : null
}
