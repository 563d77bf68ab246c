import type { Readable } from 'node:stream'
import type { S3Storage, S3StorageOptions } from './s3.server.ts'
import { imagePublicUrl, type DirectUrlOptions, type ImageStorage } from './types.ts'

/**
 * S3 storage whose SDK is loaded by its first call, not when the store starts. The AWS SDK's modules
 * cost a process about 0.6 s of CPU and several MB of heap to load: a store on local disk (every
 * trial, every test) never pays that, and a store on S3 pays it once, at its first image.
 */
export class S3StorageOnDemand implements ImageStorage {
  private loaded: Promise<S3Storage> | null = null

  constructor(private readonly options: S3StorageOptions) {}

  private storage(): Promise<S3Storage> {
    if (!this.loaded) {
      this.loaded = import('./s3.server.ts').then(({ S3Storage }) => new S3Storage(this.options))
      // A failed load (a broken install) is tried again by the next call rather than remembered.
      this.loaded.catch(() => {
        this.loaded = null
      })
    }
    return this.loaded
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    return (await this.storage()).put(key, bytes, contentType)
  }

  async read(key: string) {
    return (await this.storage()).read(key)
  }

  async stream(key: string): Promise<{ stream: Readable; size: number } | null> {
    return (await this.storage()).stream(key)
  }

  async exists(key: string) {
    return (await this.storage()).exists(key)
  }

  /** An address made from the key alone, as S3Storage makes it: no SDK needed. */
  publicUrl(key: string) {
    return imagePublicUrl(key, this.options.publicBaseUrl)
  }

  async delete(keys: string[]) {
    return (await this.storage()).delete(keys)
  }

  async deletePrefix(prefix: string) {
    return (await this.storage()).deletePrefix(prefix)
  }

  async directUrl(key: string, options: DirectUrlOptions) {
    return (await this.storage()).directUrl(key, options)
  }
}
