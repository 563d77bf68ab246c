import { describe, expect, it } from 'vitest'
import { searchFromParams } from './search.ts'

describe('a page search from its query string', () => {
  it('spells a colour as the catalogue does, whatever case the address has', () => {
    expect(searchFromParams(new URLSearchParams('color=navy')).color).toBe('Navy')
    expect(searchFromParams(new URLSearchParams('color=sport%20GREY')).color).toBe('Sport Grey')
    expect(searchFromParams(new URLSearchParams('color=%20Forest%20green%20')).color).toBe('Forest Green')
    expect(searchFromParams(new URLSearchParams('')).color).toBeNull()
  })

  it('keeps words and a known style, and drops an unknown style', () => {
    const search = searchFromParams(new URLSearchParams('q=Fox%20book&style=watercolor'))
    expect(search.words).toEqual(['fox', 'book'])
    expect(search.style).toBe('Watercolor')
    expect(searchFromParams(new URLSearchParams('style=Plaid')).style).toBeNull()
  })
})
