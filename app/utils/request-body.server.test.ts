import { describe, expect, it } from 'vitest'
import { containsNul, readForm, readJson } from './request-body.server.ts'

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

describe('containsNul', () => {
  it('looks through nested values and keys', () => {
    expect(containsNul({ a: [{ b: 'ok' }] })).toBe(false)
    expect(containsNul({ a: [{ b: 'n\u0000' }] })).toBe(true)
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true)
  })
})
