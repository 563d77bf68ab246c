import type { z } from '~/lib/zod.ts'
import { currentRequestId } from '~/lib/request-context.server.ts'

// Every refusal under /api is an RFC 9457 problem (application/problem+json): `type`, `title`,
// `status`, `detail`, plus a stable machine-readable `code`, the request id that names the request in
// the logs, and for invalid input one entry per field in `errors`. `message` repeats `detail` for the
// store's own pages and for clients written before the problem format (ADR 126).

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'

/** The title of each status (its reason phrase), the problem's summary. */
const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** The code of a refusal that names no code of its own: one per status. */
const STATUS_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  402: 'payment_failed',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  410: 'gone',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'upstream_unavailable',
  503: 'unavailable',
  504: 'gateway_timeout',
}

/**
 * Codes of refusals whose text comes from a module that knows nothing of HTTP (the shop module's
 * messages, the body reader's): the text is the key. New refusals should pass `code` instead.
 */
const MESSAGE_CODES: [RegExp, string][] = [
  [/already in this shop/i, 'design_already_in_shop'],
  [/cursor is not valid/i, 'invalid_cursor'],
  [/^limit must be/i, 'invalid_limit'],
  [/request body is too large|maximum file size/i, 'body_too_large'],
  [/not allowed \(NUL\)|invalid percent-encoding/i, 'invalid_characters'],
  // An image over the pixel limit never passes, so it must not read as a rate limit ("too many").
  [/too many pixels/i, 'image_too_large'],
  [/^Unauthorized$|sign in/i, 'unauthenticated'],
  [/Too many|rate limit|limit reached/i, 'rate_limited'],
  [/^Use (GET|POST|PUT|DELETE)|Method not allowed/i, 'method_not_allowed'],
]

/** Every code a refusal may carry, documented in docs/api.md and the OpenAPI document. */
export const PROBLEM_CODES = {
  ...Object.fromEntries(Object.entries(STATUS_CODES).map(([status, code]) => [code, Number(status)])),
  validation_failed: 400,
  invalid_cursor: 400,
  invalid_limit: 400,
  invalid_characters: 400,
  form_refused: 400,
  invalid_idempotency_key: 400,
  unsupported_api_version: 400,
  invalid_token: 401,
  insufficient_scope: 403,
  route_not_found: 404,
  cart_not_found: 404,
  cart_empty: 400,
  address_required: 400,
  country_not_served: 400,
  quantity_too_large: 400,
  design_not_ready: 400,
  variant_not_available: 400,
  payment_not_found: 404,
  webhook_endpoint_not_found: 404,
  webhook_delivery_not_found: 404,
  webhook_endpoint_limit: 409,
  design_already_in_shop: 409,
  idempotency_key_in_use: 409,
  payment_processing: 409,
  cart_already_paid: 409,
  cart_closed: 409,
  design_unavailable: 409,
  payment_mismatch: 409,
  idempotency_key_reused: 422,
  discount_code_invalid: 422,
  discount_code_expired: 422,
  discount_code_not_started: 422,
  discount_code_used_up: 422,
  discount_code_already_used: 422,
  discount_code_below_minimum: 422,
  tax_location_invalid: 422,
  tax_unavailable: 503,
  payment_not_succeeded: 402,
  image_too_large: 413,
} as const satisfies Record<string, number>

export interface FieldError {
  /** JSON Pointer (RFC 6901) into the request body, "" for the body itself. */
  pointer: string
  /** The field's dotted path, as the form would name it. */
  field: string
  detail: string
  /** zod's issue code, e.g. too_big, invalid_type. */
  code: string
}

export interface ProblemInit {
  status: number
  detail: string
  code?: string
  errors?: FieldError[]
  headers?: HeadersInit
  /** Extension members (e.g. `allowed` methods, `supportedVersions`). */
  extra?: Record<string, unknown>
}

export function problemTitle(status: number) {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error')
}

