import { describe, expect, it } from 'vitest'
import { chooseProviderMockup } from './printify-mockups.ts'

const images = [
  { src: 'https://cdn/black-back.png', variant_ids: [1, 2], position: 'back', is_default: false },
  { src: 'https://cdn/black-front.png', variant_ids: [1, 2], position: 'front', is_default: false },
  { src: 'https://cdn/white-front-default.png', variant_ids: [3, 4], position: 'front', is_default: true },
  { src: 'https://cdn/white-front.png', variant_ids: [3, 4], position: 'front', is_default: false },
  { src: 'https://cdn/navy-back.png', variant_ids: [5], position: 'back', is_default: true },
]

describe("Printify's mockup for a shirt colour", () => {
  it("takes the front view of one of the colour's variants", () => {
    expect(chooseProviderMockup(images, [2])).toBe('https://cdn/black-front.png')
  })

  it("prefers Printify's default among the colour's front views", () => {
    expect(chooseProviderMockup(images, [3, 4])).toBe('https://cdn/white-front-default.png')
  })

  it('falls back to another view when the colour has no front view', () => {
    expect(chooseProviderMockup(images, [5])).toBe('https://cdn/navy-back.png')
  })

  it('answers null for a colour Printify has no mockup of, or a product without images', () => {
    expect(chooseProviderMockup(images, [99])).toBeNull()
    expect(chooseProviderMockup(undefined, [1])).toBeNull()
  })
})
