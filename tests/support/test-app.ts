import { afterAll, beforeAll } from 'vitest'
import { startTestApp, type TestApp } from './app-server.ts'
import { TestClient } from './client.ts'

/** A signed-in browser of the test store and the user id behind it. */
export interface SignedInUser {
  client: TestClient
  id: number
}

export interface TestAppFixture<Users extends string> {
  /** The running store (available inside tests and hooks, after `beforeAll`). */
  readonly app: TestApp
  /** One browser per entry of `signedInAs`, signed in through the built-in provider. */
  readonly users: Record<Users, SignedInUser>
  /** A browser with no session. */
  readonly anonymous: TestClient
}

/**
 * The setup most integration files share: start the production build on a fresh database before
 * the file's tests, sign in the named users (each key of `signedInAs` is how the test refers to the
 * user, each value the username typed at the built-in provider), and stop it all afterwards.
 *
 *   const t = useTestApp({ signedInAs: { owner: 'cursor_owner', other: 'cursor_other' } })
 *   it('…', async () => { await t.users.owner.client.get('/api/shops') })
 */
export function useTestApp<Users extends string = never>(
  options: { signedInAs?: Record<Users, string>; env?: Record<string, string> } = {},
): TestAppFixture<Users> {
  let app: TestApp | undefined
  let anonymous: TestClient | undefined
  const users = {} as Record<Users, SignedInUser>

  beforeAll(async () => {
    app = await startTestApp(options.env)
    anonymous = new TestClient(app.url)
    for (const [key, username] of Object.entries(options.signedInAs ?? {}) as [Users, string][]) {
      const client = new TestClient(app.url)
      await client.signIn(username)
      const row = await app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
      users[key] = { client, id: row.id }
    }
  })
  afterAll(async () => {
    await app?.stop()
  })

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApp: the store starts in beforeAll; use it inside tests and hooks')
    return value
  }
  return {
    get app() {
      return started(app)
    },
    get anonymous() {
      return started(anonymous)
    },
    users,
  }
}
