import type { DesignType, Style } from '~/modules/design/styles.ts'

export interface GenerateRequest {
  prompt: string
  style: Style
  designType: DesignType
  /** The shirt colour, so the artwork can contrast with it. */
  color: string
}

export interface TransformRequest {
  /** A decoded, re-encoded upload (PNG, JPEG or WebP bytes). */
  image: Buffer
  style: Style
  color: string
}

/** A printable picture: PNG bytes, transparent where the artwork has no ink. */
export interface GeneratedImage {
  png: Buffer
  /** Which implementation made it (for logs and tests). */
  generator: 'openai' | 'offline'
}

export type GenerationErrorKind = 'moderation' | 'timeout' | 'provider'

/**
 * A generation that did not produce a picture. `moderation` is never retried; its message carries
 * "safety system" so clients show the spec's Friendly Notice.
 */
export class GenerationError extends Error {
  constructor(
    readonly kind: GenerationErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'GenerationError'
  }

  get status() {
    return this.kind === 'moderation' ? 422 : this.kind === 'timeout' ? 504 : 502
  }
}

export const GENERATION_MESSAGES = {
  moderation: 'Your request was rejected by the safety system (moderation_blocked).',
  timeout: 'The image service took too long to answer. Please try again.',
  provider: 'The image service could not create the design right now. Please try again.',
} as const

export interface ImageGenerator {
  generate(request: GenerateRequest): Promise<GeneratedImage>
  transform(request: TransformRequest): Promise<GeneratedImage>
}
