import { getConfig } from '~/lib/config.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { OfflineImageGenerator } from './offline/offline.server.ts'
import { OpenAIImageGenerator } from './openai.server.ts'
import type { ImageGenerator } from './types.ts'

export * from './types.ts'

/** OpenAI (or a compatible server) when a key is configured, the offline generator otherwise. */
export function getImageGenerator(): ImageGenerator {
  // One per process, shared by the server, the Remix build and the worker (each holds its own copy of
  // this module); the domain's image work asks for it here, routes never do (ESLint, ADR 170).
  return singleton('image-generator', () => {
    const config = getConfig()
    if (!config.OPENAI_API_KEY) return new OfflineImageGenerator()
    return new OpenAIImageGenerator({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_IMAGE_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      size: config.OPENAI_IMAGE_SIZE,
      quality: config.OPENAI_IMAGE_QUALITY,
      moderation: config.OPENAI_MODERATION === 'on',
      stream: config.OPENAI_IMAGE_STREAM,
      partialImages: config.OPENAI_IMAGE_PARTIALS,
      log: (entry) => {
        // The account cannot use the model: an error for the operator, with what to do about it.
        if (entry.event === 'image_model_unavailable') return logger.error(entry, entry.advice ?? 'image model unavailable')
        logger.warn(entry, entry.event === 'image_progress_failed' ? 'image progress listener failed' : 'image generation failed')
      },
    })
  })
}

/** How uploaded pictures are published (ADR 133): who screened the picture, and whether a pass publishes it. */
export interface UploadReviewPolicy {
  review: 'auto' | 'manual'
  /** 'openai' when the moderation endpoint screened the picture before it was restyled. */
  imageModeration: 'openai' | null
}

/** UPLOAD_REVIEW, or by default `auto` when OpenAI's moderation screens uploads and `manual` offline. */
export function uploadReviewPolicy(): UploadReviewPolicy {
  const config = getConfig()
  const imageModeration = config.OPENAI_API_KEY && config.OPENAI_MODERATION === 'on' ? 'openai' : null
  return { review: config.UPLOAD_REVIEW ?? (imageModeration ? 'auto' : 'manual'), imageModeration }
}
