import OpenAI, { NotFoundError, toFile } from 'openai'
import type { Stream } from 'openai/streaming'
import { fitToSquare } from './fit.server.ts'
import { detailsOf, streamError, toGenerationError, unverifiedOrganizationAdvice } from './openai-errors.server.ts'
import { buildGenerationPrompt, buildTransformPrompt } from './prompts.ts'
import {
  GENERATION_MESSAGES,
  GenerationError,
  type GenerationProgress,
  type GenerationStage,
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
  /**
   * Screen prompts and uploads with the moderation endpoint before drawing (default true). Off only
   * for servers without one (LocalAI, stable-diffusion.cpp): nothing is screened then.
   */
  moderation?: boolean
  /**
   * Whether the image call streams partial pictures: `auto` (default) for OpenAI's gpt-image models,
   * `on` for any model but dall-e (a compatible server that streams), `off` never.
   */
  stream?: 'auto' | 'on' | 'off'
  /** How many partial pictures a streamed call asks for, 0–3 (default 2); 0 turns streaming off. */
  partialImages?: number
  /** Where provider failures are reported (status, code, request id); silent when absent. */
  log?: (entry: { event: string; kind: string; advice?: string } & ProviderErrorDetails) => void
}

export const DEFAULT_IMAGE_SIZE = '1024x1536'

/**
 * The largest portrait picture each model family draws, for the sharpest print (ADR 124). gpt-image-1,
 * 1.5, 1-mini and chatgpt-image offer 1024x1024, 1536x1024 and 1024x1536 only. gpt-image-2 and later
 * take any size whose edges are multiples of 16, at most 3840 px and a 3:1 ratio, within about
 * 8.3 million pixels: 2544x3216 is the shirt's 15:19 print area at that budget, 15 in wide at 169 DPI.
 * dall-e-3's portrait is 1024x1792. Other servers' models: whatever is configured.
 */
export function largestImageSize(model: string): string | null {
  if (/^gpt-image-([2-9]|\d{2,})/.test(model)) return '2544x3216'
  if (model.startsWith('gpt-image') || model.startsWith('chatgpt-image')) return '1024x1536'
  if (model === 'dall-e-3') return '1024x1792'
  return null
}
export const DEFAULT_IMAGE_QUALITY = 'high'
export const DEFAULT_PARTIAL_IMAGES = 2

/**
 * Which request shape a model takes. OpenAI's gpt-image models answer base64 and can stream; dall-e
 * needs asking for base64 and never streams; any other name is a compatible server's own model
 * (LocalAI, stable-diffusion.cpp), asked for base64 like dall-e because LocalAI answers a URL otherwise.
 */
export function modelFamilyOf(model: string): 'gpt-image' | 'dall-e' | 'compatible' {
  if (model.startsWith('dall-e')) return 'dall-e'
  if (model.startsWith('gpt-image') || model.startsWith('chatgpt-image')) return 'gpt-image'
  return 'compatible'
}

