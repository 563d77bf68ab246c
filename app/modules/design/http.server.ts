import { getVisitor } from '~/utils/session.server.ts'

/** The request body as a plain object: JSON, or a urlencoded form. Null when it cannot be read. */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('Content-Type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body = await request.json()
      return body && typeof body === 'object' && !Array.isArray(body) ? body : null
    }
    if (type.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(await request.text()))
    }
  } catch {
    return null
  }
  return null
}

/** The acting owner (the user comes from the session only) and the cookie to set for a new visitor. */
export async function ownerOf(request: Request) {
  const { visitorId, userId, setCookie } = await getVisitor(request)
  const headers = new Headers()
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return { owner: { visitorId, userId }, headers }
}

export function jsonWith(body: unknown, status: number, headers: Headers) {
  return Response.json(body, { status, headers })
}

export function methodNotAllowed() {
  return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
}
