import express from 'express'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.server.ts'

async function headersOf(options: { https: boolean; csp: boolean }, path = '/') {
  const app = express()
  app.use(securityHeaders(options))
  app.get('*', (_req, res) => res.send('ok'))
  const server = app.listen(0)
  const { port } = server.address() as { port: number }
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`)).headers
  } finally {
    server.close()
  }
}

describe('securityHeaders', () => {
  it('sends HSTS and upgrade-insecure-requests only over https', async () => {
    const https = await headersOf({ https: true, csp: true })
    expect(https.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains')
    expect(https.get('Content-Security-Policy')).toContain('upgrade-insecure-requests')
    const http = await headersOf({ https: false, csp: true })
    expect(http.get('Strict-Transport-Security')).toBeNull()
    expect(http.get('Content-Security-Policy')).not.toContain('upgrade-insecure-requests')
  })

  it('denies framing and keeps the referrer policy the store relies on', async () => {
    const headers = await headersOf({ https: false, csp: true })
    expect(headers.get('X-Frame-Options')).toBe('DENY')
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
  })
})
