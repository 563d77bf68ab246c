import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts'

// A production start either runs every service that carries money or personal data for real, or says
// it is a trial (TRIAL_MODE=on); it never mixes them silently.
describe('production mode', () => {
  const servers: SpawnedServer[] = []
  afterAll(() => {
    for (const server of servers) server.child.kill('SIGKILL')
  })

  it('refuses real sign-in and Printify beside test payments and the offline mailbox, naming them', async () => {
    const start = spawnServer({
      TRIAL_MODE: 'off',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'store',
      OIDC_CLIENT_SECRET: 'secret',
      PRINTIFY_API_TOKEN: 'token',
      PRINTIFY_SHOP_ID: '1',
      PRINTIFY_BASE_URL: 'http://127.0.0.1:9',
    })
    const error = await start.then(
      (server) => {
        servers.push(server)
        return null
      },
      (e: unknown) => String(e),
    )
    expect(error).toMatch(/server exited during start/)
    expect(error).toMatch(/payments \(built-in test card processor\)/)
    expect(error).toMatch(/e-mail \(offline mailbox/)
    expect(error).not.toMatch(/fulfilment \(/)
    expect(error).toMatch(/TRIAL_MODE=on/)
  }, 120_000)

  it('refuses, even as a trial, a short session secret or a trial that would send orders to Printify for real', async () => {
    const refusal = (env: Record<string, string>) =>
      spawnServer(env, 90_000, undefined, { fromSource: true }).then(
        (server) => {
          servers.push(server)
          return ''
        },
        (e: unknown) => String(e),
      )
    const [short, printing] = await Promise.all([
      refusal({ TRIAL_MODE: 'on', SESSION_SECRET: 'x' }),
      refusal({
        TRIAL_MODE: 'on',
        PRINTIFY_API_TOKEN: 'token',
        PRINTIFY_SHOP_ID: '1',
        PRINTIFY_BASE_URL: 'https://api.printify.com',
      }),
    ])
    expect(short).toMatch(/server exited during start/)
    expect(short).toMatch(/SESSION_SECRET is 1 byte/)
    expect(printing).toMatch(/server exited during start/)
    expect(printing).toMatch(/PRINTIFY_SEND_TO_PRODUCTION=off/)
  }, 120_000)

  // From source, as `npm run dev` starts the server (the other tests start the build).
  it('runs a declared trial: one log line per service, the footer says what is simulated, the mailbox exists', async () => {
    const server = await spawnServer({ TRIAL_MODE: 'on' }, 90_000, undefined, { fromSource: true })
    servers.push(server)
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"outsideService"'))
      .map((line) => JSON.parse(line) as { outsideService: string; mode: string; trial: boolean })
    expect(lines.map((l) => l.outsideService)).toEqual([
      'database',
      'storage',
      'sign-in',
      'payments',
      'image generation',
      'fulfilment',
      'e-mail',
      'payouts',
    ])
    expect(lines.find((l) => l.outsideService === 'payments')).toMatchObject({ mode: 'test', trial: true })
    // React separates adjacent text in server HTML with empty comments.
    const home = (await (await fetch(`${server.url}/`)).text()).replaceAll('<!-- -->', '')
    expect(home).toMatch(/Test mode: sign-in, payments, image generation, printing and shipping are simulated by the store/)
    expect(home).toContain('No real charges, prints or shipments happen.')
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(200)
  }, 120_000)

  it('starts from the build with plain node, as npm run serve does: pages, sign-in and image work in built threads', async () => {
    const server = await spawnServer({ TRIAL_MODE: 'on' })
    servers.push(server)
    expect(server.child.spawnargs.slice(1)).toEqual(['server.js'])
    const home = await (await fetch(`${server.url}/`)).text()
    // The page's scripts come from the build's client directory.
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(home)?.[0]
    expect(script).toBeDefined()
    expect((await fetch(`${server.url}${script}`)).headers.get('content-type')).toMatch(/javascript/)
    expect((await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).status).toBe(200)
    const generated = await fetch(`${server.url}/api/designs/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Flat Design, the cheapest style to draw: the threads are under test, not the picture.
      body: JSON.stringify({ prompt: 'a fox reading a book', style: 'Flat Design' }),
    })
    expect(generated.status).toBe(201)
    const { design } = (await generated.json()) as { design: { imageUrl: string } }
    const picture = await fetch(`${server.url}${design.imageUrl}`)
    expect(picture.headers.get('content-type')).toBe('image/png')
    // The offline artist drew it in a thread started from the compiled worker, not from TypeScript.
    const pool = server
      .output()
      .split('\n')
      .find((line) => line.includes('image work runs in worker threads'))
    expect(pool).toBeDefined()
    expect((JSON.parse(pool!) as { entry: string }).entry).toMatch(/\/workers\/image-worker\.js$/)
  }, 180_000)
})
