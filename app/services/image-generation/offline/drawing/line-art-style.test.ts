import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { planScene } from '../plan/scene-plan.ts'
import { renderIllustration } from './illustration.ts'

/** A rendered SVG's alpha channel, 1024 px square. */
async function alpha(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!
}

describe('Line Art', () => {
  // The rocket stands in front of the badge's circle, the ringed planet and the stars; the robot in front of the
  // ground line; the frog in front of the rain.
  for (const prompt of ['two cats in a rocket ship', 'robot watering plants', 'a frog watering a plant in the rain']) {
    it(`leaves undrawn what the subjects hide: "${prompt}"`, async () => {
      const drawn = renderIllustration({ prompt, style: 'Line Art', shirtHex: '#ffffff', plan: planScene(prompt) })
      const scene = await alpha(drawn.svg)
      const subjects = await alpha(drawn.subjectsSvg)
      // Inside the subjects (well inside: their traced outline goes there later), the scene's strokes leave the
      // shirt bare; the subjects must hide some ink for the check to mean anything.
      let hidden = 0
      let inked = 0
      for (let y = 8; y < 1016; y += 2) {
        for (let x = 8; x < 1016; x += 2) {
          const inside = [-8, 0, 8].every((dy) => [-8, 0, 8].every((dx) => subjects(x + dx, y + dy) === 255))
          if (!inside) continue
          hidden++
          if (scene(x, y) > 0) inked++
        }
      }
      expect(hidden).toBeGreaterThan(2000)
      expect(inked).toBe(0)
    })
  }
})
