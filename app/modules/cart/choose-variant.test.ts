import { describe, expect, it } from 'vitest'
import { chooseVariant } from './choose-variant.ts'

const context = { hasProviderProduct: false, defaultColor: 'Navy', cartVariants: { ownDesign: 17603, communityDesign: 17645 } }

describe('chooseVariant', () => {
  it('buys a community design as a white shirt of the chosen size', () => {
    expect(chooseVariant({ kind: 'community', size: 'M' }, context)).toEqual({
      use: 'fixed',
      id: 17644,
      color: 'White',
      size: 'M',
    })
    expect(chooseVariant({ kind: 'community' }, context)).toEqual({ use: 'fixed', id: 17645, color: 'White', size: 'L' })
    // A size without a white variant id falls back to the community default variant.
    expect(chooseVariant({ kind: 'community', size: '3XL' }, context)).toEqual({
      use: 'fixed',
      id: 17645,
      color: 'White',
      size: '3XL',
    })
  })

  it('orders an own design as it is with the own-design default variant, otherwise from the catalogue in white', () => {
    expect(chooseVariant({ kind: 'own' }, context)).toEqual({ use: 'own-default', id: 17603, size: 'L' })
    expect(chooseVariant({ kind: 'own', size: 'S' }, context)).toEqual({ use: 'catalogue', color: 'White', size: 'S' })
    expect(chooseVariant({ kind: 'own', color: 'Black' }, context)).toEqual({ use: 'catalogue', color: 'Black', size: 'L' })
  })

  it('skips the catalogue for a product made at the print provider, and uses the default colour otherwise', () => {
    const provider = { ...context, hasProviderProduct: true }
    expect(chooseVariant({ kind: 'product', color: 'Red', size: 'XL' }, provider)).toEqual({
      use: 'fixed',
      id: 17646,
      color: 'Red',
      size: 'XL',
    })
    expect(chooseVariant({ kind: 'product' }, context)).toEqual({ use: 'catalogue', color: 'Navy', size: 'L' })
  })
})
