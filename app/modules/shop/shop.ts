// Pure shop rules shared by server and browser (no zod here, so pages that only show shops stay small).

export const SHOP_NAME_MIN = 3
export const SHOP_NAME_MAX = 80
export const SHOP_DESCRIPTION_MAX = 2000
export const INVALID_SHOP_NAME_TITLE = 'Invalid shop name'
export const SHOP_NAME_TOO_SHORT = 'Shop name must be at least 3 characters long'
export const INVALID_PAYPAL_EMAIL = 'Please enter a valid PayPal email address'
export const NO_DESIGN_SELECTED_TITLE = 'No design selected'
export const NO_DESIGN_SELECTED = 'Please select a design to add to your shop.'
export const DEFAULT_PUBLIC_DESCRIPTION = 'A collection of unique t-shirt designs'
export const CARD_TITLE_MAX = 60
export const CARD_ALT_MAX = 30

export type FieldErrors = Partial<Record<'name' | 'handle' | 'description' | 'paypalEmail' | 'isPublic' | 'designId', string>>

export type DesignTab = 'all' | 'published' | 'drafts'
export function parseTab(value: string | null): DesignTab {
  return value === 'published' || value === 'drafts' ? value : 'all'
}

/** '1 Published Design' / 'n Published Designs'. */
export function publishedCountLabel(count: number) {
  return `${count} Published Design${count === 1 ? '' : 's'}`
}

/** '1 design' / 'n designs'. */
export function designCountLabel(count: number) {
  return `${count} design${count === 1 ? '' : 's'}`
}

/**
 * Where a storefront card leads: the product page of the design's external id, else its
 * print-provider product id, else its own id, carrying the shop so a purchase there is attributed.
 */
export function storefrontProductHref(
  design: { id: number; externalId: string | null; printifyProductId: string | null },
  shopId: number,
) {
  const id = design.externalId || design.printifyProductId || String(design.id)
  return `/products/${encodeURIComponent(id)}?shop=${shopId}`
}

/** A shop's address: /shops/{handle}. */
export function shopPublicPath(handle: string) {
  return `/shops/${encodeURIComponent(handle)}`
}

export const SHOP_HANDLE_MIN = 3
export const SHOP_HANDLE_MAX = 40
export const INVALID_SHOP_HANDLE = `Shop address must be ${SHOP_HANDLE_MIN} to ${SHOP_HANDLE_MAX} lower-case letters, digits or single dashes, with at least one letter`
export const SHOP_HANDLE_TAKEN = 'That shop address is taken. Please choose another.'

/** A valid handle: a-z and 0-9 in runs joined by single dashes, with a letter (digits alone are an id). */
export function isShopHandle(value: string) {
  return (
    value.length >= SHOP_HANDLE_MIN &&
    value.length <= SHOP_HANDLE_MAX &&
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) &&
    /[a-z]/.test(value)
  )
}

/**
 * The handle a name suggests (the database's shop_handle_slug does the same for shops made without
 * one): lower case, apostrophes dropped, accents plain, other runs as one '-', at most 40 characters.
 */
export function shopHandleFromName(name: string) {
  const slug = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SHOP_HANDLE_MAX)
    .replace(/^-+|-+$/g, '')
  return slug || 'shop'
}

export function designTitle(design: { prompt: string | null; name: string | null }) {
  return design.prompt?.trim() || design.name?.trim() || 'Untitled Design'
}

/** The directory page asked for (`?page=N`, 1 when absent), or null for anything but 1..1000. */
export function parseDirectoryPage(raw: string | null): number | null {
  if (raw === null || raw === '') return 1
  if (!/^[0-9]{1,4}$/.test(raw)) return null
  const page = Number(raw)
  return page >= 1 && page <= 1000 ? page : null
}
