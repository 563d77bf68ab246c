/** A date as the shop pages show it, the same on server and browser (fixed locale and zone). */
export function formatShopDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
