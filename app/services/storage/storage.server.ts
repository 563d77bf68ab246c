import { createReadStream, existsSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { getConfig } from '~/config.server.ts'
import { singleton } from '~/utils/singleton.server.ts'

/**
 * Where images (uploads, generated designs, mockups, thumbnails, share cards) are kept. Keys are
 * relative paths such as `designs/abc.png`; `publicUrl(key)` is the store's own URL that serves them.
 */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  read(key: string): Promise<Buffer | null>
  stream(key: string): Promise<{ stream: Readable; size: number } | null>
  exists(key: string): Promise<boolean>
  publicUrl(key: string): string
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Unsafe storage key: ${key}`)
}

/** Local disk under $DATA_DIR/images, served at /images/<key>. */
export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertSafeKey(key)
    return path.join(this.root, key)
  }

  async put(key: string, bytes: Buffer) {
    const file = this.file(key)
    await mkdir(path.dirname(file), { recursive: true })
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temp, bytes)
    await rename(temp, file)
  }

  async read(key: string) {
    try {
      return await readFile(this.file(key))
    } catch {
      return null
    }
  }

  async stream(key: string) {
    const file = this.file(key)
    try {
      const info = await stat(file)
      return { stream: createReadStream(file), size: info.size }
    } catch {
      return null
    }
  }

  async exists(key: string) {
    return existsSync(this.file(key))
  }

  publicUrl(key: string) {
    assertSafeKey(key)
    return `/images/${key}`
  }
}

export function getStorage(): ImageStorage {
  return singleton('image-storage', () => new LocalDiskStorage(path.resolve(getConfig().DATA_DIR, 'images')))
}
