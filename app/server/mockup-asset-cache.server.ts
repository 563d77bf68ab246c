import { mkdirSync, statSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import type { MockupAssetCache } from '~/modules/design/index.server.ts'

/**
 * The machine's folder of drawn mockup parts, shared by every image thread and process of this user:
 * the parts are named by what draws them (modules/design/mockup-assets.server.ts), so any process may
 * read what another wrote. Each file is written whole, then renamed into place.
 */
export function mockupAssetFolder(): string {
  return path.join(tmpdir(), `shirtsmith-mockup-parts-${process.getuid?.() ?? 'user'}`)
}

/**
 * The cache in `folder`, or null when the folder cannot be ours alone: made here with mode 0700, or
 * found owned by this user and writable by nobody else (another user's files are never read).
 */
export function diskMockupAssetCache(folder = mockupAssetFolder()): MockupAssetCache | null {
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 })
    const stat = statSync(folder)
    if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid()) || (stat.mode & 0o022) !== 0) return null
  } catch {
    return null
  }
  return {
    get: async (name) => readFile(path.join(folder, name)).catch(() => null),
    put: async (name, bytes) => {
      const part = path.join(folder, `${name}.${process.pid}-${threadId}.part`)
      await writeFile(part, bytes)
      await rename(part, path.join(folder, name))
    },
  }
}
