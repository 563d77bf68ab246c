import { BackgroundRemovalError, type BackgroundRemover } from './types.ts'

/** Where the model cannot run (package missing, or switched off): every removal fails, so the photo is kept. */
export class NoBackgroundRemover implements BackgroundRemover {
  readonly name = 'none' as const

  async remove(): Promise<Buffer> {
    throw new BackgroundRemovalError('unavailable', 'Background removal is not available on this server.')
  }
}
