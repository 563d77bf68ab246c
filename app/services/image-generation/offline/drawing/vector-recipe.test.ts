import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { isSelfContainedSvg, readVectorRecipe, withVectorRecipe } from './vector-recipe.ts'

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="10" height="10" fill="url(#g)"/></svg>'
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 4, background: '#f00' } })
    .png()
    .toBuffer()

describe('vector recipes', () => {
  it('travel inside the PNG and come back the same, pixels unchanged', async () => {
    const original = await png()
    const carried = await withVectorRecipe(original, { v: 1, svg, finish: 'watercolor', shirtHex: '#000000' })
    expect(await readVectorRecipe(carried)).toEqual({ v: 1, svg, finish: 'watercolor', shirtHex: '#000000' })
    expect((await sharp(carried).raw().toBuffer()).equals(await sharp(original).raw().toBuffer())).toBe(true)
    expect(await readVectorRecipe(original)).toBeNull()
  })

  it('are refused when the SVG could reach outside itself', async () => {
    expect(isSelfContainedSvg(svg)).toBe(true)
    expect(isSelfContainedSvg('<svg><image href="file:///etc/passwd"/></svg>')).toBe(false)
    expect(isSelfContainedSvg('<svg><use xlink:href="https://x.test/a.svg#b"/></svg>')).toBe(false)
    expect(isSelfContainedSvg('<svg><rect fill="url(https://x.test/p)"/></svg>')).toBe(false)
    const carried = await withVectorRecipe(await png(), {
      v: 1,
      svg: '<svg><use href="/etc/x"/></svg>',
      finish: 'none',
      shirtHex: '#000000',
    })
    expect(await readVectorRecipe(carried)).toBeNull()
  })
})
