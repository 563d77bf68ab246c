import { assertMatchesContract } from './contract.ts'

/**
 * A minimal browser for integration tests: a cookie jar and manual redirects, so tests can see
 * every hop (and every Set-Cookie) of a flow.
 */
export class TestClient {
  private cookies = new Map<string, string>()

  constructor(readonly baseUrl: string) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  hasCookie(name: string) {
    return this.cookies.has(name)
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  /** One request, no redirects followed. */
  async request(pathOrUrl: string, init: RequestInit = {}) {
    const url = new URL(pathOrUrl, this.baseUrl)
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('Cookie', this.cookieHeader())
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    this.remember(response)
    // Every /api answer a test sees must match the published OpenAPI document.
    if (url.origin === new URL(this.baseUrl).origin && url.pathname.startsWith('/api/')) {
      await assertMatchesContract(init.method ?? 'GET', url.pathname, response)
    }
    return response
  }

  /** Follows redirects like a browser (POST becomes GET after 301-303). */
  async navigate(pathOrUrl: string, init: RequestInit = {}, maxHops = 15) {
    let response = await this.request(pathOrUrl, init)
    let current = new URL(pathOrUrl, this.baseUrl)
    // Redirects, and (as a browser does) a page's `Refresh` header: the design-job status page reloads
    // itself until the design is ready. Refreshes are taken every 200 ms here, for at most two minutes.
    for (let hop = 0, refreshes = 0; hop < maxHops && refreshes < 600;) {
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('Location')
        if (!location) break
        current = new URL(location, current)
        const keepMethod = response.status === 307 || response.status === 308
        response = await this.request(current.toString(), keepMethod ? init : {})
        hop++
      } else if (response.status === 200 && response.headers.get('Refresh')) {
        await response.arrayBuffer()
        await new Promise((resolve) => setTimeout(resolve, 200))
        response = await this.request(current.toString())
        refreshes++
      } else break
    }
    return Object.assign(response, { finalUrl: current.toString() })
  }

  get(path: string) {
    return this.request(path)
  }

  json(path: string, method: string, body?: unknown) {
    return this.request(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  /**
   * Posts a form the way a browser without JavaScript does (fields left undefined are not sent);
   * with `follow`, redirects are followed and `finalUrl` is where the browser ends up.
   */
  async form(path: string, fields: Record<string, string | undefined>, follow = false) {
    const body = new URLSearchParams()
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value)
    const init: RequestInit = {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    }
    if (follow) return this.navigate(path, init)
    const response = await this.request(path, init)
    return Object.assign(response, { finalUrl: new URL(path, this.baseUrl).toString() })
  }

  /** Signs in through the store's built-in OpenID Connect provider. */
  async signIn(username: string, names: { firstName?: string; lastName?: string } = {}, returnTo = '/') {
    let response = await this.request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`)
    let url = new URL('/api/login', this.baseUrl)
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('Location')!, url)
      response = await this.request(url.toString())
    }
    const html = await response.text()
    const action = html.match(/action="([^"]+\/login)"/)?.[1]
    if (!action) throw new Error(`No sign-in form at ${url}: ${response.status}`)
    const final = await this.navigate(new URL(action, url).toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, firstName: names.firstName ?? '', lastName: names.lastName ?? '' }),
    })
    return final
  }
}
