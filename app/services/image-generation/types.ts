import type { DesignType, Style, UploadFit } from './styles.ts'

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
  /** All of the picture, or cropped to a square (absent: a square, as every upload was before the choice). */
  fit?: UploadFit
  /**
   * The side, in pixels, of the square the restyle is drawn in (absent: RESTYLE_EDGE). The offline
   * styles draw at it; a provider that makes its own size (OpenAI) ignores it.
   */
  edge?: number
}

/** A printable picture: PNG bytes, transparent where the artwork has no ink. */
export interface GeneratedImage {
  png: Buffer
  /** Which implementation made it (for logs and tests). */
  generator: 'openai' | 'offline'
}

export type GenerationErrorKind = 'moderation' | 'timeout' | 'provider' | 'rate_limit' | 'quota' | 'unavailable'

/** What the provider said, kept for logs and support (never shown to shoppers). */
export interface ProviderErrorDetails {
  status?: number
  code?: string | null
  type?: string | null
  requestId?: string | null
  message?: string
}

/** The mark of a GenerationError, the same symbol in every copy of this module. */
const GENERATION_ERROR = Symbol.for('shirtsmith.GenerationError')

/**
 * A generation that did not produce a picture. `moderation` is never retried; its message carries
 * "safety system" so clients show the spec's Friendly Notice. `rate_limit` (429) and `quota`
 * (insufficient_quota: the account's credit is spent) get their own messages. `unavailable`: the
 * provider refuses the store's account the configured model (an organization OpenAI has not verified);
 * permanent until the operator acts, so never retried.
 */
export class GenerationError extends Error {
  /**
   * True for a GenerationError made by any copy of this module: the server and the Remix build each
   * load their own in development and in the tests, and the store's image generator (made once by the
   * server, ADR 180) throws the server's, which the routes' copy must still recognise.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && GENERATION_ERROR in value
  }

  readonly [GENERATION_ERROR] = true

  constructor(
    readonly kind: GenerationErrorKind,
    message: string,
    readonly details?: ProviderErrorDetails,
  ) {
    super(message)
    this.name = 'GenerationError'
  }

  get status() {
    switch (this.kind) {
      case 'moderation':
        return 422
      case 'timeout':
        return 504
      case 'rate_limit':
        return 429
      case 'quota':
      case 'unavailable':
        return 503
      default:
        return 502
    }
  }
}

export const GENERATION_MESSAGES = {
  moderation: 'Your request was rejected by the safety system (moderation_blocked).',
  timeout: 'The image service took too long to answer. Please try again.',
  provider: 'The image service could not create the design right now. Please try again.',
  rate_limit: 'The image service is busy right now (rate limit reached). Please try again in a minute.',
  quota:
    'The image service has run out of credit (quota exceeded), so designs cannot be generated right now. Please try again later.',
  unavailable:
    "Design generation is not available in this store right now: the image service does not allow the store's account to use its image model. Trying again will not help until the store fixes its settings; its team has been told.",
} as const

/** Where a generation is: the studio shows these while the shopper waits. */
export type GenerationStage = 'screening' | 'drawing' | 'styling' | 'finishing'

/**
 * Progress reported while a picture is made. Both callbacks are optional and must not throw; a
 * generator that cannot report (a server without streaming) simply never calls them.
 */
export interface GenerationProgress {
  onStage?(stage: GenerationStage): void
  /** A partial picture (PNG bytes) while it is drawn, numbered from 0; the final one follows. */
  onPartial?(png: Buffer, index: number): void
}

export interface ImageGenerator {
  generate(request: GenerateRequest, progress?: GenerationProgress): Promise<GeneratedImage>
  transform(request: TransformRequest, progress?: GenerationProgress): Promise<GeneratedImage>
}
