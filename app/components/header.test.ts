import { describe, expect, it } from 'vitest'
import { sectionOf } from './header.tsx'

describe('sectionOf', () => {
  it("marks a shop's design management as My Shops, and storefronts as Discover Shops", () => {
    expect(sectionOf('/shops/12/designs')).toBe('/my-shops')
    expect(sectionOf('/my-shops')).toBe('/my-shops')
    expect(sectionOf('/shops')).toBe('/shops')
    expect(sectionOf('/shops/12')).toBe('/shops')
    expect(sectionOf('/my-designs')).toBe('/my-designs')
    expect(sectionOf('/sell-designs')).toBe('/sell-designs')
    expect(sectionOf('/')).toBeNull()
    expect(sectionOf('/shopsy')).toBeNull()
  })
})
