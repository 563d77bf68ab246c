import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, toFile } from 'openai'
import { buildGenerationPrompt, buildTransformPrompt } from './prompts.ts'
import {
  GENERATION_MESSAGES,
  GenerationError,
  type ProviderErrorDetails,
  type GeneratedImage,
  type GenerateRequest,
  type ImageGenerator,
  type TransformRequest,
} from './types.ts'

export interface OpenAIGeneratorOptions {
  apiKey: string
  baseURL?: string
  model: string
  /** Per request; generations take 30–120 s, so this is long. */
  timeoutMs: number
  moderationModel?: string
  /** Output size, "WIDTHxHEIGHT" or "auto"; a shirt print wants portrait 1024x1536. */
  size?: string
  /** low, medium, high or auto (gpt-image models); a print wants high. */
  quality?: string
  /** Where provider failures are reported (status, code, request id); silent when absent. */
  log?: (entry: { event: string; kind: string } & ProviderErrorDetails) => void
}

export const DEFAULT_IMAGE_SIZE = '1024x1536'
export const DEFAULT_IMAGE_QUALITY = 'high'

/** The upload's real image type from its first bytes (the edits and moderation endpoints check it). */
export function imageTypeOf(image: Buffer): { mime: 'image/png' | 'image/jpeg' | 'image/webp'; extension: string } {
  if (image.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return { mime: 'image/jpeg', extension: 'jpg' }
  if (image.subarray(0, 4).toString('latin1') === 'RIFF' && image.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { mime: 'image/webp', extension: 'webp' }
  }
  return { mime: 'image/png', extension: 'png' }
}

/** Image generation through OpenAI's official SDK (or any server speaking its wire format). */
export class OpenAIImageGenerator implements ImageGenerator {
  private readonly client: OpenAI

  constructor(private readonly options: OpenAIGeneratorOptions) {
    // Retries are ours to decide: a timed-out generation retried twice would keep a shopper waiting
    // six minutes, and a moderation refusal must never be retried.
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    })
  }

  async generate(request: GenerateRequest): Promise<GeneratedImage> {
    return this.call(async () => {
      await this.screen([{ type: 'text', text: request.prompt }])
      const response = await this.client.images.generate({
        model: this.options.model,
        prompt: buildGenerationPrompt(request.prompt, request.style, request.designType, request.color),
        n: 1,
        ...this.output(),
      })
      return this.decode(response)
    })
  }

  async transform(request: TransformRequest): Promise<GeneratedImage> {
    return this.call(async () => {
      const { mime, extension } = imageTypeOf(request.image)
      const dataUrl = `data:${mime};base64,${request.image.toString('base64')}`
      await this.screen([{ type: 'image_url', image_url: { url: dataUrl } }])
      const response = await this.client.images.edit({
        model: this.options.model,
        image: await toFile(request.image, `upload.${extension}`, { type: mime }),
        prompt: buildTransformPrompt(request.style, request.color),
        n: 1,
        ...this.output(),
      })
      return this.decode(response)
    })
  }

  /**
   * Size, quality and format. gpt-image models always answer base64 and take low/medium/high quality;
   * dall-e needs asking for base64 and has its own quality names; gpt-image-2 refuses transparency.
   */
  private output() {
    const model = this.options.model
    const size = (this.options.size ?? DEFAULT_IMAGE_SIZE) as OpenAI.ImageGenerateParams['size']
    if (model.startsWith('dall-e')) return { size, response_format: 'b64_json' as const }
    const quality = (this.options.quality ?? DEFAULT_IMAGE_QUALITY) as 'low' | 'medium' | 'high' | 'auto'
    if (model.startsWith('gpt-image-2')) return { size, quality, output_format: 'png' as const }
    return { size, quality, output_format: 'png' as const, background: 'transparent' as const }
  }

  private async screen(input: OpenAI.ModerationMultiModalInput[]) {
    const result = await this.client.moderations.create({
      model: this.options.moderationModel ?? 'omni-moderation-latest',
      input,
    })
    if (result.results.some((r) => r.flagged)) {
      throw new GenerationError('moderation', GENERATION_MESSAGES.moderation)
    }
  }

  private decode(response: OpenAI.ImagesResponse): GeneratedImage {
    const b64 = response.data?.[0]?.b64_json
    if (!b64) throw new GenerationError('provider', GENERATION_MESSAGES.provider)
    return { png: Buffer.from(b64, 'base64'), generator: 'openai' }
  }

  private async call(run: () => Promise<GeneratedImage>): Promise<GeneratedImage> {
    try {
      return await run()
    } catch (error) {
      const failure = toGenerationError(error)
      this.options.log?.({ event: 'image_generation_failed', kind: failure.kind, ...failure.details })
      throw failure
    }
  }
}

/** The provider's own account of a failure: HTTP status, error code and type, request id. */
function detailsOf(error: APIError): ProviderErrorDetails {
  return {
    status: error.status,
    code: error.code ?? null,
    type: error.type ?? null,
    requestId: error.requestID ?? error.headers?.get?.('x-request-id') ?? null,
    message: error.message,
  }
}

/**
 * A provider failure as a GenerationError that keeps the provider's details. Refusals by the safety
 * system are moderation; 429 insufficient_quota is an exhausted quota; any other 429 a rate limit.
 */
export function toGenerationError(error: unknown): GenerationError {
  if (error instanceof GenerationError) return error
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new GenerationError('timeout', GENERATION_MESSAGES.timeout)
  }
  if (error instanceof APIError) {
    const details = detailsOf(error)
    const text = `${error.code ?? ''} ${error.message}`.toLowerCase()
    if (error.code === 'moderation_blocked' || text.includes('safety system') || text.includes('content_policy')) {
      return new GenerationError('moderation', GENERATION_MESSAGES.moderation, details)
    }
    if (
      error.code === 'insufficient_quota' ||
      error.type === 'insufficient_quota' ||
      error.code === 'billing_hard_limit_reached'
    ) {
      return new GenerationError('quota', GENERATION_MESSAGES.quota, details)
    }
    if (error.status === 429) return new GenerationError('rate_limit', GENERATION_MESSAGES.rate_limit, details)
    return new GenerationError('provider', GENERATION_MESSAGES.provider, details)
  }
  return new GenerationError('provider', GENERATION_MESSAGES.provider, {
    message: error instanceof Error ? error.message : String(error),
  })
}
