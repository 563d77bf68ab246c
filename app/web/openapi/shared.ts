import { z } from '~/lib/zod.ts'
import { SUPPORTED_API_VERSIONS } from '../api-version.ts'
import { PROBLEM_CODES } from '../problem.server.ts'

// What every area of the OpenAPI document shares: zod → JSON Schema, the Problem shape every
// refusal has, the operation type the areas fill in, and the common parameters. Answers are open
// objects: the named fields are promised, others may be added without a new API version (docs/api.md).

export type JsonSchema = Record<string, unknown>

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what a client sends. */
export function input(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' })
  return rest
}

/** JSON Schema of an answer. */
export function output(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' })
  return rest
}

// ---- Refusals ----------------------------------------------------------------------------------

/**
 * Every refusal under /api: an RFC 9457 problem (application/problem+json) with a stable `code`, the
 * request id, and per-field `errors` for invalid input; `message` repeats `detail` (ADR 126).
 */
export const ProblemSchema = z.looseObject({
  type: z.string().describe('A URI reference naming the kind of problem: /api/docs#problem-<code>'),
  title: z.string().describe('The status’s reason phrase'),
  status: z.int().min(400).max(599),
  detail: z.string().describe('What went wrong, for a person'),
  code: z.enum(Object.keys(PROBLEM_CODES) as [string, ...string[]]).describe('Stable, machine-readable: branch on this'),
  requestId: z.string().optional().describe('Also in the X-Request-Id header: quote it when reporting a problem'),
  errors: z
    .array(
      z.looseObject({
        pointer: z.string().describe('JSON Pointer into the request body'),
        field: z.string(),
        detail: z.string(),
        code: z.string(),
      }),
    )
    .optional()
    .describe('One entry per invalid field (code validation_failed)'),
  message: z.string().describe('The same text as detail, for clients written before problem details'),
})

// ---- Operations -------------------------------------------------------------------------------

export interface Operation {
  summary: string
  description?: string
  /** Who may call: public, visitor (cookie made on first call), signed-in user. */
  security?: 'user'
  /** Takes `Idempotency-Key` (a POST that creates something, ADR 102). */
  idempotent?: true
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema; description?: string }[]
  requestBody?: { contentType: string; schema: JsonSchema; example?: unknown }
  /** Status → answer (with an example body); statuses not listed answer the error shape. */
  responses: Record<string, { description: string; schema?: z.ZodType; redirect?: boolean; example?: unknown }>
  /** The rate-limit policy the call is counted against besides `api` (docs/api.md "Rate limits"). */
  policy?: 'generation' | 'upload' | 'upvote' | 'sign-in' | 'payment-intent' | 'order' | 'shop-create'
}

export const idParam = (name: string, description: string) => ({
  name,
  in: 'path' as const,
  required: true,
  schema: { type: 'string' },
  description,
})

/** `?limit=` and `?cursor=` of a keyset-paged list (ADR 103). */
export const pageParams = (maxLimit: number, byDefault: string) => [
  {
    name: 'limit',
    in: 'query' as const,
    schema: { type: 'integer', minimum: 1, maximum: maxLimit },
    description: `Rows a page holds, 1 to ${maxLimit}; without it: ${byDefault}`,
  },
  {
    name: 'cursor',
    in: 'query' as const,
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,400}$' },
    description: 'The previous answer’s nextCursor, exactly as it was (opaque); anything else is a 400',
  },
]

export const json = (schema: z.ZodType, example?: unknown) => ({
  contentType: 'application/json',
  schema: input(schema),
  example,
})

export const ok = (schema: z.ZodType, description = 'OK', example?: unknown) => ({ description, schema, example })

/** The paths of one area of the API and what each method does. */
export type Paths = Record<string, Record<string, Operation>>

export const API_VERSION_PARAMETER = {
  name: 'API-Version',
  in: 'header' as const,
  required: false,
  schema: { type: 'string', enum: [...SUPPORTED_API_VERSIONS] },
  description:
    'The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version.',
}

export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  description:
    'Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept.',
}
