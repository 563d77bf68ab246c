import { describe, expect, it } from 'vitest'
import { figure } from './scene-figure.ts'
import { fighterGroup } from './scene-groups.ts'

const ninja = { noun: 'ninja', icon: 'ninja', kind: 'creature' as const, modifiers: [] }

describe('fighterGroup', () => {
  it('draws the count, the nearest where the one stood, spread away from the opponent', () => {
    const file = fighterGroup(figure(ninja, 400, 800, 300), 2, 1)
    expect(file).toHaveLength(2)
    expect(file[1]!.x).toBeGreaterThan(file[0]!.x)
    expect(file[0]!.x - file[0]!.size / 2).toBeGreaterThanOrEqual(150)
  })

  it('keeps a file that would leave the badge inside it, on either side, closing up before it moves', () => {
    for (const towards of [1, -1] as const) {
      const one = figure(ninja, towards === 1 ? 280 : 1024 - 280, 800, 420)
      const file = fighterGroup(one, 3, towards)
      expect(file).toHaveLength(3)
      for (const fig of file) {
        expect(fig.x - fig.size / 2).toBeGreaterThanOrEqual(150 - 1e-9)
        expect(fig.x + fig.size / 2).toBeLessThanOrEqual(1024 - 150 + 1e-9)
      }
      // Still a file: each one visibly apart from the next.
      expect(Math.abs(file[1]!.x - file[0]!.x)).toBeGreaterThan(file[0]!.size * 0.15)
    }
  })
})
