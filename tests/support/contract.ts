import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ValidateFunction } from 'ajv'
import type { OpenApiDocument } from '~/web/openapi/document.server.ts'

// Checks an /api answer against the OpenAPI document the server publishes: the path and method must
// be documented, and a JSON body must match the schema of its status (or the `default` error shape).

interface DocResponse {
  content?: Record<string, { schema: unknown }>
}

/** Where tests/support/global-setup.ts wrote the run's document, built once from source for every test file. */
export const OPENAPI_FILE_VARIABLE = 'SHIRTSMITH_TEST_OPENAPI'

const ajv = new Ajv2020({ strict: false, allErrors: true })
let document: OpenApiDocument
let templates: { template: string; pattern: RegExp }[] = []

/**
 * The document, read once per test process when an answer is first checked: building it imports
 * every schema of the API (about 1.6 s of CPU), which most test files, checking no /api answer, never need.
 */
async function loadDocument() {
  if (document) return
  const file = process.env[OPENAPI_FILE_VARIABLE]
  document = file
    ? (JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument)
    : (await import('~/web/openapi/document.server.ts')).openApiDocument()
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi')
  templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
  }))
}

const validators = new Map<string, ValidateFunction>()

function validatorFor(key: string, schema: unknown) {
  let validate = validators.get(key)
  if (!validate) {
    // References point at components of the document.
    const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'))
    validate = ajv.compile(resolved as object)
    validators.set(key, validate)
  }
  return validate
}

/** The documented path template of a concrete path, if any (once the document is loaded). */
function documentedPath(pathname: string) {
  return templates.find(({ pattern }) => pattern.test(pathname))?.template
}

/**
 * Throws when `response` (to `method pathname`) breaks the document. Answers that are not JSON
 * (redirects, 304, HTML pages) are checked for a documented path and method only.
 */
export async function assertMatchesContract(method: string, pathname: string, response: Response) {
  await loadDocument()
  const version = document.info.version
  if (response.headers.get('API-Version') !== version) {
    throw new Error(`${method} ${pathname}: API-Version is ${response.headers.get('API-Version')}, not ${version}`)
  }
  const template = documentedPath(pathname)
  if (!template) throw new Error(`${method} ${pathname}: not in the OpenAPI document`)
  const operation = (document.paths as Record<string, Record<string, { responses: Record<string, DocResponse> }>>)[template][
    // HEAD is GET without a body.
    method.toUpperCase() === 'HEAD' ? 'get' : method.toLowerCase()
  ]
  // Remix answers unsupported methods itself (405); those are not operations of the API.
  if (!operation) {
    if (response.status === 405) return
    throw new Error(`${method} ${template}: method not in the OpenAPI document (answered ${response.status})`)
  }
  // JSON answers and problems (application/problem+json, every refusal under /api) are checked.
  const mediaType = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json' && mediaType !== 'application/problem+json') return
  const status = String(response.status)
  const documented = operation.responses[status] ?? operation.responses.default
  const schema = documented.content?.[mediaType]?.schema
  if (!schema) throw new Error(`${method} ${template} ${status}: a JSON answer the document does not describe`)
  const body: unknown = await response.clone().json()
  const validate = validatorFor(`${method} ${template} ${status in operation.responses ? status : 'default'}`, schema)
  if (!validate(body)) {
    throw new Error(
      `${method} ${pathname} ${status} breaks the OpenAPI document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    )
  }
}

/**
 * The schema with every object closed: `additionalProperties: false` wherever it names its
 * properties, so a field an answer carries but the document leaves out is an error.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed)
  if (!schema || typeof schema !== 'object') return schema
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]))
  if ('properties' in copy) copy.additionalProperties = false
  return copy
}

/**
 * The errors (empty when none) of a JSON answer against its documented 200 schema with every object
 * closed: what the tests of the document use to find fields the schemas miss.
 */
export async function strictContractErrors(method: string, pathname: string, response: Response): Promise<string[]> {
  await loadDocument()
  const template = documentedPath(pathname)
  if (!template) return [`${method} ${pathname}: not in the OpenAPI document`]
  const operation = (document.paths as Record<string, Record<string, { responses: Record<string, DocResponse> }>>)[template][
    method.toLowerCase()
  ]
  const schema = operation?.responses[String(response.status)]?.content?.['application/json']?.schema
  if (!schema) return [`${method} ${template} ${response.status}: no JSON schema for this answer`]
  const validate = validatorFor(`strict ${method} ${template} ${response.status}`, closed(schema))
  if (validate(await response.clone().json())) return []
  return (validate.errors ?? []).map(
    (error) =>
      `${method} ${template}: ${error.instancePath || '/'} ${error.message}${
        'additionalProperty' in error.params ? ` "${String(error.params.additionalProperty)}"` : ''
      }`,
  )
}
