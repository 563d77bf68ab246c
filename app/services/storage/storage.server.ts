import { randomUUID } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getConfig } from '~/lib/config.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { S3StorageOnDemand } from './s3-on-demand.server.ts'
import { assertSafeKey, assertSafePrefix, imagePublicUrl, type ImageStorage } from './types.ts'

export { assertSafeKey, imagePublicUrl, type DirectUrl, type ImageStorage } from './types.ts'

/** Local disk under $DATA_DIR/images, served at /images/<key>. */
export class LocalDiskStorage implements ImageStorage {
  constructor(
    private readonly root: string,
    private readonly publicBaseUrl?: string,
  ) {}

  private file(key: string) {
    assertSafeKey(key)
    return path.join(this.root, key)
  }

  async put(key: string, bytes: Buffer) {
    const file = this.file(key)
    await mkdir(path.dirname(file), { recursive: true })
    // Write then rename, so a reader never sees half a file. A temporary name of its own per write:
    // two first requests for the same thumbnail in one millisecond each write and rename their own.
    const temp = `${file}.${process.pid}.${randomUUID()}.tmp`
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
    return imagePublicUrl(key, this.publicBaseUrl)
  }

  async delete(keys: string[]) {
    await Promise.all(keys.map((key) => rm(this.file(key), { force: true })))
  }

  async deletePrefix(prefix: string) {
    assertSafePrefix(prefix)
    const folder = path.join(this.root, path.posix.dirname(prefix))
    const stem = path.posix.basename(prefix)
    let names: string[]
    try {
      names = await readdir(folder)
    } catch {
      return 0
    }
    const doomed = names.filter((name) => name.startsWith(stem))
    await Promise.all(doomed.map((name) => rm(path.join(folder, name), { force: true, recursive: true })))
    return doomed.length
  }

  /** Files on this machine's disk: only the store serves them. */
  async directUrl() {
    return null
  }
}

/** The configured storage: an S3-compatible bucket when S3_BUCKET is set, else the local disk. */
export function getStorage(): ImageStorage {
  // One per process, shared by the server, the Remix build and the worker (each holds its own copy of
  // this module); routes get it from the request context (app/server/load-context.server.ts), never here.
  return singleton('image-storage', () => {
    const config = getConfig()
    const publicBaseUrl = config.IMAGE_PUBLIC_URL
    if (config.s3) return new S3StorageOnDemand({ ...config.s3, publicBaseUrl })
    return new LocalDiskStorage(path.resolve(config.DATA_DIR, 'images'), publicBaseUrl)
  })
}
