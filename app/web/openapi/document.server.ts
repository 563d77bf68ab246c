import { API_VERSION, SUPPORTED_API_VERSIONS } from '../api-version.ts'
import { accountPaths, providerAndDocumentPaths } from './account.ts'
import { cartPaths } from './carts.ts'
import { COMPONENTS } from './components.ts'
import { designPaths } from './designs.ts'
import { EXAMPLES } from './examples.ts'
import { WEBHOOK_EXAMPLES } from './webhook-examples.ts'
import { orderPaths } from './orders.ts'
import { accessNote, problemAnswer, refusalsOf, securityOf, TAG_DESCRIPTIONS, TAGS, tagOf } from './refusals.ts'
import {
  API_VERSION_PARAMETER,
  IDEMPOTENCY_KEY_PARAMETER,
  output,
  ProblemSchema,
  type JsonSchema,
  type Operation,
  type Paths,
} from './shared.ts'
import { shopPaths } from './shops.ts'
import { webhookEndpointPaths, webhookEndpointSchemas, webhookEvents } from './webhook-endpoints.ts'

// The OpenAPI 3.1 document of /api, served at /api/openapi.json: each area's paths (requests from
// the zod schemas the routes validate with, answers from the schemas the routes answer with, in
// app/web/api-answers), with the tags, refusals, headers and security every operation shares added here.

/** Every path of /api and what each method does, area by area. */
function operations(): Paths {
  return {
    ...accountPaths(),
    ...designPaths(),
    ...cartPaths(),
    ...orderPaths(),
    ...shopPaths(),
    ...providerAndDocumentPaths(),
    ...webhookEndpointPaths(),
  }
}

/** The headers an answer of `op` with `status` carries (components/headers). */
function headersOf(op: Operation, method: string, path: string, status: string) {
  const names = ['API-Version', 'X-Request-Id']
  if (!path.startsWith('/api/webhooks/')) names.push('RateLimit', 'RateLimit-Policy')
  if (status === '429' || (status === '409' && op.idempotent) || status === '503') names.push('Retry-After')
  if (op.idempotent && status.startsWith('2')) names.push('Idempotent-Replayed')
  if (status === '401') names.push('WWW-Authenticate')
  if ((method === 'post' && path === '/api/carts' && status === '201') || (path === '/api/design-jobs' && status === '202'))
    names.push('Location')
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]))
}

/** One operation as the document states it: the area's own answers, then what every call shares. */
function operationObject(path: string, method: string, op: Operation) {
  const responses: Record<string, Record<string, unknown>> = {}
  const key = `${method.toUpperCase()} ${path}`
  const examples = EXAMPLES[key] ?? WEBHOOK_EXAMPLES[key] ?? {}
  // The example answer goes with the first success the operation lists with a body.
  const exampleStatus = Object.keys(op.responses)
    .sort()
    .find((status) => status.startsWith('2') && op.responses[status]?.schema)
  for (const [status, answer] of Object.entries(op.responses)) {
    const refusal = Number(status) >= 400
    const schema = answer.schema ? output(answer.schema) : refusal ? { $ref: '#/components/schemas/Problem' } : null
    const mediaType = refusal ? 'application/problem+json' : 'application/json'
    const value = answer.example ?? (status === exampleStatus ? examples.answer : undefined)
    const example = value === undefined ? {} : { example: value }
    responses[status] = schema
      ? { description: answer.description, content: { [mediaType]: { schema, ...example } } }
      : { description: answer.description }
  }
  for (const [status, description] of Object.entries(refusalsOf(op, method, path))) {
    const own = responses[status]
    responses[status] = own
      ? { ...own, description: `${String(own.description)}; or: ${description}` }
      : problemAnswer(description)
  }
  responses.default = {
    description: 'Any other refusal, as a problem',
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
  }
  for (const [status, answer] of Object.entries(responses)) answer.headers = headersOf(op, method, path, status)
  const body = op.requestBody && { ...op.requestBody, example: op.requestBody.example ?? examples.request }
  return {
    tags: [tagOf(path)],
    summary: op.summary,
    description: [op.description, accessNote(op, method, path)].filter(Boolean).join('\n\n'),
    operationId: `${method}${path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...securityOf(op, method, path),
    parameters: [
      ...(op.parameters ?? []),
      ...(op.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
      ...(path.startsWith('/api/webhooks/') ? [] : [API_VERSION_PARAMETER]),
    ],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              [body.contentType]: { schema: body.schema, ...(body.example === undefined ? {} : { example: body.example }) },
            },
          },
        }
      : {}),
    responses,
  }
}

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [path, methods] of Object.entries(operations())) {
    paths[path] = {}
    for (const [method, op] of Object.entries(methods)) paths[path][method] = operationObject(path, method, op)
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'ShirtSmith API',
      version: API_VERSION,
      contact: { name: 'ShirtSmith API support (see /api/docs)' },
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
        ...webhookEndpointSchemas,
      } as Record<string, JsonSchema>,
    },
    paths,
    webhooks: webhookEvents(),
  }
}

export type OpenApiDocument = ReturnType<typeof buildDocument>

let cached: OpenApiDocument | undefined

/** The document (built once per process: it only depends on the code). */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildDocument()
  return cached
}
