import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { diskMockupAssetCache } from './mockup-asset-cache.server.ts'

const made: string[] = []
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mockup-parts-test-'))
  made.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the machine folder of drawn mockup parts', () => {
  it('gives back what was put, leaves no partial files, and answers null for a part never drawn', async () => {
    const dir = path.join(folder(), 'parts')
    const cache = diskMockupAssetCache(dir)!
    await cache.put('blank-plain-abc.png', Buffer.from('drawn'))
    expect((await cache.get('blank-plain-abc.png'))?.toString()).toBe('drawn')
    expect(await cache.get('blank-plain-def.png')).toBeNull()
    expect(readdirSync(dir)).toEqual(['blank-plain-abc.png'])
  })

  it('is not used in a folder that others may write to', () => {
    const dir = folder()
    chmodSync(dir, 0o777)
    expect(diskMockupAssetCache(dir)).toBeNull()
    chmodSync(dir, 0o700)
    expect(diskMockupAssetCache(dir)).not.toBeNull()
  })
})