export function codeFor(status: number, detail: string): string {
  for (const [pattern, code] of MESSAGE_CODES) if (pattern.test(detail)) return code
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request')
}

/**
 * An address in a country the store does not ship to: 400 `country_not_served`, the message naming
 * the countries it ships to, and those countries' codes as `servedCountries`.
 */
export function countryNotServed(check: { message: string; served: string[] }, headers?: HeadersInit): Response {
  return problem({
    status: 400,
    code: 'country_not_served',
    detail: check.message,
    headers,
    extra: { servedCountries: check.served },
    errors: [{ pointer: '/address/country', field: 'address.country', detail: check.message, code: 'country_not_served' }],
  })
}

/** The problem document (the body) of a refusal. */
export function problemBody(
  { status, detail, code, errors, extra }: Omit<ProblemInit, 'headers'>,
  requestId = currentRequestId(),
) {
  const resolved = code ?? (errors?.length ? 'validation_failed' : codeFor(status, detail))
  return {
    ...extra,
    type: `/api/docs#problem-${resolved}`,
    title: problemTitle(status),
    status,
    detail,
    code: resolved,
    ...(requestId ? { requestId } : {}),
    ...(errors ? { errors } : {}),
    message: detail,
  }
}

/** A refusal as an answer: application/problem+json, never stored by caches. */
export function problem(init: ProblemInit): Response {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', PROBLEM_CONTENT_TYPE)
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-store')
  return new Response(JSON.stringify(problemBody(init)), { status: init.status, headers })
}

/** One entry per failed field of a zod validation. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String)
    return {
      pointer: path.length ? '/' + path.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/') : '',
      field: path.join('.'),
      detail: issue.message,
      code: issue.code,
    }
  })
}

/** 400 for a body or query that failed its schema: the first field's message as `detail`, every field in `errors`. */
export function validationProblem(error: z.ZodError, detail?: string, headers?: HeadersInit, extra?: Record<string, unknown>) {
  const errors = fieldErrors(error)
  return problem({
    status: 400,
    code: 'validation_failed',
    detail: detail ?? errors[0]?.detail ?? 'Invalid request',
    errors,
    headers,
    extra,
  })
}

/** 405 with `Allow` naming the methods the path does take. */
export function methodNotAllowedProblem(allowed: string[]) {
  return problem({
    status: 405,
    code: 'method_not_allowed',
    detail: `This path takes ${allowed.join(', ')}`,
    headers: { Allow: allowed.join(', ') },
    extra: { allowed },
  })
}

function isJsonType(contentType: string | null) {
  return /^application\/json\b/i.test(contentType ?? '')
}

/**
 * An /api answer with a refusal in the older shape (`{ message }`, `{ error }` as JSON) turned into its
 * problem: status, headers (Allow, Retry-After, WWW-Authenticate, Set-Cookie) and any `code` and
 * `errors` it carried are kept. Answers below 400, and problems already, pass as they are.
 */
export async function asProblem(response: Response): Promise<Response> {
  if (response.status < 400 || !isJsonType(response.headers.get('Content-Type'))) return response
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = await response.clone().json()
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>
  } catch {
    // An unreadable body still gets a problem of its status.
  }
  const { message, error, code, errors, ...rest } = body
  const detail = typeof message === 'string' ? message : typeof error === 'string' ? error : problemTitle(response.status)
  const fieldList = Array.isArray(errors)
    ? (errors as FieldError[])
    : errors && typeof errors === 'object'
      ? Object.entries(errors as Record<string, unknown>).map(([field, text]) => ({
          pointer: '/' + field.split('.').join('/'),
          field,
          detail: String(text),
          code: 'invalid',
        }))
      : undefined
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return problem({
    status: response.status,
    detail,
    code: typeof code === 'string' ? code : undefined,
    errors: fieldList,
    headers,
    extra: { ...rest, ...(typeof error === 'string' ? { error } : {}) },
  })
}
