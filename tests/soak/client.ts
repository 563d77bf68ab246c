import { CHECKOUT_ADDRESS } from '../support/checkout.ts'

// A person's browser for the soak: a cookie jar, the store's own Origin on every write (as a browser
// sends it on a form post), manual redirects. Unlike tests/support/client.ts it never throws on an
// answer: while a process is killed or the database is cut, a request that fails is part of the run
// (the command then changes nothing in the model), and a refused connection comes back as status 0.

export interface Answer {
  status: number
  location: string | null
  text: string
}

export class SoakClient {
  private cookies = new Map<string, string>()
  /** The personal API token (made on /account/tokens), once the person has one. */
  token: string | null = null

  constructor(
    readonly baseUrl: string,
    readonly username: string,
  ) {}

  /** Keeps the cookies an answer sets (also for a request made without this client). */
  remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index).trim()
      const value = pair!.slice(index + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  /** The Cookie header this browser sends. */
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async request(path: string, init: RequestInit = {}, { bearer = false } = {}): Promise<Answer> {
    const url = new URL(path, this.baseUrl)
    const headers = new Headers(init.headers)
    if (bearer && this.token) headers.set('Authorization', `Bearer ${this.token}`)
    else if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    if (init.method && init.method !== 'GET' && !bearer) headers.set('Origin', new URL(this.baseUrl).origin)
    try {
      const response = await fetch(url, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(60_000) })
      this.remember(response)
      return { status: response.status, location: response.headers.get('Location'), text: await response.text() }
    } catch (error) {
      return { status: 0, location: null, text: String(error) }
    }
  }

  get(path: string, options?: { bearer?: boolean }) {
    return this.request(path, {}, options)
  }

  json(path: string, method: string, body?: unknown, options?: { bearer?: boolean }) {
    return this.request(
      path,
      {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      options,
    )
  }

  /** A plain form post, as a browser without JavaScript sends it. */
  form(path: string, fields: Record<string, string | string[]>) {
    const body = new URLSearchParams()
    for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v)
    return this.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    })
  }

  /** Signs in through the store's built-in OpenID Connect provider; true when signed in. */
  async signIn(): Promise<boolean> {
    let answer = await this.get('/api/login?returnTo=%2F')
    let url = new URL('/api/login', this.baseUrl)
    for (let hop = 0; answer.status >= 300 && answer.status < 400 && answer.location && hop < 10; hop++) {
      url = new URL(answer.location, url)
      answer = await this.get(url.toString())
    }
    const action = answer.text.match(/action="([^"]+\/login)"/)?.[1]
    if (!action) return false
    let posted = await this.form(new URL(action, url).toString(), { username: this.username, firstName: '', lastName: '' })
    for (let hop = 0; posted.status >= 300 && posted.status < 400 && posted.location && hop < 10; hop++) {
      url = new URL(posted.location, url)
      posted = await this.get(url.toString())
    }
    return (await this.get('/api/auth/user')).status === 200
  }

  async userId(): Promise<number | null> {
    const me = await this.get('/api/auth/user')
    return me.status === 200 ? (JSON.parse(me.text) as { id: number }).id : null
  }
}

export const ADDRESS = CHECKOUT_ADDRESS
export const CARD = { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }
