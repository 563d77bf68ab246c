import { describe, expect, it } from 'vitest'
import { AddDesignSchema, fieldErrorsOf, ShopFormSchema, shopFormValues } from './shop-schema.ts'
import {
  designCountLabel,
  designTitle,
  INVALID_SHOP_HANDLE,
  isShopHandle,
  parseTab,
  publishedCountLabel,
  shopHandleFromName,
  storefrontProductHref,
} from './shop.ts'

describe('ShopFormSchema', () => {
  it('trims the name and requires at least 3 characters', () => {
    expect(ShopFormSchema.parse({ name: '  Fox Tees ' }).name).toBe('Fox Tees')
    for (const name of ['ab', '  ab  ', '', undefined, 42]) {
      const result = ShopFormSchema.safeParse({ name })
      expect(result.success).toBe(false)
      expect(fieldErrorsOf(result.error!).name).toBe('Shop name must be at least 3 characters long')
    }
  })

  it('keeps multi-line descriptions, turns blanks into null and checks the PayPal email only when given', () => {
    expect(ShopFormSchema.parse({ name: 'Shop', description: 'a\nb', paypalEmail: '' })).toEqual({
      name: 'Shop',
      handle: null,
      description: 'a\nb',
      paypalEmail: null,
    })
    expect(ShopFormSchema.parse({ name: 'Shop', paypalEmail: ' me@example.com ' }).paypalEmail).toBe('me@example.com')
    const bad = ShopFormSchema.safeParse({ name: 'Shop', paypalEmail: 'me@' })
    expect(fieldErrorsOf(bad.error!)).toEqual({ paypalEmail: 'Please enter a valid PayPal email address' })
  })

  it('reads a browser form: the checkbox decides visibility', () => {
    const form = new FormData()
    form.set('name', 'Shop')
    expect(shopFormValues(form).isPublic).toBe(false)
    form.set('isPublic', 'on')
    expect(shopFormValues(form).isPublic).toBe(true)
  })
})

describe('AddDesignSchema', () => {
  it('needs a positive design id', () => {
    expect(AddDesignSchema.parse({ designId: '12' })).toEqual({ designId: 12 })
    for (const designId of [undefined, '', '0', '-3', 'abc', '1.5']) {
      expect(AddDesignSchema.safeParse({ designId }).success).toBe(false)
    }
  })
})

describe('labels and links', () => {
  it('counts in singular and plural', () => {
    expect(publishedCountLabel(1)).toBe('1 Published Design')
    expect(publishedCountLabel(0)).toBe('0 Published Designs')
    expect(designCountLabel(1)).toBe('1 design')
    expect(designCountLabel(5)).toBe('5 designs')
  })

  it('links storefront cards by external id, else provider product id, else design id, with the shop', () => {
    expect(storefrontProductHref({ id: 3, externalId: 'abc', printifyProductId: 'def' }, 9)).toBe('/products/abc?shop=9')
    expect(storefrontProductHref({ id: 3, externalId: null, printifyProductId: 'def' }, 9)).toBe('/products/def?shop=9')
    expect(storefrontProductHref({ id: 3, externalId: null, printifyProductId: null }, 9)).toBe('/products/3?shop=9')
  })

  it('titles a design by prompt, else name, else Untitled Design', () => {
    expect(designTitle({ prompt: 'Fox', name: 'n' })).toBe('Fox')
    expect(designTitle({ prompt: ' ', name: 'Named' })).toBe('Named')
    expect(designTitle({ prompt: '', name: '' })).toBe('Untitled Design')
  })

  it('falls back to the All Designs tab', () => {
    expect(parseTab('drafts')).toBe('drafts')
    expect(parseTab('published')).toBe('published')
    expect(parseTab('nope')).toBe('all')
    expect(parseTab(null)).toBe('all')
  })
})

describe('shop handles', () => {
  it('are made from the name: lower case, apostrophes dropped, accents plain, other runs as one dash', () => {
    expect(shopHandleFromName('Ada’s Tees!')).toBe('adas-tees')
    expect(shopHandleFromName('  Café  Olé  ')).toBe('cafe-ole')
    expect(shopHandleFromName('***')).toBe('shop')
    expect(shopHandleFromName('x'.repeat(60))).toHaveLength(40)
  })
  it('are 3 to 40 of a-z, 0-9 and single dashes with a letter (digits alone are an id)', () => {
    for (const ok of ['abc', 'ada-tees', 'shop-12', 'a1b']) expect(isShopHandle(ok), ok).toBe(true)
    for (const bad of ['ab', '123', 'Ada', 'a--b', '-ab', 'ab-', 'a b', 'x'.repeat(41)])
      expect(isShopHandle(bad), bad).toBe(false)
    expect(ShopFormSchema.parse({ name: 'Shop', handle: ' My-Shop ' }).handle).toBe('my-shop')
    expect(ShopFormSchema.parse({ name: 'Shop', handle: '' }).handle).toBeNull()
    expect(fieldErrorsOf(ShopFormSchema.safeParse({ name: 'Shop', handle: '42' }).error!)).toEqual({
      handle: INVALID_SHOP_HANDLE,
    })
  })
})
