import { describe, expect, it } from 'vitest'
import {
  groupVariantsByColor,
  offeredSizes,
  parseProductId,
  prefersNativeShare,
  productPathFor,
  resolveSelection,
  type Variant,
} from './product.ts'

const variants: Variant[] = [
  { id: 17645, color: 'White', size: 'L', price: 2499, isEnabled: true },
  { id: 17643, color: 'White', size: 'S', price: 2499, isEnabled: true },
  { id: 18101, color: 'Navy', size: 'L', price: 2499, isEnabled: true },
  { id: 18102, color: 'Navy', size: 'XL', price: 2499, isEnabled: false },
]
const colors = ['Navy', 'White']
const sizes = ['S', 'M', 'L', 'XL', '2XL']

describe('parseProductId', () => {
  it('tells local ids from provider ids', () => {
    expect(parseProductId('12')).toEqual({ kind: 'local', designId: 12 })
    expect(parseProductId('5f1a2b3c4d5e6f7a8b9c0d1E')).toEqual({ kind: 'provider', productId: '5f1a2b3c4d5e6f7a8b9c0d1e' })
  })
  it('rejects everything else', () => {
    for (const bad of [
      '0',
      'abc',
      '12a',
      '5f1a2b3c4d5e6f7a8b9c0d1',
      '5f1a2b3c4d5e6f7a8b9c0d1eff',
      '99999999999',
      '',
      undefined,
      '-3',
    ]) {
      expect(parseProductId(bad)).toBeNull()
    }
  })
})

describe('productPathFor', () => {
  it('uses the provider product id only for print-provider designs', () => {
    expect(productPathFor({ id: 3, externalId: 'abc', externalSource: 'printify' })).toBe('/products/abc')
    expect(productPathFor({ id: 3, externalId: 'abc', externalSource: 'Printify' })).toBe('/products/abc')
    expect(productPathFor({ id: 3, externalId: 'abc', externalSource: 'other' })).toBe('/products/3')
    expect(productPathFor({ id: 3, externalId: null, externalSource: 'printify' })).toBe('/products/3')
  })
})

describe('variants', () => {
  it('groups by colour and lists sizes in order', () => {
    expect(Object.keys(groupVariantsByColor(variants))).toEqual(['White', 'Navy'])
    expect(groupVariantsByColor(variants).White.map((v) => v.id)).toEqual([17645, 17643])
    expect(offeredSizes(variants)).toEqual(['S', 'L'])
    expect(offeredSizes([])).toEqual(sizes)
  })
})

describe('resolveSelection', () => {
  it('defaults to the design colour and size L', () => {
    expect(resolveSelection({ kind: 'local', colors, sizes, variants, designColor: 'white' })).toEqual({
      color: 'White',
      size: 'L',
      variantId: 17645,
      available: true,
    })
    expect(resolveSelection({ kind: 'local', colors, sizes, variants }).color).toBe('Navy')
  })
  it('takes a valid request and ignores an unknown one', () => {
    expect(
      resolveSelection({ kind: 'local', colors, sizes, variants, requestedColor: 'WHITE', requestedSize: 's' }),
    ).toMatchObject({
      color: 'White',
      size: 'S',
      variantId: 17643,
    })
    expect(
      resolveSelection({ kind: 'local', colors, sizes, variants, requestedColor: 'Plaid', requestedSize: '9XL' }),
    ).toMatchObject({
      color: 'Navy',
      size: 'L',
    })
  })
  it('marks a missing or disabled local variant as not available', () => {
    expect(resolveSelection({ kind: 'local', colors, sizes, variants, requestedColor: 'Navy', requestedSize: 'XL' })).toEqual({
      color: 'Navy',
      size: 'XL',
      variantId: null,
      available: false,
    })
    expect(
      resolveSelection({ kind: 'local', colors, sizes, variants, requestedColor: 'Navy', requestedSize: 'M' }).available,
    ).toBe(false)
  })
  it('skips the variant check for provider products', () => {
    expect(resolveSelection({ kind: 'provider', colors, sizes, variants, requestedColor: 'Navy', requestedSize: 'XL' })).toEqual({
      color: 'Navy',
      size: 'XL',
      variantId: 17646,
      available: true,
    })
  })
})

describe('prefersNativeShare', () => {
  it('uses the share sheet only at 768 px or less when the browser has one', () => {
    expect(prefersNativeShare(768, true)).toBe(true)
    expect(prefersNativeShare(769, true)).toBe(false)
    expect(prefersNativeShare(390, false)).toBe(false)
  })
})
