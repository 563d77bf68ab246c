import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { openApiDocument } from '~/web/openapi/document.server.ts'
import { apiRoute, onlyMethods } from '~/web/api.server.ts'

// GET /api/docs: the OpenAPI document as a readable page, rendered on the server (no third-party
// script, so the store's CSP stays as it is, and it reads without JavaScript).

interface DocOperation {
  summary: string
  description?: string
  operationId: string
  security?: Record<string, string[]>[]
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema: unknown }[]
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>
}

interface DocsData {
  title: string
  version: string
  description: string
  error: unknown
  operations: { path: string; method: string; op: DocOperation }[]
}

export function loader() {
  const document = openApiDocument()
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as DocOperation })),
  )
  const data: DocsData = {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description,
    error: document.components.schemas.Error,
    operations,
  }
  return Response.json(data, { headers: { 'Cache-Control': 'public, max-age=300' } })
}

function Schema({ value }: { value: unknown }) {
  return (
    // Focusable, so a keyboard can scroll a long schema (axe's scrollable-region-focusable rule).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre tabIndex={0} className="mt-1 max-h-80 overflow-auto rounded bg-gray-50 p-3 text-xs text-gray-800">
      {JSON.stringify(value, null, 2)}
    </pre>
  )
}

const METHOD_COLORS: Record<string, string> = {
  GET: 'bg-blue-100 text-blue-900',
  POST: 'bg-green-100 text-green-900',
  PUT: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-red-100 text-red-900',
}

/** "Requires a signed-in user (session, or a token with the shops scope)." and the like. */
function securityText(security: Record<string, string[]>[]) {
  const scope = security.find((way) => way.bearer)?.bearer?.[0]
  const how = scope ? `the session, or a token with the ${scope} scope` : 'the session'
  return security.some((way) => Object.keys(way).length === 0)
    ? `Open to anyone; a signed-in caller (${how}) acts as themselves.`
    : `Requires a signed-in user (${how}).`
}

export default function ApiDocsRoute() {
  const { title, version, description, error, operations } = useLoaderData() as DocsData
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700">
        Version <code>{version}</code> · machine-readable:{' '}
        <a className="underline" href="/api/openapi.json">
          /api/openapi.json
        </a>
      </p>
      <p className="mt-4 text-gray-700">{description}</p>
      <h2 className="mt-8 text-xl font-semibold">Refusals</h2>
      <p className="text-gray-700">Every 4xx and 5xx answer has this shape:</p>
      <Schema value={error} />
      <h2 className="mt-8 text-xl font-semibold">Operations</h2>
      <nav aria-label="Operations" className="mt-2">
        <ul className="grid gap-1 sm:grid-cols-2">
          {operations.map(({ path, method, op }) => (
            <li key={op.operationId} className="min-w-0 [overflow-wrap:anywhere]">
              <a className="font-mono text-sm underline" href={`#${op.operationId}`}>
                {method} {path}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {operations.map(({ path, method, op }) => (
        <section
          key={op.operationId}
          id={op.operationId}
          className="mt-8 scroll-mt-24 border-t pt-6"
          aria-labelledby={`${op.operationId}-title`}
        >
          <h3
            id={`${op.operationId}-title`}
            className="flex flex-wrap items-center gap-2 font-mono text-lg [overflow-wrap:anywhere]"
          >
            <span className={`rounded px-2 py-0.5 text-sm font-bold ${METHOD_COLORS[method] ?? 'bg-gray-100'}`}>{method}</span>{' '}
            {path}
          </h3>
          <p className="mt-1 font-medium">{op.summary}</p>
          {op.description ? <p className="mt-1 text-gray-700">{op.description}</p> : null}
          {op.security ? <p className="mt-1 text-sm text-gray-700">{securityText(op.security)}</p> : null}
          {op.parameters?.length ? (
            <>
              <h4 className="mt-3 font-semibold">Parameters</h4>
              <ul className="list-disc pl-6 text-sm">
                {op.parameters.map((p) => (
                  <li key={`${p.in}-${p.name}`}>
                    <code>{p.name}</code> ({p.in}
                    {p.required ? ', required' : ''}){p.description ? `: ${p.description}` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {op.requestBody
            ? Object.entries(op.requestBody.content).map(([type, { schema }]) => (
                <div key={type}>
                  <h4 className="mt-3 font-semibold">Request body ({type})</h4>
                  <Schema value={schema} />
                </div>
              ))
            : null}
          <h4 className="mt-3 font-semibold">Responses</h4>
          <ul className="text-sm">
            {Object.entries(op.responses).map(([status, answer]) => (
              <li key={status} className="mt-2">
                <strong>{status}</strong> {answer.description}
                {answer.content && status !== 'default' ? <Schema value={answer.content['application/json']?.schema} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'API reference · ShirtSmith' },
  { name: 'description', content: 'The ShirtSmith integrator API: every route, its request, answers and refusals.' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}

// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
