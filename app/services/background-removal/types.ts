// Background removal: cuts the subject of an uploaded photo out of its background, so the shirt shows
// through where the photo had a wall, a sky or a table. One interface, an offline implementation (an
// ONNX model shipped inside an npm package, run on the CPU) and a "none" one for where it is missing.

/** The side of the square every cut-out is made at: the size the restyles draw at, so masks line up. */
export const CUTOUT_SIZE = 1024

export interface BackgroundRemover {
  /** 'onnx' (the offline model) or 'none' (removal unavailable: every call fails). */
  readonly name: 'onnx' | 'none'
  /**
   * The photo (PNG, JPEG or WebP bytes) as a PNG of the same size with an alpha channel:
   * opaque on the subject, transparent on the background. When `signal` aborts, the removal stops
   * (its work is given up, not left running) and fails with reason 'timeout'.
   */
  remove(image: Buffer, options?: { signal?: AbortSignal }): Promise<Buffer>
}

/** A removal that did not happen: the caller keeps the original photo and says so. */
export class BackgroundRemovalError extends Error {
  override name = 'BackgroundRemovalError'
  constructor(
    readonly reason: 'unavailable' | 'failed' | 'timeout',
    message: string,
  ) {
    super(message)
  }
}
