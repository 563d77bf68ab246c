import { DEFAULT_SIZE, FALLBACK_VARIANT_IDS } from '~/modules/catalogue/index.ts'

/** How a shirt added to the cart is chosen: the rule only, the catalogue lookups are the caller's. */
export type VariantChoice =
  /** A known variant id, not checked against the local catalogue. */
  | { use: 'fixed'; id: number; color: string; size: string }
  /** The own-design default variant, read from the catalogue (white if it is missing). */
  | { use: 'own-default'; id: number; size: string }
  /** The catalogue's enabled variant of this colour and size, or "not available". */
  | { use: 'catalogue'; color: string; size: string }

export interface VariantChoiceInput {
  kind: 'own' | 'community' | 'product'
  color?: string
  size?: string
}

/**
 * - A community design's Buy is a white shirt of the chosen size (the size's white variant id, else
 *   the community default variant).
 * - An own design ordered as it is (no colour, default size) is the own-design default variant.
 * - A product made at the print provider skips the local check (the provider knows its variants):
 *   the size's white variant id, in the chosen colour.
 * - Everything else is looked up in the catalogue: the chosen colour (own designs default to white,
 *   products to the catalogue's default colour) in the chosen size (L by default).
 */
export function chooseVariant(
  input: VariantChoiceInput,
  context: { hasProviderProduct: boolean; defaultColor: string; cartVariants: { ownDesign: number; communityDesign: number } },
): VariantChoice {
  const size = input.size ?? DEFAULT_SIZE
  const whiteOfSize = FALLBACK_VARIANT_IDS[size] ?? context.cartVariants.communityDesign
  if (input.kind === 'community') return { use: 'fixed', id: whiteOfSize, color: 'White', size }
  if (input.kind === 'own' && !input.color && size === DEFAULT_SIZE) {
    return { use: 'own-default', id: context.cartVariants.ownDesign, size }
  }
  if (input.kind === 'product' && context.hasProviderProduct) {
    return { use: 'fixed', id: whiteOfSize, color: input.color ?? 'White', size }
  }
  return { use: 'catalogue', color: input.color ?? (input.kind === 'own' ? 'White' : context.defaultColor), size }
}
