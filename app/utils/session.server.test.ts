import { describe, expect, it } from 'vitest'
import { safeReturnTo } from './session.server.ts'

// The store's origin here is the default APP_URL, http://localhost:3000.
describe('safeReturnTo', () => {
  it.each([
    ['/my-designs', '/my-designs'],
    ['/products/3?color=Navy#reviews', '/products/3?color=Navy#reviews'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected)
  })

  it.each([
    null,
    '',
    'evil.example',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.//evil.example',
    '/\r\nSet-Cookie: x=y',
    '/api/login?returnTo=/x',
    '/auth/callback',
  ])('turns %j into "/"', (value) => {
    expect(safeReturnTo(value)).toBe('/')
  })
})
