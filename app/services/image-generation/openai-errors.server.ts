// OpenAI's failures read for the store: a stream's error event as an APIError, the provider's details
// kept, and each kind of refusal (safety system, unverified organization, quota, rate limit) as its
// GenerationError, with the advice an operator needs when the organization is not verified.
import { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { GENERATION_MESSAGES, GenerationError, type ProviderErrorDetails } from './types.ts'

/**
 * An `error` event the SDK passed on rather than threw: the flat shape (`{ type: 'error', code,
 * message }`) of OpenAI's streaming APIs. The nested shape (`{ error: { code, message } }`) the SDK
 * throws itself as an APIError.
 */
export function streamError(event: unknown, headers: Headers): APIError {
  const data = event as { error?: object; code?: string; message?: string; param?: string }
  return new APIError(undefined, data.error ?? data, undefined, headers)
}

/** The provider's own account of a failure: HTTP status, error code and type, request id. */
export function detailsOf(error: APIError): ProviderErrorDetails {
  return {
    status: error.status,
    code: error.code ?? null,
    type: error.type ?? null,
    requestId: error.requestID ?? error.headers?.get?.('x-request-id') ?? null,
    message: error.message,
  }
}

/**
 * OpenAI's refusal of a model to an organization it has not verified: 403 "Your organization must be
 * verified to use the model `gpt-image-1`. Please go to: https://platform.openai.com/settings/organization/general
 * and click on Verify Organization…", or 400 "…must be verified to stream this model" for streaming.
 */
export function isUnverifiedOrganization(error: APIError): boolean {
  if (error.code === 'organization_must_be_verified') return true
  return (error.status === 403 || error.status === 400) && /organization must be verified/i.test(error.message)
}

/** What the operator must do about an `unavailable` failure: the log line that tells them. */
export function unverifiedOrganizationAdvice(model: string, streaming: boolean): string {
  return (
    `OpenAI refuses the image model "${model}" because the OpenAI organization is not verified: ` +
    'verify it at https://platform.openai.com/settings/organization/general (Verify Organization; access can take ' +
    'a few minutes to arrive), or set OPENAI_IMAGE_MODEL to a model the organization may use' +
    (streaming ? ', or OPENAI_IMAGE_STREAM=off if only streaming is refused' : '') +
    '. Until then every design generation fails.'
  )
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
    if (isUnverifiedOrganization(error)) return new GenerationError('unavailable', GENERATION_MESSAGES.unavailable, details)
    if (
      error.code === 'insufficient_quota' ||
      error.type === 'insufficient_quota' ||
      error.code === 'billing_hard_limit_reached'
    ) {
      return new GenerationError('quota', GENERATION_MESSAGES.quota, details)
    }
    // A stream's error event has no HTTP status, only the code.
    if (error.status === 429 || error.code === 'rate_limit_exceeded') {
      return new GenerationError('rate_limit', GENERATION_MESSAGES.rate_limit, details)
    }
    return new GenerationError('provider', GENERATION_MESSAGES.provider, details)
  }
  return new GenerationError('provider', GENERATION_MESSAGES.provider, {
    message: error instanceof Error ? error.message : String(error),
  })
}
