import { API_VERSION, SUPPORTED_API_VERSIONS } from '../api-version.ts'
import { accountPaths, providerAndDocumentPaths } from './account.ts'
import { cartPaths } from './carts.ts'
import { COMPONENTS } from './components.ts'
import { designPaths } from './designs.ts'
import { orderPaths } from './orders.ts'
import { problemAnswer, refusalsOf, securityOf, TAG_DESCRIPTIONS, TAGS, tagOf } from './refusals.ts'
import {
  API_VERSION_PARAMETER,
  ErrorSchema,
  IDEMPOTENCY_KEY_PARAMETER,
  output,
  ProblemSchema,
  type JsonSchema,
  type Paths,
} from './shared.ts'
import { shopPaths } from './shops.ts'

// The OpenAPI 3.1 document of /api, served at /api/openapi.json: each area's paths (requests from
// the zod schemas the routes validate with, answers from the shapes in each area's file), with
// the tags, refusals, headers and security every operation shares added here.

/** Every path of /api and what each method does, area by area. */
function operations(): Paths {
  return {
    ...accountPaths(),
    ...designPaths(),
    ...cartPaths(),
    ...orderPaths(),
    ...shopPaths(),
    ...providerAndDocumentPaths(),
    // >>> Outgoing webhook endpoints (app/web/openapi/webhook-endpoints.ts, another change): spread
    // `...webhookEndpointPaths()` here and `...webhookEndpointSchemas` into components.schemas below.
    // <<<
  }
}

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [path, methods] of Object.entries(operations())) {
    paths[path] = {}
    for (const [method, op] of Object.entries(methods)) {
      const responses: Record<string, unknown> = {}
      for (const [status, answer] of Object.entries(op.responses)) {
        const refusal = Number(status) >= 400
        const schema = answer.schema ? output(answer.schema) : refusal ? { $ref: '#/components/schemas/Problem' } : null
        const mediaType = refusal ? 'application/problem+json' : 'application/json'
        responses[status] = schema
          ? { description: answer.description, content: { [mediaType]: { schema } } }
          : { description: answer.description }
      }
      for (const [status, description] of Object.entries(refusalsOf(op, method, path))) {
        const own = op.responses[status]
        responses[status] = own
          ? { ...(responses[status] as object), description: `${own.description}; or: ${description}` }
          : problemAnswer(description)
      }
      responses.default = {
        description:
          'A refusal: a problem, or `{ message }` from the server’s guards before any route (body size, same-origin, load)',
        content: {
          'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        },
      }
      // Every answer names its version and request; the others where they apply.
      for (const [status, answer] of Object.entries(responses)) {
        const headers: Record<string, unknown> = {
          'API-Version': { $ref: '#/components/headers/API-Version' },
          'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
        }
        if (status === '429' || (status === '409' && op.idempotent) || status === '503') {
          headers['Retry-After'] = { $ref: '#/components/headers/Retry-After' }
        }
        if (status === '429') headers.RateLimit = { $ref: '#/components/headers/RateLimit' }
        if (method !== 'get') headers['RateLimit-Policy'] = { $ref: '#/components/headers/RateLimit-Policy' }
        if (status === '405') headers.Allow = { $ref: '#/components/headers/Allow' }
        if (op.idempotent && status.startsWith('2'))
          headers['Idempotent-Replayed'] = { $ref: '#/components/headers/Idempotent-Replayed' }
        if (status === '401') headers['WWW-Authenticate'] = { $ref: '#/components/headers/WWW-Authenticate' }
        ;(answer as { headers?: unknown }).headers = headers
      }
      paths[path][method] = {
        tags: [tagOf(path)],
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        operationId: `${method}${path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
        ...securityOf(op, method, path),
        parameters: [
          ...(op.parameters ?? []),
          ...(op.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
          ...(path.startsWith('/api/webhooks/') ? [] : [API_VERSION_PARAMETER]),
        ],
        ...(op.requestBody
          ? { requestBody: { required: true, content: { [op.requestBody.contentType]: { schema: op.requestBody.schema } } } }
          : {}),
        responses,
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ShirtSmith API',
      version: API_VERSION,
      description:
        'The store’s JSON API: designs, the community gallery, products, checkout, orders and creator shops. Every answer carries `API-Version`; send `API-Version` to choose one (supported: ' +
        SUPPORTED_API_VERSIONS.join(', ') +
        '; a token without it speaks the version it was made with). Refusals are RFC 9457 problems (application/problem+json) with a stable `code`. See docs/api.md for the change policy and the changelog.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    tags: TAGS.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    components: {
      ...COMPONENTS,
      schemas: {
        Problem: output(ProblemSchema),
        Error: output(ErrorSchema),
        // >>> outgoing webhook endpoints: ...webhookEndpointSchemas,
        // <<<
      } as Record<string, JsonSchema>,
    },
    paths,
  }
}

export type OpenApiDocument = ReturnType<typeof buildDocument>

let cached: OpenApiDocument | undefined

/** The document (built once per process: it only depends on the code). */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildDocument()
  return cached
}
