import { describe, expect, it } from 'vitest'
import { BODY_LIMITS, isBodyTooLarge } from './body-limits.server.ts'
import { containsNul, readBodyText, readForm, readJson, withBodyLimit } from './request-body.server.ts'

const post = (body: BodyInit, type?: string) =>
  new Request('http://localhost/x', { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} })

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise
    return 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

describe('readJson', () => {
  it('takes only the application/json media type', async () => {
    expect(await readJson(post('{"a":1}', 'application/json; charset=utf-8'))).toEqual({ a: 1 })
    expect(await statusOf(readJson(post('{"a":1}', 'text/plain; application/json')))).toBe(415)
    expect(await statusOf(readJson(post('{"a":1}')))).toBe(415)
  })

  it('answers 400 for broken JSON and for a NUL anywhere', async () => {
    expect(await statusOf(readJson(post('{', 'application/json')))).toBe(400)
    expect(await statusOf(readJson(post('{"a":["x\\u0000"]}', 'application/json')))).toBe(400)
  })
})

describe('readForm', () => {
  it('answers 415 for JSON and text, 400 for broken multipart and NUL values', async () => {
    expect(await statusOf(readForm(post('{}', 'application/json')))).toBe(415)
    expect(await statusOf(readForm(post('a=b', 'text/plain')))).toBe(415)
    expect(await statusOf(readForm(post('--X\r\nbroken', 'multipart/form-data; boundary=X')))).toBe(400)
    expect(await statusOf(readForm(post('a=%00', 'application/x-www-form-urlencoded')))).toBe(400)
    expect((await readForm(post('a=b', 'application/x-www-form-urlencoded'))).get('a')).toBe('b')
  })
})

/** A body of `size` bytes in 64 KB chunks, with no declared length (as a chunked upload arrives). */
function streamed(size: number, fill = 0x61) {
  let left = size
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) return controller.close()
      const chunk = new Uint8Array(Math.min(left, 64 * 1024)).fill(fill)
      left -= chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}
const streamedPost = (size: number, type: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', {
    method: 'POST',
    body: streamed(size),
    headers: { 'Content-Type': type, ...headers },
    duplex: 'half',
  } as RequestInit)

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, connection: thrown.headers.get('Connection'), body: await thrown.json() }
    throw thrown
  }
  return null
}

describe('body limits in the readers', () => {
  it('refuses a declared Content-Length over the limit without reading', async () => {
    const request = new Request('http://localhost/x', {
      method: 'POST',
      body: streamed(BODY_LIMITS.json + 1),
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(BODY_LIMITS.json + 1) },
      duplex: 'half',
    } as RequestInit)
    const refusal = await refusalOf(readJson(request))
    expect(refusal).toMatchObject({ status: 413, connection: 'close', body: { success: false } })
    expect(request.bodyUsed).toBe(false)
  })

  it('stops reading a stream at the first chunk past the limit (413), and takes one of exactly the limit', async () => {
    expect(await refusalOf(readJson(streamedPost(BODY_LIMITS.json + 1, 'application/json')))).toMatchObject({ status: 413 })
    expect(await refusalOf(readForm(streamedPost(BODY_LIMITS.form + 1, 'application/x-www-form-urlencoded')))).toMatchObject({
      status: 413,
    })
    expect(await refusalOf(readBodyText(streamedPost(BODY_LIMITS.webhook + 1, 'application/json'), 'webhook'))).toMatchObject({
      status: 413,
    })
    expect((await readBodyText(streamedPost(BODY_LIMITS.webhook, 'application/json'), 'webhook')).length).toBe(
      BODY_LIMITS.webhook,
    )
    // Exactly 1 MB of form: one field of it.
    const form = await readForm(
      new Request('http://localhost/x', {
        method: 'POST',
        body: `a=${'b'.repeat(BODY_LIMITS.form - 2)}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    )
    expect((form.get('a') as string).length).toBe(BODY_LIMITS.form - 2)
  })

  it('keeps 415 and 400 as they were', async () => {
    expect(await refusalOf(readJson(streamedPost(10, 'text/plain')))).toMatchObject({ status: 415 })
    expect(await refusalOf(readJson(streamedPost(10, 'application/json')))).toMatchObject({
      status: 400,
      body: { message: 'The request body is not valid JSON' },
    })
  })

  it('withBodyLimit fails the stream a parser reads, past the limit of the kind', async () => {
    const counted = withBodyLimit(streamedPost(BODY_LIMITS.upload + 1, 'multipart/form-data; boundary=x'), 'upload')
    const error = await counted.arrayBuffer().then(
      () => null,
      (failure: unknown) => failure,
    )
    expect(isBodyTooLarge(error)).toBe(true)
    const within = withBodyLimit(streamedPost(1000, 'multipart/form-data; boundary=x'), 'upload')
    expect((await within.arrayBuffer()).byteLength).toBe(1000)
  })
})

describe('containsNul', () => {
  it('looks through nested values and keys', () => {
    expect(containsNul({ a: [{ b: 'ok' }] })).toBe(false)
    expect(containsNul({ a: [{ b: 'n\u0000' }] })).toBe(true)
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true)
  })
})
