import { describe, expect, it } from 'vitest'
import { planScene } from '../plan/scene-plan.ts'
import { arrangeScene } from './scene-draw.ts'

const arranged = (prompt: string) => arrangeScene(planScene(prompt), false)

describe('a subject inside a vehicle or a see-through container', () => {
  it('shows the occupant of a car, a bus or a submarine at its window, not on its roof', () => {
    for (const [prompt, vehicle] of [
      ['a dog in a car', 'automobile'],
      ['a bear driving a bus', 'bus'],
      ['an octopus in a submarine', 'submarine'],
    ]) {
      const scene = arranged(prompt)
      // The vehicle is the only figure; the occupant is drawn inside its window, clipped to the glass.
      expect(scene.figures.map((fig) => fig.picture)).toEqual([vehicle])
      expect(scene.marks).toMatch(/<clipPath id="in-glass">/)
    }
    // One dog looks out; two cats are two faces.
    expect(arranged('a dog in a car').marks.match(/<svg /g)).toHaveLength(1)
    expect(arranged('two cats in a car').marks.match(/<svg /g)).toHaveLength(2)
    // A motorcycle has no window: its rider still sits on it.
    expect(arranged('a fox riding a motorcycle').figures).toHaveLength(2)
  })

  it('stands a hot air balloon’s passenger in its basket, the basket drawn again in front', () => {
    const { figures, marks } = arranged('a fox in a hot air balloon')
    const [balloon, fox] = figures
    expect([balloon!.picture, fox!.picture]).toEqual(['hot-air-balloon', 'fox'])
    // Feet in the basket, well below the envelope: the lowest sixth of the balloon's picture.
    expect(fox!.bottom).toBeGreaterThan(balloon!.bottom - balloon!.size / 6)
    expect(fox!.size).toBeLessThan(balloon!.size / 2)
    expect(marks).toMatch(/<clipPath id="in-basket">/)
  })

  it('draws what is in a jar in front of it, with the glass again over it', () => {
    const { figures, marks } = arranged('a hamster in a jar')
    expect(figures.map((fig) => fig.picture)).toEqual(['jar', 'hamster'])
    expect(marks).toMatch(/^<g opacity="0\.38">/)
  })

  it('lets a small flyer hover over what it is above, larger, with no leap drawn; a whale still leaps', () => {
    const dragonfly = arranged('a dragonfly over a pond')
    expect(dragonfly.figures.map((fig) => fig.picture)).toEqual(['puddle', 'dragonfly'])
    expect(dragonfly.marks).toBe('')
    expect(arranged('a whale jumping over a city skyline').marks).toContain('stroke-dasharray')
  })
})
