import { describe, expect, it } from 'vitest'
import { canonicalRedirect } from './canonical-origin.server.ts'

describe('canonicalRedirect', () => {
  const appUrl = 'http://localhost:3000'

  it('sends other loopback names of the same server to the default origin, keeping the path', () => {
    expect(canonicalRedirect(appUrl, '127.0.0.1:3000', '/api/login?returnTo=%2Fdesign')).toBe(
      'http://localhost:3000/api/login?returnTo=%2Fdesign',
    )
    expect(canonicalRedirect(appUrl, '[::1]:3000', '/')).toBe('http://localhost:3000/')
  })

  it('leaves the canonical host, other ports and real host names alone', () => {
    expect(canonicalRedirect(appUrl, 'localhost:3000', '/')).toBeNull()
    expect(canonicalRedirect(appUrl, '127.0.0.1:3100', '/')).toBeNull()
    expect(canonicalRedirect(appUrl, 'shop.example.com', '/')).toBeNull()
    expect(canonicalRedirect('https://shop.example.com', '127.0.0.1:443', '/')).toBeNull()
    expect(canonicalRedirect(appUrl, undefined, '/')).toBeNull()
    expect(canonicalRedirect(appUrl, 'bad host', '/')).toBeNull()
  })

  it('never builds a redirect to another origin from the request target', () => {
    expect(canonicalRedirect(appUrl, '127.0.0.1:3000', '//evil.example/')).toBeNull()
    expect(canonicalRedirect(appUrl, '127.0.0.1:3000', 'http://evil.example/')).toBeNull()
    expect(canonicalRedirect(appUrl, '127.0.0.1:3000', '/\\evil.example/')).toBeNull()
    expect(canonicalRedirect(appUrl, '127.0.0.1:3000', '/%2F%2Fevil.example/')).toBeNull()
  })
})
