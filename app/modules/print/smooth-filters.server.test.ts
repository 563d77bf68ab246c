import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawDesign } from '~/services/image-generation/offline/offline.server.ts'
import { readVectorRecipe } from '~/services/image-generation/offline/drawing/vector-recipe.ts'
import { filterReachUnits } from './filter-reach.ts'
import { drawSmoothFiltersOnce } from './smooth-filters.server.ts'

async function designSvg(style: 'Ghibli-inspired' | 'Hyper-realistic') {
  const recipe = await readVectorRecipe(await drawDesign('a fox reading a book under an oak tree', style, 'image', '#ffffff'))
  return recipe!.svg
}

/** How two SVGs drawn at 1024 px differ: the mean and the share of values off by more than 24 (colours weighed by opacity). */
async function difference(a: string, b: string) {
  const [one, two] = await Promise.all([a, b].map((svg) => sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()))
  const seen = (pixels: Buffer, i: number) => (i % 4 === 3 ? pixels[i]! : (pixels[i]! * pixels[i - (i % 4) + 3]!) / 255)
  let sum = 0
  let far = 0
  for (let i = 0; i < one!.length; i++) {
    const d = Math.abs(seen(one!, i) - seen(two!, i))
    sum += d
    if (d > 24) far++
  }
  return { mean: sum / one!.length, farShare: far / one!.length }
}

describe('smooth filter results drawn once per print file', () => {
  it('draws Ghibli’s light once as a picture, so the rest of its cel filter reaches a few units, and looks the same', async () => {
    const svg = await designSvg('Ghibli-inspired')
    const once = await drawSmoothFiltersOnce(svg, 1024)
    const cel = /<filter id="cel"[\s\S]*?<\/filter>/.exec(once)![0]
    expect(cel).toContain('<feImage ')
    expect(cel).not.toContain('feDiffuseLighting')
    // The two-tone cut is still made from the light, at whatever size the file is drawn.
    expect(cel).toContain('type="discrete"')
    expect(filterReachUnits(svg)).toBe(64)
    expect(filterReachUnits(once)).toBeLessThanOrEqual(16)
    const { mean, farShare } = await difference(svg, once)
    expect(mean).toBeLessThan(0.5)
    expect(farShare).toBeLessThan(0.005)
  }, 60_000)

  it('turns Hyper-realistic’s setting, out of focus through to its filter’s output, into a picture', async () => {
    const svg = await designSvg('Hyper-realistic')
    const once = await drawSmoothFiltersOnce(svg, 1024)
    expect(svg).toContain('filter="url(#far)"')
    expect(once).not.toContain('filter="url(#far)"')
    expect(once).toMatch(
      /<image x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" preserveAspectRatio="none" href="data:image\/png;base64,/,
    )
    expect(filterReachUnits(once)).toBeLessThanOrEqual(8)
    const { mean, farShare } = await difference(svg, once)
    expect(mean).toBeLessThan(0.5)
    expect(farShare).toBe(0)
  }, 60_000)

  it('redraws light in either colour space and a glow of a sharp line, and leaves alone a moved group and a sharp filter', async () => {
    const lit = (filterAttributes: string, body: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><filter id="f"${filterAttributes}><feGaussianBlur in="SourceAlpha" stdDeviation="8" result="v"/><feDiffuseLighting in="v" surfaceScale="5" result="l"><feDistantLight azimuth="225" elevation="40"/></feDiffuseLighting><feComposite in="SourceGraphic" in2="l" operator="arithmetic" k1="1"/></filter></defs>${body}</svg>`
    const disc = '<circle cx="100" cy="100" r="60" fill="#c60"/>'
    for (const space of ['', ' color-interpolation-filters="sRGB"']) {
      const plain = lit(space, `<g filter="url(#f)">${disc}</g>`)
      const once = await drawSmoothFiltersOnce(plain, 200)
      expect(once).toContain('<feImage ')
      expect(once).not.toContain('feDiffuseLighting')
      expect((await difference(plain, once)).mean).toBeLessThan(0.5)
    }
    // A wide glow of a sharp outline the filter draws first (Cyberpunk's neon): the glow is drawn once, from
    // the outline drawn for it; the outline itself stays sharp, drawn at print size.
    const glow = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><filter id="g"><feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feComponentTransfer result="fat"><feFuncA type="linear" slope="20"/></feComponentTransfer><feFlood flood-color="#00e5ff"/><feComposite in2="fat" operator="in" result="line"/><feGaussianBlur in="line" stdDeviation="9" result="blurred"/><feMerge><feMergeNode in="blurred"/><feMergeNode in="line"/></feMerge></filter></defs><g filter="url(#g)">${disc}</g></svg>`
    const glowOnce = await drawSmoothFiltersOnce(glow, 200)
    expect(glowOnce).toContain('<feImage ')
    expect(glowOnce).not.toContain('stdDeviation="9"')
    expect(filterReachUnits(glow)).toBe(34)
    expect(filterReachUnits(glowOnce)).toBe(7)
    expect((await difference(glow, glowOnce)).mean).toBeLessThan(0.5)
    // A group that moves what it draws: the picture would sit in other coordinates.
    const moved = lit('', `<g transform="translate(5 0)"><g filter="url(#f)">${disc}</g></g>`)
    expect(await drawSmoothFiltersOnce(moved, 200)).toBe(moved)
    // A narrow blur is no smooth result: drawn per tile, at print size.
    const sharpBlur = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><filter id="s"><feGaussianBlur stdDeviation="2"/></filter></defs><g filter="url(#s)">${disc}</g></svg>`
    expect(await drawSmoothFiltersOnce(sharpBlur, 200)).toBe(sharpBlur)
  })
})
