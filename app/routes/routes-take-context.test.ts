import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AppLoadContext } from '@remix-run/node'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '~/lib/config.server.ts'
import { singletonNames } from '~/lib/singleton.server.ts'
import type { PayPalPayoutSender } from '~/services/payouts/paypal-sender.server.ts'
import { createUserSession, upsertUserFromIdentity } from '~/modules/user/index.server.ts'
import { commitSession, getSession, SESSION_MAX_AGE_SECONDS } from '~/web/session.server.ts'
import { createTestDatabase, type TestKysely } from '../../tests/support/database.ts'
import { loader as mailboxLoader } from './dev.mailbox.tsx'
import { loader as robotsLoader } from './robots[.]txt.ts'
import { loader as sitemapLoader } from './sitemap[.]xml.ts'
import { action as paypalWebhookAction } from './api.webhooks.paypal.ts'
import { loader as authUserLoader } from './api.auth.user.ts'
import { loader as adminLoader } from './admin.tsx'

// Routes take what they need from Remix's `context` (app/web/load-context.ts): each test here calls a
// route's loader or action with a context made by hand, and none of them reaches a process-wide
// resource (the `singleton` store on globalThis is left without a database or a payment processor).
// The app/web helpers they call (sessions, the signed-in user, the operator gate) take the same context.

const notHere = (name: string) => () => {
  throw new Error(`${name} is not part of this test's context`)
}

/** A context with only what a test gives; anything else a route touched would throw. */
function contextWith(given: Partial<AppLoadContext>, lines: object[] = []): AppLoadContext {
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as object) })
  return {
    get db(): never {
      return notHere('db')()
    },
    config: { appUrl: 'https://shirts.example', SESSION_SECRET: 'a-session-secret-of-32-bytes-or-more!!' } as Config,
    get payments(): never {
      return notHere('payments')()
    },
    get storage(): never {
      return notHere('storage')()
    },
    get imageGenerator(): never {
      return notHere('imageGenerator')()
    },
    get uploadReview(): never {
      return notHere('uploadReview')()
    },
    get mail(): never {
      return notHere('mail')()
    },
    mailbox: null,
    payouts: { sender: notHere('payouts.sender'), paypal: () => null },
    fulfilment: {
      printify: () => null,
      serviceFor: notHere('fulfilment.serviceFor'),
      currentProvider: notHere('fulfilment.currentProvider'),
    },
    tax: null,
    rateLimits: { consume: notHere('rateLimits') },
    requestId: 'test-request',
    logger,
    clientIp: '192.0.2.1',
    ...given,
  }
}

const args = (request: Request, context: AppLoadContext) => ({ request, params: {}, context })

describe('routes with a context made by hand', () => {
  let database: { db: TestKysely; cleanup: () => Promise<void> }
  let mailDir: string
  // A file that ran before this one in the same worker thread may have left its own.
  let before: string[] = []
  beforeAll(async () => {
    before = singletonNames()
    database = await createTestDatabase()
    mailDir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-mailbox-'))
  })
  afterAll(async () => {
    await database.cleanup()
    rmSync(mailDir, { recursive: true, force: true })
  })

  it('robots.txt names the sitemap at the configured address', async () => {
    const response = await robotsLoader(args(new Request('http://x/robots.txt'), contextWith({})))
    expect(await response.text()).toContain('Sitemap: https://shirts.example/sitemap.xml')
  })

  it('the sitemap lists the fixed pages from the database it is given, at the configured address', async () => {
    const context = contextWith({ db: database.db })
    const response = await sitemapLoader(args(new Request('http://x/sitemap.xml'), context))
    const xml = await response.text()
    expect(xml).toContain('<loc>https://shirts.example/sell-designs</loc>')
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/)
  })

  it('the test-mode mailbox exists only where the context gives it a folder', async () => {
    await expect(mailboxLoader(args(new Request('http://x/dev/mailbox'), contextWith({})))).rejects.toMatchObject({
      init: { status: 404 },
    })
    writeFileSync(path.join(mailDir, '1796083200000-receipt.eml'), 'Subject: Your order\r\n\r\nThanks')
    const page = await mailboxLoader(args(new Request('http://x/dev/mailbox'), contextWith({ mailbox: mailDir })))
    expect(page.data.messages).toHaveLength(1)
  })

  it('the PayPal webhook answers from the payouts and configuration in its context, and logs through its logger', async () => {
    const post = (context: AppLoadContext) =>
      paypalWebhookAction(
        args(
          new Request('http://x/api/webhooks/paypal', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED' }),
          }),
          context,
        ),
      )
    expect((await post(contextWith({}))).status).toBe(404)

    const lines: { msg?: string; eventId?: string }[] = []
    const paypal = {} as PayPalPayoutSender
    const unverifiable = contextWith({ payouts: { sender: notHere('sender'), paypal: () => paypal } }, lines)
    const response = await post(unverifiable)
    expect(response.status).toBe(400)
    expect(lines).toContainEqual(
      expect.objectContaining({ eventId: 'WH-1', msg: expect.stringContaining('PAYPAL_WEBHOOK_ID is not set') }),
    )
  })

  it('reads the signed-in user through the session cookie and database of its context', async () => {
    const context = contextWith({ db: database.db })
    const signedOut = await authUserLoader(args(new Request('http://x/api/auth/user'), context))
    expect(signedOut.status).toBe(401)

    const user = await upsertUserFromIdentity(database.db, { subject: 'https://id.example|ctx-1', username: 'context_reader' })
    const session = await getSession(context, new Request('http://x/'))
    session.set('userId', user.id)
    session.set('sessionId', await createUserSession(database.db, user.id, SESSION_MAX_AGE_SECONDS, null))
    const cookie = (await commitSession(context, session)).split(';')[0]!
    const signedIn = await authUserLoader(args(new Request('http://x/api/auth/user', { headers: { Cookie: cookie } }), context))
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toMatchObject({ username: 'context_reader' })
    // The console's gate reads the operators from the context's configuration: a 404 for anyone else.
    const openConsole = (subjects: string) =>
      adminLoader(
        args(
          new Request('http://x/admin', { headers: { Cookie: cookie } }),
          contextWith({
            db: database.db,
            config: {
              ...context.config,
              ADMIN_SUBJECTS: subjects,
              ADMIN_EMAILS: '',
              oidc: { issuer: 'https://id.example' },
            } as Config,
          }),
        ),
      )
    await expect(openConsole('someone-else')).rejects.toMatchObject({ status: 404 })
    await expect(openConsole('ctx-1')).resolves.toEqual({ operator: 'context_reader' })
  })

  it('left no database or payment processor on globalThis', () => {
    const made = singletonNames().filter((name) => !before.includes(name))
    expect(made).not.toContain('db')
    expect(made).not.toContain('payment-processor')
  })
})