type ImageStreamEvent = OpenAI.ImageGenStreamEvent | OpenAI.ImageEditStreamEvent
/** A request's answer: a picture, or (streamed) events carrying partial pictures and the final one. */
type Answer =
  { streamed: false; data: OpenAI.ImagesResponse } | { streamed: true; data: Stream<ImageStreamEvent>; response: Response }

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

  async generate(request: GenerateRequest, progress?: GenerationProgress): Promise<GeneratedImage> {
    return this.call(async () => {
      await this.screen([{ type: 'text', text: request.prompt }], progress)
      this.stage(progress, 'drawing')
      const body = {
        model: this.options.model,
        prompt: buildGenerationPrompt(request.prompt, request.style, request.designType, request.color),
        n: 1,
        ...this.output(),
      }
      const partials = this.partialImages()
      return this.draw(progress, async (signal) => {
        if (partials === 0) {
          return { streamed: false, data: await this.client.images.generate(body, { signal }) }
        }
        const { data, response } = await this.client.images
          .generate({ ...body, stream: true, partial_images: partials }, { signal })
          .withResponse()
        return { streamed: true, data, response }
      })
    })
  }

  async transform(request: TransformRequest, progress?: GenerationProgress): Promise<GeneratedImage> {
    return this.call(async () => {
      // Cropped when asked; otherwise the model is shown all of the picture, as uploaded.
      const image = request.fit === 'square' ? await fitToSquare(request.image, 'square') : request.image
      const { mime, extension } = imageTypeOf(image)
      const dataUrl = `data:${mime};base64,${image.toString('base64')}`
      await this.screen([{ type: 'image_url', image_url: { url: dataUrl } }], progress)
      this.stage(progress, 'drawing')
      const body = {
        model: this.options.model,
        image: await toFile(image, `upload.${extension}`, { type: mime }),
        prompt: buildTransformPrompt(request.style, request.color),
        n: 1,
        ...this.output(),
      }
      const partials = this.partialImages()
      return this.draw(progress, async (signal) => {
        if (partials === 0) {
          return { streamed: false, data: await this.client.images.edit(body, { signal }) }
        }
        const { data, response } = await this.client.images
          .edit({ ...body, stream: true, partial_images: partials }, { signal })
          .withResponse()
        return { streamed: true, data, response }
      })
    })
  }

  /** Partial pictures to ask for; 0 means a plain (unstreamed) request. dall-e never streams. */
  private partialImages(): number {
    const { stream = 'auto', partialImages = DEFAULT_PARTIAL_IMAGES } = this.options
    const family = modelFamilyOf(this.options.model)
    if (stream === 'off' || family === 'dall-e') return 0
    if (stream === 'auto' && family !== 'gpt-image') return 0
    return Math.max(0, Math.min(3, Math.trunc(partialImages)))
  }

  /**
   * Size, quality and format. gpt-image models always answer base64 and take low/medium/high quality;
   * dall-e and compatible servers need asking for base64 (dall-e has its own quality names, local
   * servers none); gpt-image-2 refuses transparency.
   */
  private output() {
    const model = this.options.model
    // The default size means "the largest this model draws"; any other configured size is kept.
    const configured = this.options.size ?? DEFAULT_IMAGE_SIZE
    const size = (
      configured === DEFAULT_IMAGE_SIZE ? (largestImageSize(model) ?? configured) : configured
    ) as OpenAI.ImageGenerateParams['size']
    if (modelFamilyOf(model) !== 'gpt-image') return { size, response_format: 'b64_json' as const }
    const quality = (this.options.quality ?? DEFAULT_IMAGE_QUALITY) as 'low' | 'medium' | 'high' | 'auto'
    if (model.startsWith('gpt-image-2')) return { size, quality, output_format: 'png' as const }
    return { size, quality, output_format: 'png' as const, background: 'transparent' as const }
  }

  /**
   * Screens the input with the moderation endpoint unless moderation is off. A server without that
   * endpoint (404) refuses the generation rather than skipping the screening: turning it off is the
   * operator's explicit choice (OPENAI_MODERATION=off).
   */
  private async screen(input: OpenAI.ModerationMultiModalInput[], progress?: GenerationProgress) {
    if (this.options.moderation === false) return
    this.stage(progress, 'screening')
    const result = await this.client.moderations
      .create({ model: this.options.moderationModel ?? 'omni-moderation-latest', input })
      .catch((error: unknown) => {
        if (!(error instanceof NotFoundError)) throw error
        throw new GenerationError('provider', GENERATION_MESSAGES.provider, {
          ...detailsOf(error),
          message: `${error.message} (this server has no moderation endpoint: set OPENAI_MODERATION=off to generate without screening)`,
        })
      })
    if (result.results.some((r) => r.flagged)) {
      throw new GenerationError('moderation', GENERATION_MESSAGES.moderation)
    }
  }

  /**
   * Makes the image request under one deadline for the whole answer (the SDK's own timeout ends when
   * the headers arrive, a streamed picture takes a minute more). Streamed, each partial picture is
   * reported as it arrives and the completed event's picture returned; an error event mid-stream
   * fails like an HTTP error would. A server that ignores `stream: true` and answers JSON is accepted.
   */
  private async draw(
    progress: GenerationProgress | undefined,
    send: (signal: AbortSignal) => Promise<Answer>,
  ): Promise<GeneratedImage> {
    const deadline = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      deadline.abort()
    }, this.options.timeoutMs)
    try {
      const answer = await send(deadline.signal)
      if (!answer.streamed) return this.decode(answer.data)
      if (!answer.response.headers.get('content-type')?.includes('text/event-stream')) {
        return this.decode((await answer.response.json()) as OpenAI.ImagesResponse)
      }
      let final: string | undefined
      for await (const event of answer.data) {
        if (event.type === 'image_generation.partial_image' || event.type === 'image_edit.partial_image') {
          this.partial(progress, Buffer.from(event.b64_json, 'base64'), event.partial_image_index)
        } else if (event.type === 'image_generation.completed' || event.type === 'image_edit.completed') {
          final = event.b64_json
          break
        } else if ((event as { type?: string }).type === 'error') {
          throw streamError(event, answer.response.headers)
        }
      }
      if (timedOut) throw new GenerationError('timeout', GENERATION_MESSAGES.timeout)
      if (!final) {
        throw new GenerationError('provider', GENERATION_MESSAGES.provider, {
          requestId: answer.response.headers.get('x-request-id'),
          message: 'The image stream ended without a final image.',
        })
      }
      return { png: Buffer.from(final, 'base64'), generator: 'openai' }
    } catch (error) {
      if (timedOut) throw new GenerationError('timeout', GENERATION_MESSAGES.timeout)
      throw error
    } finally {
      clearTimeout(timer)
      deadline.abort()
    }
  }

  private stage(progress: GenerationProgress | undefined, stage: GenerationStage) {
    this.report(() => progress?.onStage?.(stage))
  }

  private partial(progress: GenerationProgress | undefined, png: Buffer, index: number) {
    this.report(() => progress?.onPartial?.(png, index))
  }

  /** Progress is a courtesy to the waiting shopper: a failing listener is logged, never fatal. */
  private report(notify: () => void) {
    try {
      notify()
    } catch (error) {
      this.options.log?.({
        event: 'image_progress_failed',
        kind: 'progress',
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }

  private decode(response: OpenAI.ImagesResponse): GeneratedImage {
    const b64 = response.data?.[0]?.b64_json
    if (!b64) {
      throw new GenerationError('provider', GENERATION_MESSAGES.provider, {
        message: response.data?.[0]?.url
          ? 'The server answered a URL, not base64: it ignored response_format b64_json.'
          : 'The answer held no image.',
      })
    }
    return { png: Buffer.from(b64, 'base64'), generator: 'openai' }
  }

  private async call(run: () => Promise<GeneratedImage>): Promise<GeneratedImage> {
    try {
      return await run()
    } catch (error) {
      const failure = toGenerationError(error)
      if (failure.kind === 'unavailable') {
        // Permanent until the operator acts: logged as an error saying what to do.
        this.options.log?.({
          event: 'image_model_unavailable',
          kind: failure.kind,
          ...failure.details,
          advice: unverifiedOrganizationAdvice(this.options.model, this.partialImages() > 0),
        })
      } else {
        this.options.log?.({ event: 'image_generation_failed', kind: failure.kind, ...failure.details })
      }
      throw failure
    }
  }
}
