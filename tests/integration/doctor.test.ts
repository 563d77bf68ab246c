import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOidc, type FakeOidc } from '../support/fake-oidc.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts'
import { FAKE_PAYPAL_CREDENTIALS, startFakePayPal, type FakePayPal } from '../support/fake-paypal.ts'
import { startFakePrintify, type FakePrintify } from '../support/fake-printify.ts'
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts'
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts'

// `npm run doctor` against a stand-in of every provider, each speaking the provider's wire format: a
// live configuration it passes, and each thing an operator forgets that it must catch.

const root = path.resolve(import.meta.dirname, '../..')

function doctor(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'app/scripts/doctor.ts'],
      { cwd: root, env: { PATH: process.env.PATH, ...env } as unknown as NodeJS.ProcessEnv, timeout: 90_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    )
  })
}

describe('npm run doctor, secrets and trials', () => {
  const trial = () => ({
    NODE_ENV: 'production',
    TRIAL_MODE: 'on',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shirtsmith-doctor-')),
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'silent',
  })

  it.concurrent(
    'fails a short or example session secret, a trial that would print for real, and a generated secret across instances',
    async () => {
      const [short, example, printing, instances] = await Promise.all([
        doctor({ ...trial(), SESSION_SECRET: 'x' }),
        doctor({ ...trial(), SESSION_SECRET: 'long-random-string' }),
        doctor({ ...trial(), PRINTIFY_API_TOKEN: 'token', PRINTIFY_SHOP_ID: '1' }),
        doctor({ ...trial(), INSTANCE_ID: 'web-2' }),
      ])
      expect(short.code).toBe(1)
      expect(short.out).toMatch(/^FAIL store +Invalid environment: SESSION_SECRET is 1 byte/m)
      expect(example.out).toMatch(/^FAIL store +Invalid environment: SESSION_SECRET is the example value/m)
      expect(printing.code).toBe(1)
      expect(printing.out).toMatch(/^FAIL store +Invalid environment: a trial .*fulfilment \(Printify shop 1/m)
      expect(instances.code).toBe(1)
      expect(instances.out).toMatch(/^FAIL store +SESSION_SECRET is unset: .*INSTANCE_ID web-2/m)
    },
    120_000,
  )
})

describe('npm run doctor', () => {
  let idp: FakeOidc
  let printify: FakePrintify
  let stripe: FakeStripe
  let openai: FakeOpenAI
  let paypal: FakePayPal
  let s3: LocalS3
  let smtp: SMTPServer
  let smtpPort: number
  const appUrl = 'https://shop.example.com'

  beforeAll(async () => {
    // Only stand-ins: the identity provider is an outside OpenID provider's (discovery is all the
    // doctor reads), so the set-up starts no store and needs no build.
    ;[idp, printify, stripe, openai, paypal, s3] = await Promise.all([
      startFakeOidc({ clientId: 'store', clientSecret: 'secret', account: { sub: 'doctor' } }),
      startFakePrintify(),
      startFakeStripe(),
      startFakeOpenAI(),
      startFakePayPal(),
      startLocalS3(),
    ])
    smtp = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth: (auth, _session, callback) =>
        auth.username === 'mailer' && auth.password === 'secret'
          ? callback(null, { user: 'mailer' })
          : callback(new Error('Invalid login')),
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    smtpPort = (smtp.server.address() as AddressInfo).port
    // The webhooks an operator registers at Stripe and at Printify.
    stripe.webhookEndpoints.push({ url: `${appUrl}/api/webhooks/stripe`, enabled_events: ['*'] })
    for (const topic of ['order:updated', 'order:sent-to-production', 'order:shipment:created', 'order:shipment:delivered']) {
      printify.webhooks.push({ id: topic, topic, url: `${appUrl}/api/webhooks/printify`, shop_id: printify.shopId })
    }
  }, 120_000)

  afterAll(async () => {
    await Promise.all([idp?.stop(), printify?.stop(), stripe?.stop(), openai?.close(), paypal?.stop(), s3?.stop()])
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  })

  const live = () => ({
    NODE_ENV: 'production',
    APP_URL: appUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shirtsmith-doctor-')),
    PGLITE_DIR: 'memory://',
    SESSION_SECRET: 'doctor-secret-of-at-least-32-bytes-long',
    LOG_LEVEL: 'silent',
    OIDC_ISSUER: idp.url,
    OIDC_CLIENT_ID: 'store',
    OIDC_CLIENT_SECRET: 'secret',
    STRIPE_SECRET_KEY: 'sk_live_doctor',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_doctor',
    STRIPE_WEBHOOK_SECRET: 'whsec_doctor',
    STRIPE_API_BASE: stripe.url,
    PRINTIFY_API_TOKEN: printify.token,
    PRINTIFY_SHOP_ID: printify.shopId,
    PRINTIFY_BASE_URL: printify.url,
    PRINTIFY_WEBHOOK_SECRET: 'printify-secret',
    OPENAI_API_KEY: 'sk-doctor',
    OPENAI_BASE_URL: openai.baseURL,
    SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'ShirtSmith <orders@shirtsmith.shop>',
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CREDENTIALS.clientSecret,
    PAYPAL_BASE_URL: paypal.url,
    ...s3.env,
  })

  // Each run is its own process: they run side by side.
  it.concurrent(
    'passes a live configuration whose providers are all set up, checking each for real',
    async () => {
      const { code, out } = await doctor(live())
      expect(out).not.toMatch(/^FAIL/m)
      expect(code).toBe(0)
      expect(out).toMatch(/^ok {3}storage +bucket .*wrote and read back doctor\//m)
      expect(out).toMatch(/^ok {3}storage +a presigned address of doctor\/.* serves it, as browsers fetch pictures/m)
      expect(out).toMatch(/^ok {3}sign-in +OpenID provider http:\/\/127\.0\.0\.1:\d+ is discoverable/m)
      expect(out).toMatch(/^ok {3}payments +Stripe live key works/m)
      expect(out).toMatch(/^ok {3}payments +webhook endpoint https:\/\/shop\.example\.com\/api\/webhooks\/stripe is enabled/m)
      expect(out).toMatch(/^ok {3}fulfilment +Printify shop 424242/m)
      expect(out).toMatch(/^ok {3}e-mail +SMTP server accepts the login/m)
      expect(out).toMatch(/^ok {3}image generation +the key can use gpt-image-1/m)
      expect(out).toMatch(/^ok {3}payouts +PayPal gives the client an access token/m)
      expect(paypal.tokenRequests).toBeGreaterThan(0)
    },
    120_000,
  )

  it.concurrent(
    'fails on what an operator forgets: a wrong shop, a bad SMTP login, a missing webhook secret, a model the key cannot use',
    async () => {
      const { code, out } = await doctor({
        ...live(),
        PRINTIFY_SHOP_ID: '999',
        SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtpPort}`,
        STRIPE_WEBHOOK_SECRET: '',
        OPENAI_IMAGE_MODEL: 'no-such-model',
        // The stand-in takes the SDK's own requests with any secret (s3rver), but checks presigned ones.
        S3_SECRET_ACCESS_KEY: 'not-the-secret',
      })
      expect(code).toBe(1)
      expect(out).toMatch(/^FAIL storage +a presigned address of doctor\/.* does not serve it \(HTTP 403\)/m)
      expect(out).toMatch(/^FAIL fulfilment +the Printify token has no shop 999 \(it has 424242\)/m)
      expect(out).toMatch(/^FAIL e-mail +.*Invalid login/m)
      expect(out).toMatch(/^FAIL payments +STRIPE_WEBHOOK_SECRET is missing/m)
      expect(out).toMatch(/^FAIL image generation +.*no-such-model/m)
      expect(out).toMatch(/problem\(s\) found/)
    },
    120_000,
  )

  it.concurrent(
    'refuses a production mix of real and stand-in services, and names stand-ins in a trial',
    async () => {
      const { STRIPE_SECRET_KEY: _k, STRIPE_PUBLISHABLE_KEY: _p, ...withoutStripe } = live()
      const refused = await doctor(withoutStripe)
      expect(refused.code).toBe(1)
      expect(refused.out).toMatch(/^FAIL store +Invalid environment: .*payments \(built-in test card processor\)/m)

      const trial = await doctor({ ...withoutStripe, TRIAL_MODE: 'on' })
      expect(trial.out).toMatch(/^ShirtSmith doctor: production, TRIAL/m)
      expect(trial.out).toMatch(/^test payments +TEST STAND-IN: built-in test card processor/m)
    },
    120_000,
  )
})
