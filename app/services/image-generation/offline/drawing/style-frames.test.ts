import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { STYLES } from '../../styles.ts'
import { drawDesign } from '../offline.server.ts'
import { planScene } from '../plan/scene-plan.ts'
import { renderIllustration } from './illustration.ts'

const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return {
    data,
    width: info.width,
    height: info.height,
    at: (x: number, y: number) => data.slice((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
  }
}

describe('what the styles draw around the subjects', () => {
  it('draws no sun the prompt did not ask for, in any style', () => {
    for (const style of STYLES) {
      const prompt = 'a fox reading a book'
      const { svg } = renderIllustration({ prompt, style, shirtHex: '#ffffff', plan: planScene(prompt) })
      // The sun stood at the badge's top right in every style but Cyberpunk, whose striped sun is its look.
      expect(svg, style).not.toMatch(/<circle cx="7(02|22)" cy="(290|300)"/)
      // Nor Hyper-realistic's glow of the sun.
      expect(svg, style).not.toContain('fill="url(#glow)"')
    }
    const prompt = 'a fox on a sunny day'
    const { svg } = renderIllustration({ prompt, style: 'Flat Design', shirtHex: '#ffffff', plan: planScene(prompt) })
    expect(svg).toContain('#ffb703')
  })

  it('puts no box behind the art in Studio Lighting: outside the round light the picture is clear', async () => {
    for (const shirt of ['#ffffff', '#111111']) {
      const png = await pixels(await drawDesign('a fox reading a book', 'Studio Lighting', 'image', shirt))
      // The corners of the square the badge sits in (x 112..912, y 70..870).
      for (const [x, y] of [
        [132, 90],
        [892, 90],
        [132, 850],
        [892, 850],
      ])
        expect(png.at(x, y)[3], `${shirt} at ${x},${y}`).toBe(0)
    }
  })

  it('cuts nothing at the picture’s edge in Isometric: the block and its shadows end inside it', async () => {
    for (const prompt of ['a fox reading a book', 'a giraffe wearing a scarf', 'a lighthouse in a storm']) {
      const png = await pixels(await drawDesign(prompt, 'Isometric', 'image', '#ffffff'))
      let edge = 0
      for (let i = 0; i < png.width; i++)
        for (const [x, y] of [
          [i, 0],
          [i, png.height - 1],
          [0, i],
          [png.width - 1, i],
        ])
          if (png.at(x, y)[3] > 0) edge++
      expect(edge, prompt).toBe(0)
    }
  })

  it('draws Line Art bold on dark shirts, where light ink reads thinner', async () => {
    const inked = async (shirt: string, ink: (r: number) => boolean) => {
      const png = await pixels(await drawDesign('a fox reading a book', 'Line Art', 'image', shirt))
      let count = 0
      for (let i = 0; i < png.data.length; i += 4) if (png.data[i + 3] > 128 && ink(png.data[i])) count++
      return count
    }
    const onLight = await inked('#ffffff', (r) => r < 80)
    const onDark = await inked('#111111', (r) => r > 180)
    expect(onDark / onLight).toBeGreaterThan(1.4)
  })

  it('cuts no storm cloud or moon at the badge’s edge in the styles that draw no badge: they fade out inside it', () => {
    for (const style of ['Studio Lighting', 'Minimalist', 'Isometric'] as const) {
      const prompt = 'a lighthouse in a storm'
      const { svg } = renderIllustration({ prompt, style, shirtHex: '#ffffff', plan: planScene(prompt) })
      expect(svg, style).toContain('<g mask="url(#edge)"><g transform="translate(512 470) scale(0.86)')
      expect(svg, style).not.toContain('clip-path="url(#badge)"')
    }
  })

  it('draws the sun of dusk as a setting sun in bands, not a whole disc on its own', () => {
    for (const style of ['Minimalist', 'Studio Lighting', 'Flat Design'] as const) {
      const prompt = 'a whale and a sailboat at sunset'
      const { svg } = renderIllustration({ prompt, style, shirtHex: '#ffffff', plan: planScene(prompt) })
      expect(svg, style).toContain('clip-path="url(#low-sun)"')
      expect(svg, style).not.toMatch(/<circle cx="712" cy="600" r="95" fill/)
    }
  })

  it('photographs Hyper-realistic: the setting out of focus, the subjects lit by a key light with a cool fill and a bounce from the ground, matte (no glossy highlight), grain and surface texture over all, no outlines', () => {
    const prompt = 'a fox reading a book'
    const { svg } = renderIllustration({ prompt, style: 'Hyper-realistic', shirtHex: '#ffffff', plan: planScene(prompt) })
    expect(svg).toMatch(/<g filter="url\(#far\)">/)
    expect(svg).toMatch(/result="key"><feDistantLight azimuth="225"/)
    expect(svg).toContain('result="fill"')
    expect(svg).toContain('result="bounce"')
    expect(svg).toContain('result="occlusion"')
    // Toys are glossy: no specular highlight on the subjects.
    expect(svg).not.toContain('feSpecularLighting')
    expect(svg).toMatch(/fill="url\(#surface\)" opacity="[\d.]+" style="mix-blend-mode:overlay"/)
    // The ground the subjects stand on is textured, and the setting has clouds and bokeh.
    expect(svg).toContain('fill="url(#soil)"')
    // No turbulence: a filter per speck of texture would cost tens of seconds of CPU in a print file.
    expect(svg).not.toContain('feTurbulence')
  })

  it('gives Hyper-realistic subjects continuous tone where Flat Design paints one flat colour', async () => {
    const patch = async (style: 'Hyper-realistic' | 'Flat Design') => {
      const png = await pixels(await drawDesign('a panda', style, 'image', '#ffffff'))
      // Inside the panda's white face, below its mouth: one fill in the icon.
      const values: number[] = []
      for (let y = 700; y < 730; y++) for (let x = 500; x < 530; x++) values.push(png.at(x, y)[1])
      const mean = values.reduce((a, b) => a + b, 0) / values.length
      return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length)
    }
    expect(await patch('Flat Design')).toBeLessThan(0.5)
    expect(await patch('Hyper-realistic')).toBeGreaterThan(2)
  })

  it('cel-shades Ghibli-inspired subjects in two tones with a thin warm line, under shaded clouds on hills in a mottled wash', () => {
    const prompt = 'a fox reading a book'
    const { svg } = renderIllustration({ prompt, style: 'Ghibli-inspired', shirtHex: '#ffffff', plan: planScene(prompt) })
    expect(svg).toMatch(/<g filter="url\(#cel\)">/)
    expect(svg).toContain('type="discrete"')
    expect(svg).toContain('flood-color="#4a2f22"')
    expect(svg).toMatch(/<path d="[^"]+" fill="url\(#wash\)"/)
    expect(svg).toContain('#b4c3dc')
  })

  it('models Studio Lighting subjects with a key light and a specular highlight', () => {
    const prompt = 'a fox reading a book'
    const { svg } = renderIllustration({ prompt, style: 'Studio Lighting', shirtHex: '#ffffff', plan: planScene(prompt) })
    expect(svg).toMatch(/result="light"><feSpotLight/)
    expect(svg).toMatch(/result="gloss"><feSpotLight/)
  })
})
