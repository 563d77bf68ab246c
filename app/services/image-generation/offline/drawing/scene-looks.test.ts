import { describe, expect, it } from 'vitest'
import { planScene } from '../plan/scene-plan.ts'
import { arrangeScene, eachFigureMarkup } from './scene-draw.ts'

const drawn = (prompt: string) => {
  const plan = planScene(prompt)
  const scene = arrangeScene(plan, false)
  return { scene, markup: eachFigureMarkup(scene, plan, 't').join('') + scene.marks }
}

describe('drawing looks, materials and leaps', () => {
  it('draws a vintage subject in sepia and a retro one in warm flat tones', () => {
    expect(drawn('vintage motorcycle').markup).toMatch(/<filter id="t0-look"[^>]*><feColorMatrix type="matrix" values="0\.39/)
    expect(drawn('a retro robot').markup).toContain('type="discrete"')
    expect(drawn('a motorcycle').markup).not.toContain('-look"')
  })

  it('draws a tiny subject smaller and a giant one bigger, about its feet', () => {
    expect(drawn('a tiny elephant').markup).toContain('scale(0.6)')
    expect(drawn('a giant bee').markup).toContain('scale(1.3)')
  })

  it("fills the subject's outline with what it is made of, and draws its dark lines over it", () => {
    const { markup } = drawn('a bicycle made of flowers')
    // The flower is drawn once as a symbol and used many times, within a mask of the bicycle's outline.
    expect(markup.match(/<symbol id="[^"]*mat"/g)).toHaveLength(1)
    expect(markup.match(/<use href="#[^"]*mat"/g)!.length).toBeGreaterThanOrEqual(20)
    expect(markup).toMatch(/<mask id="[^"]*outline"[^>]*><use href="#[^"]*body" filter="url\(#[^"]*white\)"\/><\/mask>/)
    expect(markup).toMatch(/<use href="#[^"]*body" filter="url\(#[^"]*lines\)"\/>/)
    expect(drawn('a bicycle').markup).not.toContain('mask')
  })

  it('draws a subject named with a material word in that material', () => {
    // Gold and glass recolour the subject and give it a sheen; wood a grain; knitting stitches; origami folds.
    expect(drawn('a golden owl').markup).toMatch(/<filter id="[^"]*material"[^>]*>.*feSpecularLighting/)
    expect(drawn('a glass apple').markup).toContain('feMorphology')
    expect(drawn('a wooden horse').markup).toMatch(/feTurbulence type="fractalNoise" baseFrequency="0.004 0.08"/)
    expect(drawn('a knitted teddy bear').markup).toMatch(/<pattern id="[^"]*knit"/)
    expect(drawn('an origami fox').markup).toContain('type="discrete"')
    expect(drawn('a heart made of gold').markup).toContain('material"')
    expect(drawn('an owl').markup).not.toContain('material"')
  })

  it('leaves air between a subject and what it jumps over', () => {
    const { figures } = drawn('a whale jumping over a city skyline').scene
    const [city, whale] = figures
    expect(whale.bottom).toBeLessThan(city.bottom - city.size)
  })
})
