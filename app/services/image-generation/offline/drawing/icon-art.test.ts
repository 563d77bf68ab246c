import { describe, expect, it } from 'vitest'
import { iconMarkup } from './icon-art.ts'

describe('an icon as markup', () => {
  it('gives an icon’s SVG with its ids made unique', () => {
    const fox = iconMarkup('fox', 'a-')
    expect(fox).toMatchObject({ width: 32, height: 32 })
    expect(fox.body).toContain('<path')
    const withIds = iconMarkup('airplane-arrival', 'x9-').body
    const ids = [...withIds.matchAll(/id="([^"]+)"/g)].map((m) => m[1])
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) expect(id.startsWith('x9-')).toBe(true)
    for (const [, ref] of withIds.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref)
  })
})
