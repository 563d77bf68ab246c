import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawNoisePatternsOnce } from './noise-patterns.server.ts'
import { svgWindow } from './svg-window.ts'

// A land painted as Ghibli-inspired paints it: hills filled with a noise wash in a repeating pattern.
const NOISE = `<filter id="noise" x="0" y="0" width="256" height="256" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="2" seed="8" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0.55 0.55  0 0 0 0.5 0.6  0 0 0 0.35 0.72  0 0 0 0 1"/></filter>`
const painted = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><defs>${NOISE}<filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>
  <pattern id="wash" width="256" height="256" patternUnits="userSpaceOnUse"><rect width="256" height="256" filter="url(#noise)"/></pattern>
  <pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="6" fill="#234" filter="url(#soft)"/></pattern></defs>
  <path d="M0,600 Q512,520 1024,610 L1024,1024 L0,1024 Z" fill="#71b46d"/><path d="M0,600 Q512,520 1024,610 L1024,1024 L0,1024 Z" fill="url(#wash)" opacity="0.6"/>
  <rect y="100" width="1024" height="200" fill="url(#dots)"/></svg>`

async function pixels(svg: string, viewBox: [number, number, number, number], side: number) {
  return sharp(Buffer.from(svgWindow(svg, viewBox, side, side)))
    .ensureAlpha()
    .raw()
    .toBuffer()
}

describe('noise patterns drawn once', () => {
  it('shows a noise pattern as a picture of its tile, and leaves other patterns and the drawing alone', async () => {
    const svg = painted()
    const once = await drawNoisePatternsOnce(svg, 2)
    const wash = /<pattern id="wash"[\s\S]*?<\/pattern>/.exec(once)![0]
    expect(wash).toMatch(/<image width="256" height="256" preserveAspectRatio="none" href="data:image\/png;base64,/)
    expect(wash).not.toContain('filter=')
    const tile = await sharp(Buffer.from(/base64,([^"]+)"/.exec(wash)![1]!, 'base64')).metadata()
    expect([tile.width, tile.height]).toEqual([512, 512])
    // The dots' blur is no noise, and everything outside the patterns is as it was.
    expect(once).toContain('<circle cx="16" cy="16" r="6" fill="#234" filter="url(#soft)"/>')
    expect(once.replace(/<pattern id="wash"[\s\S]*?<\/pattern>/, '')).toBe(
      svg.replace(/<pattern id="wash"[\s\S]*?<\/pattern>/, ''),
    )
  })

  it('draws in a window what one render of the whole design draws', async () => {
    // A print file is drawn a window at a time. Through the filter, librsvg drew the wash in only some
    // of a window's pattern tiles (the rest of the land plain green); the picture of the tile shows in all.
    const svg = painted()
    const k = 4.4
    const once = await drawNoisePatternsOnce(svg, k)
    const whole = await sharp(Buffer.from(svg), { density: 72 * k })
      .ensureAlpha()
      .extract({ left: 880, top: 2464, width: 600, height: 600 })
      .raw()
      .toBuffer()
    const window = await pixels(once, [200, 560, 600 / k, 600 / k], 600)
    let total = 0
    for (let i = 0; i < whole.length; i++) total += Math.abs(whole[i]! - window[i]!)
    expect(total / whole.length).toBeLessThan(4)
  })

  it('leaves an SVG without noise patterns as it is', async () => {
    const plain = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"/></pattern><rect width="10" height="10" fill="url(#p)"/></svg>`
    expect(await drawNoisePatternsOnce(plain, 4)).toBe(plain)
    // A noise pattern in the tile's own units (objectBoundingBox) is not redrawn: its size is the shape's.
    const relative = painted().replace(
      'patternUnits="userSpaceOnUse"><rect width="256"',
      'patternUnits="objectBoundingBox"><rect width="256"',
    )
    expect(await drawNoisePatternsOnce(relative, 4)).toBe(relative)
  })
})
