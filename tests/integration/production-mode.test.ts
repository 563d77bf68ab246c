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

  it('runs a declared trial: one log line per service, the footer says what is simulated, the mailbox exists', async () => {
    const server = await spawnServer({ TRIAL_MODE: 'on' })
    servers.push(server)
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"service"'))
      .map((line) => JSON.parse(line) as { service: string; mode: string; trial: boolean })
    expect(lines.map((l) => l.service)).toEqual([
      'database',
      'storage',
      'sign-in',
      'payments',
      'image generation',
      'fulfilment',
      'e-mail',
      'payouts',
    ])
    expect(lines.find((l) => l.service === 'payments')).toMatchObject({ mode: 'test', trial: true })
    // React separates adjacent text in server HTML with empty comments.
    const home = (await (await fetch(`${server.url}/`)).text()).replaceAll('<!-- -->', '')
    expect(home).toMatch(/Test mode: sign-in, payments, image generation, printing and shipping are simulated by the store/)
    expect(home).toContain('No real charges, prints or shipments happen.')
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(200)
  }, 120_000)
})
