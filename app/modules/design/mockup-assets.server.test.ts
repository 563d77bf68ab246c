import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import type { MockupAssetCache } from './mockup-assets.server.ts'

// Each image thread has its own copy of the mockup module: a fresh import stands for a new thread.
async function newThread(cache: MockupAssetCache) {
  vi.resetModules()
  const assets = await import('./mockup-assets.server.ts')
  assets.setMockupAssetCache(cache)
  return import('./mockup.server.ts')
}

const design = () =>
  sharp({ create: { width: 512, height: 512, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer()

describe('the mockup parts kept between image threads', () => {
  it('are drawn by the first thread, then taken by the next from the cache (the same mockup); a new colour draws only its blank shirt', async () => {
    const kept = new Map<string, Buffer>()
    const first = await newThread({
      get: async (name) => kept.get(name) ?? null,
      put: async (name, bytes) => void kept.set(name, bytes),
    })
    const mockup = await first.renderMockup(await design(), 'Navy')
    const names = [...kept.keys()]
    expect(names.filter((name) => name.startsWith('fabric-'))).toHaveLength(4)
    expect(names.filter((name) => name.startsWith('blank-'))).toHaveLength(2)

    const read: string[] = []
    const written: string[] = []
    const second = await newThread({
      get: async (name) => (read.push(name), kept.get(name) ?? null),
      put: async (name) => void written.push(name),
    })
    expect((await second.renderMockup(await design(), 'Navy')).equals(mockup)).toBe(true)
    expect(written).toEqual([])
    expect(read.sort()).toEqual(names.sort())

    // A colour of its own: its blank shirt is drawn and kept, the fabric maps are not drawn again.
    await second.renderMockup(await design(), 'White')
    expect(written).toHaveLength(2)
    expect(written.every((name) => name.startsWith('blank-'))).toBe(true)
  })

  it('are drawn as before when the cache fails', async () => {
    const broken = {
      get: async () => Promise.reject(new Error('disk gone')),
      put: async () => Promise.reject(new Error('disk gone')),
    }
    const mockup = await (await newThread(broken)).renderMockup(await design(), 'Navy')
    expect((await sharp(mockup).metadata()).width).toBe(2048)
  })
})
