import { z } from '~/lib/zod.ts'
import {
  BODY_LIMITS,
  BodyTooLargeError,
  bodyTooLargeMessage,
  declaredLength,
  isBodyTooLarge,
  type BodyKind,
} from './body-limits.server.ts'

// The one way routes read a request body. Every reader answers a bad body with a 4xx Response
// (thrown, so an action can simply `await` it): 415 for a media type the route does not take, 400
// for a body that cannot be parsed or that carries a NUL character (PostgreSQL text cannot hold one,
// so it must never get further than here), 413 for a body over the limit of its kind
// (body-limits.server.ts), found while it streams: nothing past the limit is read or kept.

export const BODY_MESSAGES = {
  notJson: 'Send a JSON body with Content-Type: application/json',
  badJson: 'The request body is not valid JSON',
  notForm: 'Send the form as application/x-www-form-urlencoded or multipart/form-data',
  badForm: 'The form could not be read',
  nul: 'The request contains a character that is not allowed (NUL)',
} as const

/** The media type of a Content-Type header, lower case, without parameters ("" when absent). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
}

export function isJsonRequest(request: Request) {
  return mediaTypeOf(request) === 'application/json'
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])
export function isFormRequest(request: Request) {
  return FORM_TYPES.has(mediaTypeOf(request))
}

/** True when a string anywhere in `value` (keys included) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1))
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1))
}

/** Text without NUL characters: the base of any text field that ends up in the database. */
export const NulFreeSchema = z.unknown().refine((value) => !containsNul(value), { message: BODY_MESSAGES.nul })

function refuse(status: 400 | 415, message: string): never {
  throw Response.json({ success: false, message }, { status })
}

/** 413: the rest of the body is left unread, so the connection is not kept for another request. */
function refuseTooLarge(kind: BodyKind): never {
  throw Response.json({ success: false, message: bodyTooLargeMessage(kind) }, { status: 413, headers: { Connection: 'close' } })
}

/**
 * The body's bytes, at most the limit of `kind`: a declared Content-Length over it is refused before
 * reading, a longer stream at the first chunk past it (413 either way). A stream that fails otherwise
 * (the client left) rejects with its error.
 */
export async function readBodyBytes(request: Request, kind: BodyKind): Promise<Uint8Array<ArrayBuffer>> {
  const limit = BODY_LIMITS[kind]
  const declared = declaredLength(request.headers.get('Content-Length'))
  if (declared !== null && declared > limit) refuseTooLarge(kind)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>
    try {
      next = await reader.read()
    } catch (error) {
      // The express guard cut the stream off at the same limit.
      if (isBodyTooLarge(error)) refuseTooLarge(kind)
      throw error
    }
    if (next.done) break
    size += next.value.byteLength
    if (size > limit) {
      reader.cancel(new BodyTooLargeError(limit)).catch(() => {})
      refuseTooLarge(kind)
    }
    chunks.push(next.value)
  }
  return Buffer.concat(chunks)
}

/** The body as UTF-8 text (the exact bytes a webhook signature covers), bounded as `readBodyBytes`. */
export async function readBodyText(request: Request, kind: BodyKind): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, kind))
}

/**
 * The same request with its body counted as it streams: a parser reading it fails with the body
 * limit's error (`isBodyTooLarge`) at the first chunk past the limit of `kind`.
 */
export function withBodyLimit(request: Request, kind: BodyKind): Request {
  if (!request.body) return request
  const limit = BODY_LIMITS[kind]
  let size = 0
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > limit) controller.error(new BodyTooLargeError(limit))
        else controller.enqueue(chunk)
      },
    }),
  )
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: 'half',
  }
  return new Request(request.url, init)
}

function refuseNul(value: unknown) {
  if (!NulFreeSchema.safeParse(value).success) refuse(400, BODY_MESSAGES.nul)
}

/** A JSON body: Content-Type must be exactly application/json (a charset parameter is fine). */
export async function readJson(request: Request): Promise<unknown> {
  if (!isJsonRequest(request)) refuse(415, BODY_MESSAGES.notJson)
  let body: unknown
  try {
    body = JSON.parse(await readBodyText(request, 'json'))
  } catch (error) {
    if (error instanceof Response) throw error
    refuse(400, BODY_MESSAGES.badJson)
  }
  refuseNul(body)
  return body
}

/** A JSON object body, or null when the JSON is another kind of value (array, number...). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  const body = await readJson(request)
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
}

/** A browser form post (urlencoded or multipart); files are kept out of the NUL check. */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormRequest(request)) refuse(415, BODY_MESSAGES.notForm)
  let form: FormData
  try {
    const bytes = await readBodyBytes(request, 'form')
    form = await new Response(bytes, { headers: { 'Content-Type': request.headers.get('Content-Type')! } }).formData()
  } catch (error) {
    if (error instanceof Response) throw error
    refuse(400, BODY_MESSAGES.badForm)
  }
  for (const [key, value] of form) {
    if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) refuse(400, BODY_MESSAGES.nul)
  }
  return form
}

/** Routes that take either: a JSON object or a form, as a plain object of its fields. */
export async function readJsonOrForm(request: Request): Promise<Record<string, unknown> | null> {
  if (isJsonRequest(request)) return readJsonObject(request)
  const form = await readForm(request)
  const fields: Record<string, unknown> = {}
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value
  return fields
}
