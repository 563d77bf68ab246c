import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LocalDiskStorage } from './storage.server.ts'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('local disk storage', () => {
  it('takes many writes of one key at once (first requests for one thumbnail), the last one kept, no temporary file left', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'storage-test-'))
    roots.push(root)
    const storage = new LocalDiskStorage(root)
    await Promise.all(Array.from({ length: 8 }, () => storage.put('thumbs/w256/a.webp', Buffer.from('same bytes'))))
    expect((await storage.read('thumbs/w256/a.webp'))?.toString()).toBe('same bytes')
    expect(readdirSync(path.join(root, 'thumbs/w256'))).toEqual(['a.webp'])
  })
})
