import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, toFile } from 'openai'
import { buildGenerationPrompt, buildTransformPrompt } from './prompts.ts'
import {
  GENERATION_MESSAGES,
  GenerationError,
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
        size: '1024x1024',
        ...this.imageFormat(),
      })
      return this.decode(response)
    })
  }

  async transform(request: TransformRequest): Promise<GeneratedImage> {
    return this.call(async () => {
      const dataUrl = `data:image/png;base64,${request.image.toString('base64')}`
      await this.screen([{ type: 'image_url', image_url: { url: dataUrl } }])
      const response = await this.client.images.edit({
        model: this.options.model,
        image: await toFile(request.image, 'upload.png', { type: 'image/png' }),
        prompt: buildTransformPrompt(request.style, request.color),
        n: 1,
        size: '1024x1024',
        ...this.imageFormat(),
      })
      return this.decode(response)
    })
  }

  /** gpt-image models always answer base64; dall-e needs asking; gpt-image-2 refuses transparency. */
  private imageFormat() {
    const model = this.options.model
    if (model.startsWith('dall-e')) return { response_format: 'b64_json' as const }
    if (model.startsWith('gpt-image-2')) return { output_format: 'png' as const }
    return { output_format: 'png' as const, background: 'transparent' as const }
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
      throw toGenerationError(error)
    }
  }
}

export function toGenerationError(error: unknown): GenerationError {
  if (error instanceof GenerationError) return error
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new GenerationError('timeout', GENERATION_MESSAGES.timeout)
  }
  if (error instanceof APIError) {
    const text = `${error.code ?? ''} ${error.message}`.toLowerCase()
    if (error.code === 'moderation_blocked' || text.includes('safety system') || text.includes('content_policy')) {
      return new GenerationError('moderation', GENERATION_MESSAGES.moderation)
    }
  }
  return new GenerationError('provider', GENERATION_MESSAGES.provider)
}
