import { z } from 'zod'
import { requireUser } from '~/utils/auth.server.ts'
import { ShopError, SHOP_NOT_FOUND } from './shop.server.ts'
import { fieldErrorsOf } from './shop-schema.ts'
import { parseId } from './shop.ts'

// Shared plumbing of the /api/shops* routes: JSON errors as `{ message }` with the right status.

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return Response.json({ success: false, message, ...extra }, { status })
}

/** Runs an /api handler, turning domain refusals into their status and message. */
export async function apiHandler(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) return error
    if (error instanceof ShopError) return jsonError(error.status, error.message)
    throw error
  }
}

export function shopIdOrThrow(value: string | undefined) {
  const id = parseId(value)
  if (!id) throw new ShopError(404, SHOP_NOT_FOUND)
  return id
}

export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.includes('application/json')) {
    throw jsonError(415, 'Send a JSON body with Content-Type: application/json')
  }
  try {
    return await request.json()
  } catch {
    throw jsonError(400, 'The request body is not valid JSON')
  }
}

/** Parses a JSON body with `schema`, or throws a 400 `{ message, errors }`. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  const body = await readJsonBody(request)
  const parsed = schema.safeParse(body ?? {})
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error)
    throw jsonError(400, Object.values(errors)[0] ?? 'Invalid request', { errors })
  }
  return parsed.data
}

export async function requireApiUser(request: Request) {
  return requireUser(request)
}

export function methodNotAllowed(allowed: string[]) {
  return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: allowed.join(', ') } })
}

export const noStore = { 'Cache-Control': 'private, no-store' }
