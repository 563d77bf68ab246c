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

  it('scatters the material over the subject', () => {
    const { markup } = drawn('a bicycle made of flowers')
    expect(markup.match(/<svg /g)!.length).toBeGreaterThanOrEqual(9)
    expect(drawn('a bicycle').markup.match(/<svg /g)!.length).toBe(1)
  })

  it('leaves air between a subject and what it jumps over', () => {
    const { figures } = drawn('a whale jumping over a city skyline').scene
    const [city, whale] = figures
    expect(whale.bottom).toBeLessThan(city.bottom - city.size)
  })
})
