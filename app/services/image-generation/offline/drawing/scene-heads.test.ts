import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadIconSet } from '../icon-set.ts'
import { DRAWINGS, HEADS, headOf } from './scene-drawings.ts'

const SIZE = 64

/** Whether the picture is opaque just below the crown of its head (within a sixth of its height), where a hat sits. */
async function onThePicture(name: string) {
  const body = loadIconSet().set.icons[name]?.body ?? DRAWINGS[name]
  if (!body) throw new Error(`no picture ${name}`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${SIZE}" height="${SIZE}">${body}</svg>`
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const head = headOf(name)
  // Anywhere across the middle half of the head's width, from the crown down a sixth of the picture.
  const xs = [-0.25, 0, 0.25].map((dx) => Math.round((head.x + dx * head.w) * SIZE))
  const top = Math.round(head.y * SIZE)
  const ys = Array.from({ length: SIZE / 6 }, (_, i) => Math.min(SIZE - 1, top + i))
  return ys.some((y) => xs.some((x) => data[(y * info.width + x) * info.channels + 3]! > 128))
}

describe('where a worn thing sits', () => {
  it('finds every listed head on its picture, not in the air above it', async () => {
    const missing: string[] = []
    // Every head listed, and animals whose heads are far from the top of their pictures (a turtle's, low at
    // its side: a hat on the default place floated over its shell).
    const names = [...Object.keys(HEADS), 'turtle', 'sloth', 'crocodile', 'snail', 'whale', 'chicken', 'rooster']
    for (const name of names) if (!(await onThePicture(name))) missing.push(name)
    expect(missing).toEqual([])
  })
})
