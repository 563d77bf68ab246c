import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config.server.ts'

const SECRET = 'a-session-secret-of-at-least-32-bytes'

describe('parseConfig', () => {
  it('runs with no variables at all, on embedded defaults', () => {
    const config = parseConfig({})
    expect(config.database).toEqual({ kind: 'pglite', dir: './data/db' })
    expect(config.localOidc).toBe(true)
    expect(config.oidc.issuer).toBe('http://localhost:3000/oidc')
    expect(config.appUrl).toBe('http://localhost:3000')
  })

  it('requires MAIL_FROM with SMTP_URL; the .local default is only for the offline mailbox', () => {
    expect(parseConfig({}).MAIL_FROM).toBe('ShirtSmith <orders@shirtsmith.local>')
    expect(() => parseConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' })).toThrow(ConfigError)
    expect(() => parseConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' })).toThrow(/MAIL_FROM is required with SMTP_URL/)
    expect(() => parseConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: '  ' })).toThrow(/MAIL_FROM/)
    expect(
      parseConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Shop <orders@shop.example.com>' }).MAIL_FROM,
    ).toBe('Shop <orders@shop.example.com>')
  })

  it('sends Printify orders to production unless PRINTIFY_SEND_TO_PRODUCTION=off', () => {
    expect(parseConfig({}).PRINTIFY_SEND_TO_PRODUCTION).toBe('on')
    expect(parseConfig({ PRINTIFY_SEND_TO_PRODUCTION: 'off' }).PRINTIFY_SEND_TO_PRODUCTION).toBe('off')
    expect(() => parseConfig({ PRINTIFY_SEND_TO_PRODUCTION: 'later' })).toThrow(/PRINTIFY_SEND_TO_PRODUCTION/)
  })

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
      poolMax: 10,
    })
    // One budget per process, set once: the pool that queries, jobs and rate limits share.
    expect(parseConfig({ DATABASE_URL: 'postgres://u@h:5432/db', DATABASE_POOL_MAX: '4' }).database).toMatchObject({ poolMax: 4 })
    expect(() => parseConfig({ DATABASE_URL: 'postgres://u@h:5432/db', DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/)
  })

  it('streams two partial pictures with moderation on by default, and takes off/false to turn them off', () => {
    expect(parseConfig({})).toMatchObject({ OPENAI_MODERATION: 'on', OPENAI_IMAGE_STREAM: 'auto', OPENAI_IMAGE_PARTIALS: 2 })
    expect(parseConfig({ OPENAI_MODERATION: 'false', OPENAI_IMAGE_STREAM: 'false', OPENAI_IMAGE_PARTIALS: '0' })).toMatchObject({
      OPENAI_MODERATION: 'off',
      OPENAI_IMAGE_STREAM: 'off',
      OPENAI_IMAGE_PARTIALS: 0,
    })
    expect(parseConfig({ OPENAI_MODERATION: 'off', OPENAI_IMAGE_STREAM: 'true' })).toMatchObject({
      OPENAI_MODERATION: 'off',
      OPENAI_IMAGE_STREAM: 'on',
    })
    expect(() => parseConfig({ OPENAI_IMAGE_PARTIALS: '4' })).toThrow(/OPENAI_IMAGE_PARTIALS/)
    expect(() => parseConfig({ OPENAI_MODERATION: 'maybe' })).toThrow(/OPENAI_MODERATION/)
  })

  it('names the bad variable', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
  })

  it('requires client credentials with an external issuer', () => {
    expect(() => parseConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(ConfigError)
    const config = parseConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })
    expect(config.localOidc).toBe(false)
    expect(config.oidc.scopes).toEqual(['openid', 'profile', 'email'])
  })

  it('refuses the built-in sign-in provider in production unless enabled explicitly', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toThrow(/LOCAL_OIDC=on/)
    // Beside test payments, fulfilment and mail it runs only in a trial.
    expect(() => parseConfig({ NODE_ENV: 'production', LOCAL_OIDC: 'on', SESSION_SECRET: SECRET })).toThrow(
      /sign-in \(built-in provider/,
    )
    expect(parseConfig({ NODE_ENV: 'production', LOCAL_OIDC: 'on', SESSION_SECRET: SECRET, TRIAL_MODE: 'on' }).localOidc).toBe(
      true,
    )
  })

  it('refuses production without SESSION_SECRET, built-in sign-in or not, unless a trial allows a generated one', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', LOCAL_OIDC: 'on', TRIAL_MODE: 'on', GENERATED_SECRETS: 'off' })).toThrow(
      /SESSION_SECRET is required/,
    )
    expect(() =>
      parseConfig({
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://id.example.com',
        OIDC_CLIENT_ID: 'c',
        OIDC_CLIENT_SECRET: 's',
      }),
    ).toThrow(/SESSION_SECRET is required/)
    // What `npm start` sets for a local trial on one machine.
    expect(() => parseConfig({ NODE_ENV: 'production', TRIAL_MODE: 'on' })).not.toThrow()
    expect(() => parseConfig({ NODE_ENV: 'development' })).not.toThrow()
  })

  it('refuses, in every production start (a trial too), a session secret under 32 bytes or the example value', () => {
    for (const mode of ['on', 'off']) {
      const base = { NODE_ENV: 'production', LOCAL_OIDC: 'on', TRIAL_MODE: mode }
      expect(() => parseConfig({ ...base, SESSION_SECRET: 'x' })).toThrow(/SESSION_SECRET is 1 byte/)
      expect(() => parseConfig({ ...base, SESSION_SECRET: 'long-random-string' })).toThrow(/\.env\.example/)
    }
    expect(() => parseConfig({ NODE_ENV: 'production', TRIAL_MODE: 'on', SESSION_SECRET: SECRET })).not.toThrow()
    expect(() => parseConfig({ NODE_ENV: 'development', SESSION_SECRET: 'x' })).not.toThrow()
  })

  it('wants a Printify shop with a Printify token', () => {
    expect(() => parseConfig({ PRINTIFY_API_TOKEN: 't' })).toThrow(/PRINTIFY_SHOP_ID/)
    expect(() => parseConfig({ PRINTIFY_API_TOKEN: 't', PRINTIFY_SHOP_ID: '1' })).not.toThrow()
  })

  it('holds a printer submission on a 30 s heartbeat lease, shorter than a Printify call may take', () => {
    // The lease is renewed while the call runs, so it need not outlast one (ADR 147).
    expect(parseConfig({}).FULFILMENT_LEASE_SECONDS).toBe(30)
    expect(parseConfig({ FULFILMENT_LEASE_SECONDS: '15' }).FULFILMENT_LEASE_SECONDS).toBe(15)
    expect(() => parseConfig({ FULFILMENT_LEASE_SECONDS: '5' })).toThrow(/FULFILMENT_LEASE_SECONDS/)
  })

  it('takes over a background job run unrenewed for 30 s, or the lease set (at least 3 s)', () => {
    expect(parseConfig({}).JOB_LEASE_SECONDS).toBe(30)
    expect(parseConfig({ JOB_LEASE_SECONDS: '6' }).JOB_LEASE_SECONDS).toBe(6)
    expect(() => parseConfig({ JOB_LEASE_SECONDS: '1' })).toThrow(/JOB_LEASE_SECONDS/)
  })

  it('wants both Stripe keys or neither', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/)
  })

  describe('one explicit mode in production', () => {
    const realSignIn = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }
    const live = {
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      ...realSignIn,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      PRINTIFY_API_TOKEN: 't',
      PRINTIFY_SHOP_ID: '1',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'ShirtSmith <orders@shop.example.com>',
    }

    it('starts when sign-in, payments, fulfilment and e-mail are all real', () => {
      expect(() => parseConfig(live)).not.toThrow()
    })

    it('refuses real fulfilment beside test payments or no payment keys, naming the stand-ins', () => {
      const { STRIPE_SECRET_KEY: _s, STRIPE_PUBLISHABLE_KEY: _p, ...noStripe } = live
      expect(() => parseConfig(noStripe)).toThrow(/payments \(built-in test card processor\)/)
      expect(() => parseConfig({ ...live, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toThrow(
        /payments \(Stripe test mode/,
      )
    })

    it('refuses real customers beside the offline mailbox or offline fulfilment', () => {
      const { SMTP_URL: _u, MAIL_FROM: _f, ...noSmtp } = live
      expect(() => parseConfig(noSmtp)).toThrow(/e-mail \(offline mailbox/)
      const { PRINTIFY_API_TOKEN: _t, PRINTIFY_SHOP_ID: _i, ...noPrintify } = live
      expect(() => parseConfig(noPrintify)).toThrow(/fulfilment \(offline fulfilment/)
    })

    it("the operator's case: real sign-in and Printify, no Stripe, no SMTP, is refused with the way out named", () => {
      expect(() =>
        parseConfig({
          NODE_ENV: 'production',
          SESSION_SECRET: SECRET,
          ...realSignIn,
          PRINTIFY_API_TOKEN: 't',
          PRINTIFY_SHOP_ID: '1',
        }),
      ).toThrow(/TRIAL_MODE=on/)
    })

    it('runs any mix as an explicit trial, which also allows built-in sign-in and a generated secret', () => {
      const printify = { PRINTIFY_API_TOKEN: 't', PRINTIFY_SHOP_ID: '1', PRINTIFY_SEND_TO_PRODUCTION: 'off' }
      expect(() => parseConfig({ NODE_ENV: 'production', TRIAL_MODE: 'on', ...printify })).not.toThrow()
      const trial = parseConfig({ NODE_ENV: 'production', TRIAL_MODE: 'on' })
      expect(trial.localOidc).toBe(true)
      expect(trial.GENERATED_SECRETS).toBe('on')
    })

    it('refuses a trial that would move real money or print for real: every money and printing path in test mode', () => {
      const trial = { NODE_ENV: 'production', TRIAL_MODE: 'on' }
      // Test-card orders would be printed and shipped for real.
      expect(() => parseConfig({ ...trial, PRINTIFY_API_TOKEN: 't', PRINTIFY_SHOP_ID: '1' })).toThrow(
        /trial .*fulfilment \(Printify shop 1, orders sent to production\).*PRINTIFY_SEND_TO_PRODUCTION=off/,
      )
      expect(() => parseConfig({ ...trial, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' })).toThrow(
        /trial .*payments \(Stripe \(live key\)\)/,
      )
      expect(() => parseConfig({ ...trial, PAYPAL_CLIENT_ID: 'c', PAYPAL_CLIENT_SECRET: 's' })).toThrow(/trial .*payouts/)
      // Stripe test keys, Printify orders held as drafts, PayPal's sandbox, and stand-ins of the providers on
      // this machine move no money and print nothing.
      expect(() =>
        parseConfig({ ...trial, PRINTIFY_API_TOKEN: 't', PRINTIFY_SHOP_ID: '1', PRINTIFY_BASE_URL: 'http://127.0.0.1:9' }),
      ).not.toThrow()
      expect(() =>
        parseConfig({
          ...trial,
          STRIPE_SECRET_KEY: 'sk_test_x',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
          PRINTIFY_API_TOKEN: 't',
          PRINTIFY_SHOP_ID: '1',
          PRINTIFY_SEND_TO_PRODUCTION: 'off',
          PAYPAL_CLIENT_ID: 'c',
          PAYPAL_CLIENT_SECRET: 's',
          PAYPAL_BASE_URL: 'https://api-m.sandbox.paypal.com',
        }),
      ).not.toThrow()
    })

    it('needs no switch outside production', () => {
      expect(() => parseConfig({ NODE_ENV: 'development', PRINTIFY_API_TOKEN: 't', PRINTIFY_SHOP_ID: '1' })).not.toThrow()
    })
  })
})
